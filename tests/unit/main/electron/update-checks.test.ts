import { afterEach, describe, expect, it, vi } from 'vitest';
import { ja } from '@shared/messages';
import { canUpdateItself } from '../../../../src-main/electron/updates/installation';
import { startUpdateChecks } from '../../../../src-main/electron/updates/update-checks';
import type { UpdateCheckOptions, UpdaterLike } from '../../../../src-main/electron/updates/update-checks';
import { createRecordingLogger } from '../support/recording-logger';

function fakeUpdater() {
  return {
    autoDownload: false,
    logger: null as unknown,
    setFeedURL: vi.fn(),
    checkForUpdatesAndNotify: vi.fn(() => Promise.resolve(null)),
  } satisfies UpdaterLike;
}

function options(overrides: Partial<UpdateCheckOptions> & { updater?: UpdaterLike }): UpdateCheckOptions {
  const updater = overrides.updater ?? fakeUpdater();
  return {
    feedUrl: 'https://updates.example.jp/console/',
    mode: 'default',
    selfUpdate: true,
    isPackaged: true,
    loadUpdater: () => Promise.resolve(updater),
    logger: createRecordingLogger(),
    intervalMs: 60_000,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('update checks', () => {
  it.each([
    ['no configured feed', { feedUrl: null }],
    ['update mode none', { mode: 'none' as const }],
    ['an MSI install (IT rolls out new versions)', { selfUpdate: false }],
    ['an unpackaged app', { isPackaged: false }],
  ])(
    'are off, electron-updater not even loaded and no menu item offered, with %s',
    async (_case, overrides) => {
      const loadUpdater = vi.fn(() => Promise.resolve(fakeUpdater()));
      const checks = await startUpdateChecks(options({ ...overrides, loadUpdater }));
      expect(checks.canCheck).toBe(false);
      await checks.checkNow();
      expect(loadUpdater).not.toHaveBeenCalled();
    },
  );

  it('default: check the configured generic feed at start and then periodically, with a Japanese notification', async () => {
    vi.useFakeTimers();
    const updater = fakeUpdater();
    const checks = await startUpdateChecks(options({ updater }));
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.example.jp/console/',
    });
    expect(updater.autoDownload).toBe(true);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledWith({
      title: ja.main.updateReadyTitle,
      body: ja.main.updateReady,
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledTimes(3);
    checks.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledTimes(3);
  });

  it('start: one check at start-up and none in the background', async () => {
    vi.useFakeTimers();
    const updater = fakeUpdater();
    const checks = await startUpdateChecks(options({ updater, mode: 'start' }));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledTimes(1);
    expect(checks.canCheck).toBe(true);
  });

  it('manual: nothing until the user asks through the menu', async () => {
    vi.useFakeTimers();
    const updater = fakeUpdater();
    const checks = await startUpdateChecks(options({ updater, mode: 'manual' }));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(updater.checkForUpdatesAndNotify).not.toHaveBeenCalled();
    expect(checks.canCheck).toBe(true);
    await checks.checkNow();
    expect(updater.setFeedURL).toHaveBeenCalledTimes(1);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledTimes(1);
  });

  it('logs a failed check instead of crashing', async () => {
    const updater = fakeUpdater();
    updater.checkForUpdatesAndNotify.mockRejectedValueOnce(new Error('net::ERR_NAME_NOT_RESOLVED'));
    const logger = createRecordingLogger();
    const checks = await startUpdateChecks(options({ updater, logger, mode: 'manual' }));
    await checks.checkNow();
    expect(logger.entries.map((entry) => entry.message)).toContain('Update check failed');
  });
});

describe('which installations update themselves', () => {
  const windows = {
    platform: 'win32' as const,
    isPackaged: true,
    executablePath: 'C:\\Program Files\\キャッシュレス管理コンソール\\cashless-console.exe',
    productName: 'キャッシュレス管理コンソール',
    env: {},
  };

  it('an NSIS install does: its uninstaller sits beside the executable', () => {
    const exists = vi.fn(
      (file: string) =>
        file ===
        'C:\\Program Files\\キャッシュレス管理コンソール\\Uninstall キャッシュレス管理コンソール.exe',
    );
    expect(canUpdateItself({ ...windows, exists })).toBe(true);
  });

  it('an MSI install does not (no NSIS uninstaller): IT rolls out the next MSI', () => {
    expect(canUpdateItself({ ...windows, exists: () => false })).toBe(false);
  });

  it('an AppImage and a macOS app do; an unpackaged app or another Linux package does not', () => {
    const base = { isPackaged: true, executablePath: '/x', productName: 'x', exists: () => false };
    expect(
      canUpdateItself({ ...base, platform: 'linux', env: { APPIMAGE: '/home/u/console.AppImage' } }),
    ).toBe(true);
    expect(canUpdateItself({ ...base, platform: 'linux', env: {} })).toBe(false);
    expect(canUpdateItself({ ...base, platform: 'darwin', env: {} })).toBe(true);
    expect(canUpdateItself({ ...base, platform: 'darwin', env: {}, isPackaged: false })).toBe(false);
  });
});
