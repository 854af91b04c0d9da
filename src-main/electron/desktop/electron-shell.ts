import { shell } from 'electron';
import type { Logger, Shell } from '../../core';
import { isAllowedExternalUrl } from '../../core';

export interface ElectronShell extends Shell {
  /** Opens the URL in the user's browser when it is one of the app's own https links; answers whether it did. */
  openAllowedUrl(url: string): boolean;
}

export function createElectronShell(logger: Logger): ElectronShell {
  return {
    showItemInFolder: (filePath) => shell.showItemInFolder(filePath),
    openAllowedUrl(url) {
      if (!isAllowedExternalUrl(url)) {
        logger.warn('External URL refused', { origin: originOf(url) });
        return false;
      }
      void shell
        .openExternal(url)
        .catch((error: unknown) =>
          logger.warn('External URL could not be opened', { reason: String(error) }),
        );
      return true;
    },
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
