import type { WebContents } from 'electron';
import type { Logger } from '../../core';

export type AppUrlCheck = (url: string) => boolean;

/** Opens one of the app's own https links in the user's browser; answers false for anything else. */
export type OpenAllowedUrl = (url: string) => boolean;

/**
 * Applied to every webContents the app creates: it may not leave the app's page, open windows
 * or attach webviews. A link to one of the app's allowed https pages opens in the user's
 * browser (through the allow-list); every other link is simply refused.
 */
export function guardWebContents(
  contents: WebContents,
  isAppUrl: AppUrlCheck,
  logger: Logger,
  openAllowedUrl: OpenAllowedUrl = () => false,
): void {
  const refuseForeignNavigation = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    if (!openAllowedUrl(url)) logger.warn('Navigation away from the app refused', { origin: originOf(url) });
  };
  contents.on('will-navigate', (event) => refuseForeignNavigation(event, event.url));
  contents.on('will-redirect', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    logger.warn('Redirect away from the app refused', { origin: originOf(event.url) });
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (!openAllowedUrl(url)) logger.warn('Window opening refused', { origin: originOf(url) });
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
