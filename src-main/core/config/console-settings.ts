import { z } from 'zod';
import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import { configFileLocations } from './config-file-locations';
import type { ConfigFileLocation, ConfigFileLocationInputs } from './config-file-locations';

export const UPDATE_URL_ENV_VAR = 'CONSOLE_UPDATE_URL';

/** Settings besides the API URL, from the same configuration files. */
export interface ConsoleSettings {
  /** The electron-updater generic feed; null turns update checks off. */
  updateFeedUrl: string | null;
  /** Overrides the zip upload limit (spec: `{maxSize}` is a parameter), or null for the default. */
  zipMaxSizeMb: number | null;
}

export interface ConsoleSettingsInputs extends ConfigFileLocationInputs {
  readTextFile: (path: string) => Promise<string | null>;
  logger: Logger;
}

const settingsFileSchema = z.object({
  updateUrl: z.string().optional(),
  zipMaxSizeMb: z.number().positive().max(4096).optional(),
});
type SettingsFile = z.infer<typeof settingsFileSchema>;

/**
 * The update feed comes from `CONSOLE_UPDATE_URL` or the machine-wide file IT deploys (never the
 * per-user file: where updates come from is the administrator's decision). The zip limit comes
 * from the machine-wide file, else the user's one.
 */
export async function resolveConsoleSettings(inputs: ConsoleSettingsInputs): Promise<ConsoleSettings> {
  const files: Array<{ location: ConfigFileLocation; content: SettingsFile }> = [];
  for (const location of configFileLocations(inputs)) {
    const content = await readSettingsFile(location, inputs);
    if (content) files.push({ location, content });
  }
  const machine = files.find(({ location }) => location.scope === 'machine')?.content;
  const updateSource = nonEmpty(inputs.env[UPDATE_URL_ENV_VAR]) ?? machine?.updateUrl ?? null;
  return {
    updateFeedUrl: updateSource === null ? null : checkedUpdateUrl(updateSource, inputs.logger),
    zipMaxSizeMb:
      files.map(({ content }) => content.zipMaxSizeMb).find((value) => value !== undefined) ?? null,
  };
}

/** An update feed must be https without credentials: the installers it serves run with the user's rights. */
export function validateUpdateFeedUrl(
  value: string,
): { ok: true; url: string } | { ok: false; reason: string } {
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

function checkedUpdateUrl(value: string, logger: Logger): string | null {
  const checked = validateUpdateFeedUrl(value);
  if (checked.ok) return checked.url;
  logger.error(`Update feed URL ignored: ${checked.reason}; update checks stay off`);
  return null;
}

async function readSettingsFile(
  location: ConfigFileLocation,
  { readTextFile, logger }: ConsoleSettingsInputs,
): Promise<SettingsFile | null> {
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
  const parsed = settingsFileSchema.safeParse(parseJson(text));
  if (parsed.success) return parsed.data;
  logger.error(
    'Configuration file settings ignored: updateUrl must be a string, zipMaxSizeMb a positive number',
    {
      file: location.path,
    },
  );
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined;
}
