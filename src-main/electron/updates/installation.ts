import path from 'node:path';

export interface InstallationFacts {
  platform: NodeJS.Platform;
  isPackaged: boolean;
  /** process.execPath */
  executablePath: string;
  productName: string;
  env: Readonly<Record<string, string | undefined>>;
  exists: (filePath: string) => boolean;
}

/**
 * Whether this installation may replace itself through electron-updater. On Windows only the
 * NSIS installer can be updated that way: it leaves its uninstaller beside the executable, an
 * MSI install does not (IT rolls out the next MSI). On Linux only an AppImage can; a macOS app
 * always can.
 */
export function canUpdateItself(facts: InstallationFacts): boolean {
  if (!facts.isPackaged) return false;
  if (facts.platform === 'win32') {
    const folder = path.win32.dirname(facts.executablePath);
    return facts.exists(path.win32.join(folder, `Uninstall ${facts.productName}.exe`));
  }
  if (facts.platform === 'linux') return Boolean(facts.env.APPIMAGE);
  return true;
}
