import type { UpdateMode } from '@shared/constants/desktop';
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
  /** From the policy, CONSOLE_UPDATE_URL or the machine-wide config file; null means no update checks at all. */
  feedUrl: string | null;
  /** none, manual (only 「更新を確認」), start (once at start-up), default (start-up and periodically). */
  mode: UpdateMode;
  /** False for an MSI install (electron-updater cannot replace it) and unpacked builds. */
  selfUpdate: boolean;
  /** electron-updater only works in a packaged app. */
  isPackaged: boolean;
  /** Loaded lazily: without a feed, electron-updater is never even loaded. */
  loadUpdater: () => Promise<UpdaterLike>;
  logger: Logger;
  intervalMs?: number;
}

export interface UpdateChecks {
  /** Whether 「更新を確認」 is offered: a feed, a mode other than none, an app that can update itself. */
  canCheck: boolean;
  /** Looks for an update now (the menu item). */
  checkNow(): Promise<void>;
  stop(): void;
}

/** Four times a working day is plenty for a back-office tool. */
export const UPDATE_CHECK_INTERVAL_MS = 2 * 60 * 60 * 1000;

const OFF: UpdateChecks = { canCheck: false, checkNow: () => Promise.resolve(), stop: () => undefined };

/**
 * Checks the generic feed as the update mode says; downloads in the background and installs
 * on quit, with a Japanese notification.
 */
export async function startUpdateChecks(options: UpdateCheckOptions): Promise<UpdateChecks> {
  const { feedUrl, logger, mode } = options;
  if (feedUrl === null) {
    logger.info('Update checks are off: no update feed is configured');
    return OFF;
  }
  if (mode === 'none') {
    logger.info('Update checks are off: update mode none');
    return OFF;
  }
  if (!options.selfUpdate) {
    logger.info('Update checks are off: this installation is updated by IT (MSI) or is not installed');
    return OFF;
  }
  if (!options.isPackaged) {
    logger.info('Update checks skipped: the app is not packaged');
    return OFF;
  }
  let updater: UpdaterLike | null = null;
  const loadOnce = async () => {
    if (updater) return updater;
    updater = await options.loadUpdater();
    updater.logger = logger;
    updater.autoDownload = true;
    // The configured feed always wins over the app-update.yml baked in at build time.
    updater.setFeedURL({ provider: 'generic', url: feedUrl });
    return updater;
  };
  const checkNow = async () => {
    try {
      await (await loadOnce()).checkForUpdatesAndNotify({
        title: ja.main.updateReadyTitle,
        body: ja.main.updateReady,
      });
    } catch (error) {
      logger.warn('Update check failed', { reason: String(error) });
    }
  };
  if (mode === 'manual') return { canCheck: true, checkNow, stop: () => undefined };
  void checkNow();
  if (mode === 'start') return { canCheck: true, checkNow, stop: () => undefined };
  const timer = setInterval(() => void checkNow(), options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  timer.unref();
  return { canCheck: true, checkNow, stop: () => clearInterval(timer) };
}
