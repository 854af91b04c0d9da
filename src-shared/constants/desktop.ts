/**
 * When the desktop app looks for a new version (the spirit of VS Code's `update.mode`):
 * - none: never;
 * - manual: only when the user chooses 「更新を確認」;
 * - start: once at start-up (and on request);
 * - default: at start-up and then periodically in the background.
 */
export const UPDATE_MODES = ['none', 'manual', 'start', 'default'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];
export const DEFAULT_UPDATE_MODE: UpdateMode = 'default';

/**
 * Where a setting in force came from, strongest first: an IT policy (registry, managed
 * preferences, the Linux machine file), an environment variable, the machine-wide config.json,
 * the user's config.json, the built-in default.
 */
export const SETTING_SOURCES = ['policy', 'environment', 'machine-config', 'user-config', 'default'] as const;
export type SettingSource = (typeof SETTING_SOURCES)[number];

/** The settings IT can enforce, in the order the console shows them. */
export const CONSOLE_SETTING_KEYS = [
  'apiBaseUrl',
  'addressBaseUrl',
  'imageHosts',
  'updateMode',
  'updateFeedUrl',
  'zipMaxSizeMb',
  'csvSaveOutsideUserFolders',
] as const;
export type ConsoleSettingKey = (typeof CONSOLE_SETTING_KEYS)[number];

/** How often main asks the API whether it answers while it does not (and after a failed call). */
export const API_REACHABILITY_RETRY_MS = 5000;
