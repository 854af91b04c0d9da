import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  claimSingleInstance,
  QUIT_CLEANUP_TIMEOUT_MS,
  wireLifecycle,
} from '../../../../src-main/electron/app/lifecycle';

vi.mock('electron', () => ({ default: {} }));

function fakeApp(lock = true) {
  return Object.assign(new EventEmitter(), { requestSingleInstanceLock: vi.fn(() => lock), quit: vi.fn() });
}

function hooks() {
  return {
    onSecondInstance: vi.fn(),
    onActivateWithoutWindows: vi.fn(),
    hasWindows: vi.fn(() => false),
    onQuit: vi.fn(() => Promise.resolve()),
  };
}

/** A before-quit event as Electron gives it. */
function quitEvent() {
  return { preventDefault: vi.fn() };
}

describe('app lifecycle', () => {
  it('a second instance quits and leaves the first one running', () => {
    const second = fakeApp(false);
    expect(claimSingleInstance(second as never)).toBe(false);
    expect(second.quit).toHaveBeenCalled();
    const first = fakeApp(true);
    expect(claimSingleInstance(first as never)).toBe(true);
    expect(first.quit).not.toHaveBeenCalled();
  });

  it.each([
    ['win32', true],
    ['linux', true],
    ['darwin', false],
  ] as const)('on %s, closing the last window quits: %s', (platform, quits) => {
    const app = fakeApp();
    wireLifecycle(app as never, hooks(), platform);
    app.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalledTimes(quits ? 1 : 0);
  });

  it('reopens a window on activate only when none is open', () => {
    const app = fakeApp();
    const given = hooks();
    wireLifecycle(app as never, given, 'darwin');
    app.emit('activate');
    given.hasWindows.mockReturnValue(true);
    app.emit('activate');
    app.emit('second-instance');
    expect(given.onActivateWithoutWindows).toHaveBeenCalledTimes(1);
    expect(given.onSecondInstance).toHaveBeenCalledTimes(1);
  });

  it('holds the quit until the clean-up has finished, then quits once', async () => {
    const app = fakeApp();
    const given = hooks();
    let finishCleanup = () => {};
    given.onQuit.mockReturnValue(new Promise<void>((resolve) => (finishCleanup = resolve)));
    wireLifecycle(app as never, given, 'win32');
    const first = quitEvent();
    app.emit('before-quit', first);
    const again = quitEvent();
    app.emit('before-quit', again);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(again.preventDefault).toHaveBeenCalled();
    expect(given.onQuit).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(app.quit).not.toHaveBeenCalled();
    finishCleanup();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledTimes(1));
    // The quit asked for again goes through.
    const last = quitEvent();
    app.emit('before-quit', last);
    expect(last.preventDefault).not.toHaveBeenCalled();
    expect(given.onQuit).toHaveBeenCalledTimes(1);
  });

  it('quits anyway when the clean-up fails or takes too long', async () => {
    vi.useFakeTimers();
    try {
      const failing = fakeApp();
      const failingHooks = hooks();
      failingHooks.onQuit.mockReturnValue(Promise.reject(new Error('disk gone')));
      wireLifecycle(failing as never, failingHooks, 'win32');
      failing.emit('before-quit', quitEvent());
      await vi.advanceTimersByTimeAsync(0);
      expect(failing.quit).toHaveBeenCalledTimes(1);

      const hanging = fakeApp();
      const hangingHooks = hooks();
      hangingHooks.onQuit.mockReturnValue(new Promise<void>(() => {}));
      wireLifecycle(hanging as never, hangingHooks, 'win32');
      hanging.emit('before-quit', quitEvent());
      await vi.advanceTimersByTimeAsync(QUIT_CLEANUP_TIMEOUT_MS - 1);
      expect(hanging.quit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(hanging.quit).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
