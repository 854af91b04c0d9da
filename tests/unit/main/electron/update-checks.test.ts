import { afterEach, describe, expect, it, vi } from 'vitest';
import { ja } from '../../../../src-shared/messages';
import { startUpdateChecks } from '../../../../src-main/electron/updates/update-checks';
import type { UpdaterLike } from '../../../../src-main/electron/updates/update-checks';
import { createRecordingLogger } from '../support/recording-logger';

function fakeUpdater() {
  return {
    autoDownload: false,
    logger: null as unknown,
    setFeedURL: vi.fn(),
    checkForUpdatesAndNotify: vi.fn(() => Promise.resolve(null)),
  } satisfies UpdaterLike;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('update checks', () => {
  it('are off, and electron-updater is not even loaded, without a configured feed', async () => {
    const loadUpdater = vi.fn(() => Promise.resolve(fakeUpdater()));
    const logger = createRecordingLogger();
    await startUpdateChecks({ feedUrl: null, isPackaged: true, loadUpdater, logger });
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(logger.entries[0]?.message).toContain('off');
  });

  it('are skipped in an unpackaged app', async () => {
    const loadUpdater = vi.fn(() => Promise.resolve(fakeUpdater()));
    await startUpdateChecks({
      feedUrl: 'https://updates.example.jp/',
      isPackaged: false,
      loadUpdater,
      logger: createRecordingLogger(),
    });
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('check the configured generic feed at start and then periodically, with a Japanese notification', async () => {
    vi.useFakeTimers();
    const updater = fakeUpdater();
    const stop = await startUpdateChecks({
      feedUrl: 'https://updates.example.jp/console/',
      isPackaged: true,
      loadUpdater: () => Promise.resolve(updater),
      logger: createRecordingLogger(),
      intervalMs: 60_000,
    });
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.example.jp/console/',
    });
    expect(updater.autoDownload).toBe(true);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledWith({
      title: ja.main.updateReadyTitle,
      body: ja.main.updateReady,
    });
    vi.advanceTimersByTime(120_000);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledTimes(3);
  });

  it('logs a failed check instead of crashing', async () => {
    const updater = fakeUpdater();
    updater.checkForUpdatesAndNotify.mockRejectedValueOnce(new Error('net::ERR_NAME_NOT_RESOLVED'));
    const logger = createRecordingLogger();
    const stop = await startUpdateChecks({
      feedUrl: 'https://updates.example.jp/',
      isPackaged: true,
      loadUpdater: () => Promise.resolve(updater),
      logger,
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(logger.entries.map((entry) => entry.message)).toContain('Update check failed');
    stop();
  });
});
