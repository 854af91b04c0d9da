import type { WebContents } from 'electron';
import type { Logger } from '../../core';

export type AppUrlCheck = (url: string) => boolean;

/**
 * Applied to every webContents the app creates: it may not leave the app's page, open windows
 * or attach webviews. Links to outside pages are simply refused.
 */
export function guardWebContents(contents: WebContents, isAppUrl: AppUrlCheck, logger: Logger): void {
  const refuseForeignNavigation = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    logger.warn('Navigation away from the app refused', { origin: originOf(url) });
  };
  contents.on('will-navigate', (event) => refuseForeignNavigation(event, event.url));
  contents.on('will-redirect', (event) => refuseForeignNavigation(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    logger.warn('Window opening refused', { origin: originOf(url) });
    return { action: 'deny' };
  });
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
