import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance, wireLifecycle } from '../../../../src-main/electron/app/lifecycle';

vi.mock('electron', () => ({ default: {} }));

function fakeApp(lock = true) {
  return Object.assign(new EventEmitter(), { requestSingleInstanceLock: vi.fn(() => lock), quit: vi.fn() });
}

function hooks() {
  return {
    onSecondInstance: vi.fn(),
    onActivateWithoutWindows: vi.fn(),
    hasWindows: vi.fn(() => false),
    onQuit: vi.fn(),
  };
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

  it('reopens a window on activate only when none is open, and finishes clean-up before quitting', () => {
    const app = fakeApp();
    const given = hooks();
    wireLifecycle(app as never, given, 'darwin');
    app.emit('activate');
    given.hasWindows.mockReturnValue(true);
    app.emit('activate');
    app.emit('second-instance');
    app.emit('before-quit');
    expect(given.onActivateWithoutWindows).toHaveBeenCalledTimes(1);
    expect(given.onSecondInstance).toHaveBeenCalledTimes(1);
    expect(given.onQuit).toHaveBeenCalledTimes(1);
  });
});
