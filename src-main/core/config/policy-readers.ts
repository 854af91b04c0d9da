import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import type { RunSystemCommand } from '../ports/system-command';
import { POLICY_REGISTRY_KEY, settingsFromPolicyNames } from './policy-definitions';
import type { RawSettings } from './policy-definitions';

/** The parsed content of a property list, or null when there is no such file. */
export type ReadPropertyList = (filePath: string) => Promise<unknown>;

export interface PolicyReaderInputs {
  platform: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The bundle id on macOS (appId of electron-builder.yml). */
  bundleId: string;
  runCommand: RunSystemCommand;
  readPropertyList: ReadPropertyList;
  logger: Logger;
}

/**
 * The policies IT enforces on Windows (the registry, read with the system's `reg query`) and
 * macOS (the managed preferences a configuration profile installs). On Linux IT's machine-wide
 * config.json plays that part; resolveConsoleSettings reads it.
 */
export async function readPolicies(inputs: PolicyReaderInputs): Promise<RawSettings> {
  if (inputs.platform === 'win32') return readRegistryPolicies(inputs);
  if (inputs.platform === 'darwin') return readManagedPreferences(inputs);
  return {};
}

async function readRegistryPolicies({ env, runCommand, logger }: PolicyReaderInputs): Promise<RawSettings> {
  // The absolute path: a reg.exe earlier on PATH must not answer instead.
  const systemRoot = env.SystemRoot ?? env.SYSTEMROOT ?? 'C:\\Windows';
  const reg = `${systemRoot.replace(/\\+$/, '')}\\System32\\reg.exe`;
  let output;
  try {
    output = await runCommand(reg, ['query', POLICY_REGISTRY_KEY]);
  } catch (error) {
    logger.error('Policies could not be read from the registry', describeError(error));
    return {};
  }
  // reg answers 1 when the key does not exist: no policy is set.
  if (output.exitCode === 1) return {};
  if (output.exitCode !== 0) {
    logger.error('Policies could not be read from the registry', { exitCode: output.exitCode });
    return {};
  }
  return settingsFromPolicyNames(parseRegQuery(output.stdout));
}

/**
 * The values of `reg query <key>` (no subkeys): `    Name    REG_SZ    text` per line. DWORDs
 * come as `0x…`; a REG_MULTI_SZ's strings come joined by a literal `\0` (kept so: its setting's
 * check splits them). Binary values are not used by any policy and are skipped.
 */
export function parseRegQuery(stdout: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^ {4}(.+?) {4}(REG_[A-Z_]+)(?: {4}(.*))?$/.exec(line);
    if (!match) continue;
    const [, name = '', type, data = ''] = match;
    if (type === 'REG_SZ' || type === 'REG_EXPAND_SZ' || type === 'REG_MULTI_SZ') values[name] = data;
    else if (type === 'REG_DWORD' || type === 'REG_QWORD') values[name] = Number.parseInt(data, 16);
  }
  return values;
}

/** The machine's managed preferences first; a user-scoped profile only adds what the machine's does not set. */
async function readManagedPreferences({
  bundleId,
  env,
  readPropertyList,
  logger,
}: PolicyReaderInputs): Promise<RawSettings> {
  const folder = '/Library/Managed Preferences';
  const files = [`${folder}/${bundleId}.plist`];
  const user = env.USER;
  if (user && /^[\w.-]+$/.test(user)) files.push(`${folder}/${user}/${bundleId}.plist`);
  const settings: RawSettings = {};
  for (const file of files.reverse()) {
    let content: unknown;
    try {
      content = await readPropertyList(file);
    } catch (error) {
      logger.error('Managed preferences could not be read', { file, ...describeError(error) });
      continue;
    }
    if (content === null || content === undefined) continue;
    if (typeof content !== 'object' || Array.isArray(content)) {
      logger.error('Managed preferences ignored: not a dictionary', { file });
      continue;
    }
    Object.assign(settings, settingsFromPolicyNames(content as Record<string, unknown>));
  }
  return settings;
}

/**
 * ReadPropertyList with macOS's own `plutil` (binary and XML plists alike), as JSON on stdout.
 * A missing file is null.
 */
export function propertyListReader(
  runCommand: RunSystemCommand,
  exists: (filePath: string) => Promise<boolean>,
): ReadPropertyList {
  return async (filePath) => {
    if (!(await exists(filePath))) return null;
    const output = await runCommand('/usr/bin/plutil', ['-convert', 'json', '-o', '-', '--', filePath]);
    if (output.exitCode !== 0) throw new Error(`plutil exited with ${String(output.exitCode)}`);
    return JSON.parse(output.stdout) as unknown;
  };
}
