import type { ConsoleSettingKey, SettingSource, UpdateMode } from '../constants/desktop';

export interface SettingInForce<T> {
  value: T;
  source: SettingSource;
}

/** The value type of each setting IT can enforce. */
export interface ConsoleSettingValues {
  /** Absolute, with `/api/v1`; https, or http on a loopback host only. */
  apiBaseUrl: string;
  /** The address lookup service (spec section 7: a separate service); by default `<API origin>/address/v1`. */
  addressBaseUrl: string;
  /**
   * Origins (`https://cdn.example.jp`) other than the API's whose images the console shows:
   * main fetches image URLs of these hosts (never with the token) and the page's CSP allows them.
   */
  imageHosts: string[];
  updateMode: UpdateMode;
  /** The update feed (https), or null: then no update is ever looked for. */
  updateFeedUrl: string | null;
  zipMaxSizeMb: number;
  /** False keeps CSV files (exports, error files, QR codes) inside the user's own folders. */
  csvSaveOutsideUserFolders: boolean;
}

/** Every setting with where its value came from; a policy's value is shown as enforced. */
export type ConsoleSettingsView = { [K in ConsoleSettingKey]: SettingInForce<ConsoleSettingValues[K]> };

/** What the console's 「この端末の設定」 shows. */
export interface DesktopSettingsView {
  settings: ConsoleSettingsView;
  /** The app's version. */
  version: string;
  /**
   * False where the installed app cannot replace itself (an MSI install, or an unpacked
   * build): IT rolls out new versions, whatever the update mode says.
   */
  selfUpdate: boolean;
}

/** Whether main reaches the API right now (its own checks, not the OS's idea of "online"). */
export interface ApiConnectionState {
  reachable: boolean;
}
