import { z } from 'zod';
import { DEFAULT_UPDATE_MODE, SETTING_SOURCES, UPDATE_MODES } from '@shared/constants/desktop';
import type { ConsoleSettingKey, SettingSource, UpdateMode } from '@shared/constants/desktop';
import { API_BASE_PATH, REFERENCE_SERVER_HOST, REFERENCE_SERVER_PORT } from '@shared/constants/http';
import { DEFAULT_ZIP_MAX_SIZE_MB } from '@shared/constants/imports';
import type { ConsoleSettingValues, ConsoleSettingsView, SettingInForce } from '@shared/ipc/desktop';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import { validateApiBaseUrl } from './api-base-url';
import { defaultAddressBaseUrl } from './address-base-url';
import { checkImageHosts } from './image-hosts';
import { configFileLocations } from './config-file-locations';
import type { ConfigFileLocation, ConfigFileLocationInputs } from './config-file-locations';
import type { RawSettings } from './policy-definitions';

export const API_URL_ENV_VAR = 'CONSOLE_API_URL';
export const ADDRESS_URL_ENV_VAR = 'CONSOLE_ADDRESS_URL';
export const IMAGE_HOSTS_ENV_VAR = 'CONSOLE_IMAGE_HOSTS';
export const UPDATE_URL_ENV_VAR = 'CONSOLE_UPDATE_URL';
export const DEFAULT_API_BASE_URL = `http://${REFERENCE_SERVER_HOST}:${REFERENCE_SERVER_PORT}${API_BASE_PATH}`;

export interface ConsoleSettingsInputs extends ConfigFileLocationInputs {
  readTextFile: (path: string) => Promise<string | null>;
  /** The policies of the registry or the managed preferences (readPolicies); none on Linux. */
  policies: RawSettings;
  logger: Logger;
}

/** The settings in force; a bad value anywhere is logged and the next source is used. */
export type ConsoleSettings = ConsoleSettingsView;

/** addressBaseUrl's default depends on the API in force (resolveConsoleSettings fills it in). */
const DEFAULTS: ConsoleSettingValues = {
  apiBaseUrl: DEFAULT_API_BASE_URL,
  addressBaseUrl: defaultAddressBaseUrl(DEFAULT_API_BASE_URL),
  imageHosts: [],
  updateMode: DEFAULT_UPDATE_MODE,
  updateFeedUrl: null,
  zipMaxSizeMb: DEFAULT_ZIP_MAX_SIZE_MB,
  csvSaveOutsideUserFolders: true,
};

/** A layer of raw values and the source it counts as. */
interface Layer {
  source: SettingSource;
  values: RawSettings;
  /** For the log: the file or variable. */
  origin: string;
}

/**
 * Which sources may set what. The update feed is never the user's choice (the installers it
 * serves run with the user's rights), so the per-user file cannot set it.
 */
const ALLOWED_SOURCES: Record<ConsoleSettingKey, readonly SettingSource[]> = {
  apiBaseUrl: ['policy', 'environment', 'machine-config', 'user-config'],
  addressBaseUrl: ['policy', 'environment', 'machine-config', 'user-config'],
  imageHosts: ['policy', 'environment', 'machine-config', 'user-config'],
  updateMode: ['policy', 'machine-config', 'user-config'],
  updateFeedUrl: ['policy', 'environment', 'machine-config'],
  zipMaxSizeMb: ['policy', 'machine-config', 'user-config'],
  csvSaveOutsideUserFolders: ['policy', 'machine-config', 'user-config'],
};

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const CHECKS: { [K in ConsoleSettingKey]: (raw: unknown) => Checked<ConsoleSettingValues[K]> } = {
  apiBaseUrl: (raw) => (typeof raw === 'string' ? asChecked(validateApiBaseUrl(raw)) : notA('string')),
  addressBaseUrl: (raw) => (typeof raw === 'string' ? asChecked(validateApiBaseUrl(raw)) : notA('string')),
  imageHosts: (raw) => {
    const checked = checkImageHosts(raw);
    return checked.ok ? { ok: true, value: checked.origins } : checked;
  },
  updateMode: (raw) =>
    typeof raw === 'string' && (UPDATE_MODES as readonly string[]).includes(raw.trim())
      ? { ok: true, value: raw.trim() as UpdateMode }
      : { ok: false, reason: `must be one of ${UPDATE_MODES.join(', ')}` },
  updateFeedUrl: (raw) => (typeof raw === 'string' ? asChecked(validateUpdateFeedUrl(raw)) : notA('string')),
  zipMaxSizeMb: (raw) => {
    const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4096
      ? { ok: true, value }
      : { ok: false, reason: 'must be a whole number of MB from 1 to 4096' };
  },
  csvSaveOutsideUserFolders: (raw) => {
    if (typeof raw === 'boolean') return { ok: true, value: raw };
    if (raw === 0 || raw === 1) return { ok: true, value: raw === 1 };
    if (raw === '0' || raw === '1') return { ok: true, value: raw === '1' };
    return { ok: false, reason: 'must be true/false (1/0)' };
  },
};

