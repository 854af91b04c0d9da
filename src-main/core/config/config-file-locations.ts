import path from 'node:path';

/** The folder name IT uses for the machine-wide configuration. */
const CONFIG_FOLDER = 'CashlessConsole';
const LINUX_CONFIG_FOLDER = 'cashless-console';
export const CONFIG_FILE_NAME = 'config.json';

export type ConfigFileScope = 'machine' | 'user';

export interface ConfigFileLocation {
  scope: ConfigFileScope;
  path: string;
}

export interface ConfigFileLocationInputs {
  platform: string;
  env: Readonly<Record<string, string | undefined>>;
  userDataDir: string | null;
}

/**
 * Where the JSON configuration is looked for, first match wins:
 * the machine-wide file IT deploys, then the user's own file in userData.
 */
export function configFileLocations({
  platform,
  env,
  userDataDir,
}: ConfigFileLocationInputs): ConfigFileLocation[] {
  const locations: ConfigFileLocation[] = [{ scope: 'machine', path: machineConfigPath(platform, env) }];
  if (userDataDir)
    locations.push({ scope: 'user', path: pathFor(platform).join(userDataDir, CONFIG_FILE_NAME) });
  return locations;
}

export function machineConfigPath(
  platform: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  if (platform === 'win32') {
    const programData = env.ProgramData ?? env.PROGRAMDATA ?? 'C:\\ProgramData';
    return path.win32.join(programData, CONFIG_FOLDER, CONFIG_FILE_NAME);
  }
  if (platform === 'darwin')
    return path.posix.join('/Library/Application Support', CONFIG_FOLDER, CONFIG_FILE_NAME);
  return path.posix.join('/etc', LINUX_CONFIG_FOLDER, CONFIG_FILE_NAME);
}

function pathFor(platform: string): path.PlatformPath {
  return platform === 'win32' ? path.win32 : path.posix;
}
