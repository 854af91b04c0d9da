import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/** A stand-in for the parts of Electron main uses; tests install it with vi.mock('electron'). */
export function createFakeElectron() {
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    userData: '/tmp/console-user-data',
    getPath: vi.fn((_name: string) => app.userData),
    getVersion: () => '0.1.0',
    quit: vi.fn(),
    enableSandbox: vi.fn(),
    setAppUserModelId: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => true),
    whenReady: vi.fn(() => Promise.resolve()),
  });
  let nextWebContentsId = 1;
  const windows: FakeBrowserWindow[] = [];

  class FakeBrowserWindow extends EventEmitter {
    readonly options: Record<string, unknown>;
    readonly webContents = Object.assign(new EventEmitter(), { id: nextWebContentsId++, send: vi.fn() });
    readonly loaded: string[] = [];
    destroyed = false;
    focused = 0;
    constructor(options: Record<string, unknown>) {
      super();
      this.options = options;
      windows.push(this);
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    loadFile(file: string) {
      this.loaded.push(`file://${file}`);
      return Promise.resolve();
    }
    isDestroyed() {
      return this.destroyed;
    }
    isMinimized() {
      return false;
    }
    isFocused() {
      return false;
    }
    restore() {}
    show() {}
    focus() {
      this.focused += 1;
    }
  }

  const sessionHandlers: Record<string, unknown> = {};
  const defaultSession = Object.assign(new EventEmitter(), {
    setPermissionRequestHandler: (handler: unknown) => (sessionHandlers.permissionRequest = handler),
    setPermissionCheckHandler: (handler: unknown) => (sessionHandlers.permissionCheck = handler),
    setDevicePermissionHandler: (handler: unknown) => (sessionHandlers.devicePermission = handler),
    webRequest: {
      onHeadersReceived: (_filter: unknown, listener: unknown) => (sessionHandlers.headers = listener),
    },
  });

  class Notification extends EventEmitter {
    static isSupported = () => true;
    show = vi.fn();
  }

  const module = {
    app,
    BrowserWindow: FakeBrowserWindow,
    Notification,
    powerMonitor: new EventEmitter(),
    shell: {
      showItemInFolder: vi.fn(),
      openExternal: vi.fn(() => Promise.resolve()),
      openPath: vi.fn((_path: string) => Promise.resolve('')),
    },
    Menu: {
      buildFromTemplate: vi.fn((template: unknown[]) => ({ template })),
      setApplicationMenu: vi.fn(),
    },
    clipboard: { writeText: vi.fn() },
    crashReporter: { start: vi.fn() },
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    session: { defaultSession },
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      encryptString: (text: string) => Buffer.from(text).reverse(),
      decryptString: (data: Buffer) => Buffer.from(data).reverse().toString(),
    },
    dialog: {
      showMessageBox: vi.fn(() => Promise.resolve({ response: 0 })),
      showSaveDialog: vi.fn(),
      showOpenDialog: vi.fn(),
    },
  };
  return { module: { ...module, default: module }, windows, sessionHandlers };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