/** The keys of config.json (the update feed keeps its historical name). */
const configFileSchema = z
  .object({
    apiBaseUrl: z.unknown(),
    addressBaseUrl: z.unknown(),
    imageHosts: z.unknown(),
    updateMode: z.unknown(),
    updateUrl: z.unknown(),
    zipMaxSizeMb: z.unknown(),
    csvSaveOutsideUserFolders: z.unknown(),
  })
  .partial();

/**
 * Every setting with the strongest source that gives it a valid value: policy, then the
 * environment, the machine-wide config.json, the user's config.json, the default. On Linux the
 * machine-wide file is IT's policy (there is no registry or managed preferences).
 */
export async function resolveConsoleSettings(inputs: ConsoleSettingsInputs): Promise<ConsoleSettings> {
  const layers: Layer[] = [{ source: 'policy', values: inputs.policies, origin: 'policy' }];
  layers.push({
    source: 'environment',
    origin: 'environment',
    values: {
      ...(nonEmpty(inputs.env[API_URL_ENV_VAR]) ? { apiBaseUrl: inputs.env[API_URL_ENV_VAR] } : {}),
      ...(nonEmpty(inputs.env[ADDRESS_URL_ENV_VAR])
        ? { addressBaseUrl: inputs.env[ADDRESS_URL_ENV_VAR] }
        : {}),
      ...(nonEmpty(inputs.env[IMAGE_HOSTS_ENV_VAR]) ? { imageHosts: inputs.env[IMAGE_HOSTS_ENV_VAR] } : {}),
      ...(nonEmpty(inputs.env[UPDATE_URL_ENV_VAR]) ? { updateFeedUrl: inputs.env[UPDATE_URL_ENV_VAR] } : {}),
    },
  });
  for (const location of configFileLocations(inputs)) {
    const values = await readConfigFile(location, inputs);
    if (!values) continue;
    const source = location.scope === 'user' ? 'user-config' : machineFileSource(inputs.platform);
    layers.push({ source, values, origin: location.path });
  }
  // Strongest first (stable, so the machine file stays before the user's).
  layers.sort((a, b) => SETTING_SOURCES.indexOf(a.source) - SETTING_SOURCES.indexOf(b.source));
  const settings = {} as Record<ConsoleSettingKey, SettingInForce<unknown>>;
  for (const key of Object.keys(DEFAULTS) as ConsoleSettingKey[]) {
    settings[key] = settingInForce(key, layers, inputs.logger);
  }
  const resolved = settings as ConsoleSettings;
  if (resolved.addressBaseUrl.source === 'default') {
    resolved.addressBaseUrl = { value: defaultAddressBaseUrl(resolved.apiBaseUrl.value), source: 'default' };
  }
  return resolved;
}

function machineFileSource(platform: string): SettingSource {
  return platform === 'linux' ? 'policy' : 'machine-config';
}

function settingInForce<K extends ConsoleSettingKey>(
  key: K,
  layers: readonly Layer[],
  logger: Logger,
): SettingInForce<ConsoleSettingValues[K]> {
  const allowed = ALLOWED_SOURCES[key];
  for (const layer of layers) {
    if (!allowed.includes(layer.source) || layer.values[key] === undefined) continue;
    const checked = CHECKS[key](layer.values[key]);
    if (checked.ok) return { value: checked.value as ConsoleSettingValues[K], source: layer.source };
    logger.error(`Setting ${key} ignored: ${checked.reason}`, { source: layer.source, origin: layer.origin });
  }
  return { value: DEFAULTS[key], source: 'default' };
}

/** An update feed must be https without credentials: the installers it serves run with the user's rights. */
export function validateUpdateFeedUrl(value: string): CheckedUrl {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  if (url.username || url.password) return { ok: false, reason: 'must not contain credentials' };
  return { ok: true, url: url.toString() };
}

async function readConfigFile(
  location: ConfigFileLocation,
  { readTextFile, logger }: ConsoleSettingsInputs,
): Promise<RawSettings | null> {
  let text: string | null;
  try {
    text = await readTextFile(location.path);
  } catch (error) {
    logger.error('Configuration file could not be read and is ignored', {
      file: location.path,
      ...describeError(error),
    });
    return null;
  }
  if (text === null) return null;
  const parsed = configFileSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    logger.error(
      'Configuration file is ignored: expected a JSON object like {"apiBaseUrl": "https://host/api/v1"}',
      {
        file: location.path,
      },
    );
    return null;
  }
  const { updateUrl, ...rest } = parsed.data;
  const values: RawSettings = { ...rest, ...(updateUrl !== undefined ? { updateFeedUrl: updateUrl } : {}) };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as RawSettings;
}

function parseJson(text: string): unknown {
  try {
    // A UTF-8 BOM is common in files written by Windows tools.
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}

type CheckedUrl = { ok: true; url: string } | { ok: false; reason: string };

function asChecked(checked: CheckedUrl): Checked<string> {
  return checked.ok ? { ok: true, value: checked.url } : checked;
}

function notA(type: string): { ok: false; reason: string } {
  return { ok: false, reason: `must be a ${type}` };
}

function nonEmpty(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}
