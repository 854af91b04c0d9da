import { z } from 'zod';
import {
  API_BASE_PATH,
  REFERENCE_SERVER_HOST,
  REFERENCE_SERVER_PORT,
} from '@shared/constants/http';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import { validateApiBaseUrl } from './api-base-url';
import { configFileLocations } from './config-file-locations';
import type { ConfigFileLocation } from './config-file-locations';

export const API_URL_ENV_VAR = 'CONSOLE_API_URL';
export const DEFAULT_API_BASE_URL = `http://${REFERENCE_SERVER_HOST}:${REFERENCE_SERVER_PORT}${API_BASE_PATH}`;

export type ApiBaseUrlSource = 'environment' | 'machine-config' | 'user-config' | 'reference-server';

export interface ResolvedApiBaseUrl {
  url: string;
  source: ApiBaseUrlSource;
  /** The file it came from, for the log. */
  file?: string;
}

export interface ApiBaseUrlInputs {
  env: Readonly<Record<string, string | undefined>>;
  platform: string;
  /** The per-user folder (Electron's userData), or null where there is none. */
  userDataDir: string | null;
  /** Resolves with the file's text, or null when it does not exist. */
  readTextFile: (path: string) => Promise<string | null>;
  logger: Logger;
}

const configFileSchema = z.object({ apiBaseUrl: z.string() });

/** `CONSOLE_API_URL`, else the machine-wide config file, else the user's one, else the local reference server. */
export async function resolveApiBaseUrl(inputs: ApiBaseUrlInputs): Promise<ResolvedApiBaseUrl> {
  const fromEnv = urlFromEnvironment(inputs);
  if (fromEnv) return fromEnv;
  for (const location of configFileLocations(inputs)) {
    const fromFile = await urlFromConfigFile(location, inputs);
    if (fromFile) return fromFile;
  }
  return { url: DEFAULT_API_BASE_URL, source: 'reference-server' };
}

function urlFromEnvironment({ env, logger }: ApiBaseUrlInputs): ResolvedApiBaseUrl | null {
  const value = env[API_URL_ENV_VAR];
  if (value === undefined || value.trim() === '') return null;
  const checked = validateApiBaseUrl(value);
  if (checked.ok) return { url: checked.url, source: 'environment' };
  logger.error(`${API_URL_ENV_VAR} is ignored: ${checked.reason}`);
  return null;
}

async function urlFromConfigFile(
  location: ConfigFileLocation,
  inputs: ApiBaseUrlInputs,
): Promise<ResolvedApiBaseUrl | null> {
  const { logger } = inputs;
  let text: string | null;
  try {
    text = await inputs.readTextFile(location.path);
  } catch (error) {
    logger.error('Configuration file could not be read and is ignored', {
      file: location.path,
      ...describeError(error),
    });
    return null;
  }
  if (text === null) return null;
  const content = configFileSchema.safeParse(parseJson(text));
  if (!content.success) {
    logger.error('Configuration file is ignored: expected JSON like {"apiBaseUrl": "https://host/api/v1"}', {
      file: location.path,
    });
    return null;
  }
  const checked = validateApiBaseUrl(content.data.apiBaseUrl);
  if (!checked.ok) {
    logger.error(`Configuration file is ignored: apiBaseUrl is ${checked.reason}`, { file: location.path });
    return null;
  }
  return {
    url: checked.url,
    source: location.scope === 'machine' ? 'machine-config' : 'user-config',
    file: location.path,
  };
}

function parseJson(text: string): unknown {
  try {
    // A UTF-8 BOM is common in files written by Windows tools.
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}
