import type { Logger } from '../../core';
import { ja } from '@shared/messages';

/** The part of electron-updater's AppUpdater that main uses. */
export interface UpdaterLike {
  autoDownload: boolean;
  logger: unknown;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(notification?: { title: string; body: string }): Promise<unknown>;
}

export interface UpdateCheckOptions {
  /** From CONSOLE_UPDATE_URL or the machine-wide config file; null means no update checks at all. */
  feedUrl: string | null;
  /** electron-updater only works in a packaged app. */
  isPackaged: boolean;
  /** Loaded lazily: without a feed, electron-updater is never even loaded. */
  loadUpdater: () => Promise<UpdaterLike>;
  logger: Logger;
  intervalMs?: number;
}

/** Four times a working day is plenty for a back-office tool. */
export const UPDATE_CHECK_INTERVAL_MS = 2 * 60 * 60 * 1000;

/**
 * Checks the generic feed at start and then periodically; downloads in the background and
 * installs on quit, with a Japanese notification. Answers a function that stops the checks.
 */
export async function startUpdateChecks(options: UpdateCheckOptions): Promise<() => void> {
  const { feedUrl, logger } = options;
  if (feedUrl === null) {
    logger.info('Update checks are off: no update feed is configured');
    return () => undefined;
  }
  if (!options.isPackaged) {
    logger.info('Update checks skipped: the app is not packaged');
    return () => undefined;
  }
  const updater = await options.loadUpdater();
  updater.logger = logger;
  updater.autoDownload = true;
  // The configured feed always wins over the app-update.yml baked in at build time.
  updater.setFeedURL({ provider: 'generic', url: feedUrl });
  const check = () => {
    updater
      .checkForUpdatesAndNotify({ title: ja.main.updateReadyTitle, body: ja.main.updateReady })
      .catch((error: unknown) => logger.warn('Update check failed', { reason: String(error) }));
  };
  check();
  const timer = setInterval(check, options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
