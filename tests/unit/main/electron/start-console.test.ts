import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_INVOKE_CHANNEL } from '@shared/ipc/contract';
import { ja } from '@shared/messages';
import { startConsole } from '../../../../src-main/electron/app/start-console';
import { createRedactingLogger } from '../../../../src-main/core/logging/redacting-logger';
import { createRecordingLogger } from '../support/recording-logger';
import type { FakeElectron } from '../support/fake-electron';

const fake = vi.hoisted(() => ({ electron: null as FakeElectron | null }));
vi.mock('electron', async () => {
  const { createFakeElectron } = await import('../support/fake-electron');
  fake.electron = createFakeElectron();
  return fake.electron.module;
});
vi.mock('electron-store', () => ({
  default: class {
    readonly store: Record<string, unknown> = {};
    get(key: string) {
      return this.store[key];
    }
    set(key: string, value: unknown) {
      this.store[key] = value;
    }
    delete(key: string) {
      delete this.store[key];
    }
  },
}));

const paths = {
  preload: '/opt/console/out/preload/index.cjs',
  rendererIndex: '/opt/console/out/renderer/index.html',
};
let userData: string;

function electron(): FakeElectron {
  if (!fake.electron) throw new Error('electron mock not installed');
  return fake.electron;
}

beforeAll(async () => {
  userData = await mkdtemp(path.join(os.tmpdir(), 'console-user-data-'));
  electron().module.app.userData = userData;
  vi.stubEnv('CONSOLE_API_URL', 'http://127.0.0.1:9/api/v1');
  vi.stubEnv('ELECTRON_RENDERER_URL', '');
  await startConsole(paths, createRedactingLogger(createRecordingLogger()));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(userData, { recursive: true, force: true });
});

describe('startConsole (the Electron main process wiring)', () => {
  it('sets the Japanese application menu, ending with ヘルプ and its support items', () => {
    const { Menu } = electron().module;
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    const template = Menu.buildFromTemplate.mock.calls[0]?.[0] as Array<{
      label: string;
      submenu: Array<{ id?: string }>;
    }>;
    expect(template.at(-1)?.label).toBe('ヘルプ');
    expect(template.at(-1)?.submenu.map((item) => item.id)).toEqual(
      expect.arrayContaining(['open-log-folder', 'copy-support-info', 'open-crash-dumps']),
    );
  });

  it('opens one hardened window on the bundled renderer with the preload', () => {
    const [window, ...others] = electron().windows;
    expect(others).toHaveLength(0);
    expect(window?.options.webPreferences).toMatchObject({
      preload: paths.preload,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    expect(window?.loaded).toEqual([`file://${paths.rendererIndex}`]);
  });

  it('answers bridge calls from the app window and refuses any other sender', async () => {
    const { ipcMain } = electron().module;
    const [channel, handler] = ipcMain.handle.mock.calls[0] as unknown as [
      string,
      (...args: unknown[]) => Promise<unknown>,
    ];
    expect(channel).toBe(IPC_INVOKE_CHANNEL);
    const window = electron().windows[0];
    const ownFrame = { url: `file://${paths.rendererIndex}#/login`, parent: null };
    expect(
      await handler(
        { sender: { id: window?.webContents.id }, senderFrame: ownFrame },
        'session.current',
        undefined,
      ),
    ).toEqual({
      ok: true,
      data: null,
    });
    const foreign = { url: 'https://evil.example/', parent: null };
    expect(
      await handler(
        { sender: { id: window?.webContents.id }, senderFrame: foreign },
        'session.current',
        undefined,
      ),
    ).toEqual({
      ok: false,
      error: { status: 0, kind: 'untrusted-sender', message: ja.errors.untrustedSender, errors: [] },
    });
  });

  it('denies permissions and guards every webContents the app creates', () => {
    const { sessionHandlers, module } = electron();
    const callback = vi.fn();
    (sessionHandlers.permissionRequest as (...args: unknown[]) => void)({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(module.app.listenerCount('web-contents-created')).toBe(1);
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    module.app.emit('web-contents-created', {}, contents);
    expect(contents.on.mock.calls.map(([event]) => event)).toEqual(
      expect.arrayContaining(['will-navigate', 'will-redirect', 'will-attach-webview']),
    );
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]?.[0] as (details: {
      url: string;
    }) => unknown;
    expect(openHandler({ url: 'https://example.com' })).toEqual({ action: 'deny' });
  });

  it('feeds window input and wake-ups to the idle clock', () => {
    const { module, windows } = electron();
    expect(windows[0]?.webContents.listenerCount('before-input-event')).toBe(1);
    expect(module.powerMonitor.listenerCount('resume')).toBe(1);
    expect(module.powerMonitor.listenerCount('unlock-screen')).toBe(1);
  });

  it('opens an allow-listed https link in the browser, and nothing else', () => {
    const { module } = electron();
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    module.app.emit('web-contents-created', {}, contents);
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]?.[0] as (details: {
      url: string;
    }) => unknown;
    expect(openHandler({ url: 'https://www.google.com/maps/search/?api=1&query=1,2' })).toEqual({
      action: 'deny',
    });
    expect(openHandler({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(module.shell.openExternal).toHaveBeenCalledExactlyOnceWith(
      'https://www.google.com/maps/search/?api=1&query=1,2',
    );
  });

  it('focuses the existing window on a second launch, and quits when the last window closes (not macOS)', () => {
    const { module, windows } = electron();
    module.app.emit('second-instance', {}, [], '/');
    expect(windows[0]?.focused).toBe(1);
    module.app.emit('window-all-closed');
    expect(module.app.quit).toHaveBeenCalled();
  });
});
