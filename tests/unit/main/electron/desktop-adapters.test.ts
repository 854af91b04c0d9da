import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElectronNotifier } from '../../../../src-main/electron/desktop/electron-notifier';
import { createElectronShell } from '../../../../src-main/electron/desktop/electron-shell';
import { watchPowerResume, watchWindowInput } from '../../../../src-main/electron/app/user-activity';
import { createWindowRegistry } from '../../../../src-main/electron/window/window-registry';
import { createRecordingLogger } from '../support/recording-logger';

const electron = vi.hoisted(() => ({
  shown: [] as Array<{ title: string; body: string; emitter: EventEmitter }>,
  supported: true,
  shell: { showItemInFolder: vi.fn(), openExternal: vi.fn(() => Promise.resolve()) },
}));
vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class Notification extends Emitter {
    static isSupported = () => electron.supported;
    constructor(private readonly options: { title: string; body: string }) {
      super();
    }
    show() {
      electron.shown.push({ ...this.options, emitter: this });
    }
  }
  const module = { Notification, shell: electron.shell };
  return { ...module, default: module };
});

function fakeWindow(focused: boolean) {
  return Object.assign(new EventEmitter(), {
    isFocused: () => focused,
    isDestroyed: () => false,
    webContents: { id: focused ? 1 : 2 },
  });
}

beforeEach(() => {
  electron.shown.length = 0;
  electron.supported = true;
  vi.clearAllMocks();
});

describe('Electron notifier', () => {
  it('knows whether an app window has the focus', () => {
    let windows = [fakeWindow(false), fakeWindow(false)];
    const notifier = createElectronNotifier({ windows: () => windows as never, onClick: vi.fn() });
    expect(notifier.isAppFocused()).toBe(false);
    windows = [fakeWindow(false), fakeWindow(true)];
    expect(notifier.isAppFocused()).toBe(true);
  });

  it('shows an OS notification that brings the console back when clicked', () => {
    const onClick = vi.fn();
    const notifier = createElectronNotifier({ windows: () => [], onClick });
    notifier.show({ title: 'CSVファイルのダウンロード', body: '店舗のCSVファイルの準備ができました。' });
    expect(electron.shown.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: 'CSVファイルのダウンロード', body: '店舗のCSVファイルの準備ができました。' },
    ]);
    electron.shown[0]?.emitter.emit('click');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays silent where the OS has no notifications', () => {
    electron.supported = false;
    createElectronNotifier({ windows: () => [], onClick: vi.fn() }).show({ title: 't', body: 'b' });
    expect(electron.shown).toEqual([]);
  });
});

describe('Electron shell', () => {
  it('shows a file in its folder', () => {
    createElectronShell(createRecordingLogger()).showItemInFolder('/home/hanako/店舗.csv');
    expect(electron.shell.showItemInFolder).toHaveBeenCalledWith('/home/hanako/店舗.csv');
  });

  it('opens only allow-listed https URLs in the browser', () => {
    const logger = createRecordingLogger();
    const shell = createElectronShell(logger);
    expect(shell.openAllowedUrl('https://www.google.com/maps/search/?api=1&query=1,2')).toBe(true);
    for (const url of [
      'https://evil.example/',
      'file:///C:/Windows/System32/calc.exe',
      'http://www.google.com/maps/',
    ]) {
      expect(shell.openAllowedUrl(url)).toBe(false);
    }
    expect(electron.shell.openExternal).toHaveBeenCalledExactlyOnceWith(
      'https://www.google.com/maps/search/?api=1&query=1,2',
    );
    expect(logger.entries.filter((entry) => entry.message === 'External URL refused')).toHaveLength(3);
  });
});

describe('user activity sources', () => {
  it('counts the keyboard and the mouse in a window as activity', () => {
    const contents = new EventEmitter();
    const activity = { record: vi.fn(), checkNow: vi.fn() };
    watchWindowInput(contents as never, activity);
    contents.emit('before-input-event', {}, { type: 'keyDown', key: 'a' });
    expect(activity.record).toHaveBeenCalledTimes(1);
    contents.emit('before-mouse-event', {}, { type: 'mouseMove', x: 10, y: 20 });
    contents.emit('before-mouse-event', {}, { type: 'mouseWheel', x: 10, y: 20 });
    expect(activity.record).toHaveBeenCalledTimes(3);
  });

  it('checks the idle clock at once after a wake-up or an unlock', () => {
    const powerMonitor = new EventEmitter();
    const activity = { record: vi.fn(), checkNow: vi.fn() };
    watchPowerResume(powerMonitor as never, activity);
    powerMonitor.emit('resume');
    powerMonitor.emit('unlock-screen');
    expect(activity.checkNow).toHaveBeenCalledTimes(2);
    expect(activity.record).not.toHaveBeenCalled();
  });
});

describe('window registry', () => {
  it('attaches dialogs to the focused window, else the first one', () => {
    const registry = createWindowRegistry();
    expect(registry.focusedOrFirst()).toBeNull();
    const first = fakeWindow(false);
    const second = fakeWindow(true);
    registry.add(first as never);
    expect(registry.focusedOrFirst()).toBe(first);
    registry.add(second as never);
    expect(registry.focusedOrFirst()).toBe(second);
    second.emit('closed');
    expect(registry.focusedOrFirst()).toBe(first);
  });
});
