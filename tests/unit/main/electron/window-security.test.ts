import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../../../src-main/core';

const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ scriptHashes: [] });
import { isAppUrl, resolveRendererLocation } from '../../../../src-main/electron/app/renderer-location';
import {
  denyAllPermissions,
  enforceContentSecurityPolicy,
  refuseRendererDownloads,
} from '../../../../src-main/electron/security/session-security';
import { guardWebContents } from '../../../../src-main/electron/security/web-contents-guards';
import { createAppWindow } from '../../../../src-main/electron/window/app-window';
import { createRecordingLogger } from '../support/recording-logger';

const created = vi.hoisted(() => ({
  windows: [] as Array<{ options: Record<string, unknown>; loaded: string[] }>,
}));
vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class BrowserWindow extends Emitter {
    readonly record: { options: Record<string, unknown>; loaded: string[] };
    constructor(options: Record<string, unknown>) {
      super();
      this.record = { options, loaded: [] };
      created.windows.push(this.record);
    }
    loadURL(url: string) {
      this.record.loaded.push(`url:${url}`);
      return Promise.resolve();
    }
    loadFile(file: string) {
      this.record.loaded.push(`file:${file}`);
      return Promise.resolve();
    }
    show() {}
  }
  return { BrowserWindow, default: { BrowserWindow } };
});

const APP_FILE = '/opt/console/resources/app.asar/out/renderer/index.html';
const fileApp = resolveRendererLocation({
  devServerUrl: undefined,
  isPackaged: true,
  rendererIndexPath: APP_FILE,
});

beforeEach(() => {
  created.windows.length = 0;
});

describe('the app window', () => {
  it('is isolated, sandboxed, without Node and without webview', () => {
    createAppWindow({ preloadPath: '/opt/console/out/preload/index.cjs', renderer: fileApp });
    const preferences = created.windows[0]?.options.webPreferences;
    expect(preferences).toMatchObject({
      preload: '/opt/console/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
    });
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
    expect(preferences).not.toHaveProperty('enableRemoteModule');
    expect(created.windows[0]?.options.show).toBe(false);
  });

  it('loads the bundled file in production and the dev server in development', () => {
    createAppWindow({ preloadPath: 'p', renderer: fileApp });
    const dev = resolveRendererLocation({
      devServerUrl: 'http://localhost:5173/',
      isPackaged: false,
      rendererIndexPath: APP_FILE,
    });
    createAppWindow({ preloadPath: 'p', renderer: dev });
    expect(created.windows.map((window) => window.loaded)).toEqual([
      [`file:${APP_FILE}`],
      ['url:http://localhost:5173/'],
    ]);
  });
});

describe('renderer location', () => {
  it('ignores ELECTRON_RENDERER_URL in a packaged app and for a non-loopback server', () => {
    expect(
      resolveRendererLocation({
        devServerUrl: 'http://localhost:5173',
        isPackaged: true,
        rendererIndexPath: APP_FILE,
      }).kind,
    ).toBe('file');
    expect(
      resolveRendererLocation({
        devServerUrl: 'https://evil.example/',
        isPackaged: false,
        rendererIndexPath: APP_FILE,
      }).kind,
    ).toBe('file');
  });

  it('recognises the app page with any hash route, and nothing else', () => {
    expect(isAppUrl(fileApp, `file://${APP_FILE}#/service/list`)).toBe(true);
    expect(isAppUrl(fileApp, 'file:///etc/passwd')).toBe(false);
    expect(isAppUrl(fileApp, 'https://evil.example/index.html')).toBe(false);
    expect(isAppUrl(fileApp, 'not a url')).toBe(false);
    const dev = resolveRendererLocation({
      devServerUrl: 'http://localhost:5173',
      isPackaged: false,
      rendererIndexPath: APP_FILE,
    });
    expect(isAppUrl(dev, 'http://localhost:5173/#/login')).toBe(true);
    expect(isAppUrl(dev, 'http://localhost:5174/')).toBe(false);
  });
});

class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
}

function navigationEvent(url: string) {
  return { url, preventDefault: vi.fn() };
}

describe('webContents guards', () => {
  const guarded = () => {
    const contents = new FakeWebContents();
    guardWebContents(contents as never, (url) => isAppUrl(fileApp, url), createRecordingLogger());
    return contents;
  };

  it('prevents navigation away from the app, and allows the app page itself', () => {
    const contents = guarded();
    const away = navigationEvent('https://evil.example/phish');
    const home = navigationEvent(`file://${APP_FILE}#/login`);
    contents.emit('will-navigate', away, away.url);
    contents.emit('will-navigate', home, home.url);
    expect(away.preventDefault).toHaveBeenCalled();
    expect(home.preventDefault).not.toHaveBeenCalled();
  });

  it('prevents redirects to other sites', () => {
    const contents = guarded();
    const redirect = navigationEvent('https://evil.example/');
    contents.emit('will-redirect', redirect, redirect.url);
    expect(redirect.preventDefault).toHaveBeenCalled();
  });

  it('sends an allow-listed https link to the browser instead of navigating or opening a window', () => {
    const contents = new FakeWebContents();
    const openAllowedUrl = vi.fn((url: string) => url.startsWith('https://www.google.com/maps/'));
    guardWebContents(
      contents as never,
      (url) => isAppUrl(fileApp, url),
      createRecordingLogger(),
      openAllowedUrl,
    );
    const mapLink = navigationEvent('https://www.google.com/maps/search/?api=1&query=1,2');
    contents.emit('will-navigate', mapLink, mapLink.url);
    expect(mapLink.preventDefault).toHaveBeenCalled();
    expect(contents.windowOpenHandler?.({ url: 'https://www.google.com/maps/place/x' })).toEqual({
      action: 'deny',
    });
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    const redirect = navigationEvent('https://www.google.com/maps/redirected');
    contents.emit('will-redirect', redirect, redirect.url);
    expect(openAllowedUrl.mock.calls.map(([url]) => url)).toEqual([
      'https://www.google.com/maps/search/?api=1&query=1,2',
      'https://www.google.com/maps/place/x',
      'https://evil.example/',
    ]);
  });

  it('denies every new window and every webview', () => {
    const contents = guarded();
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler?.({ url: `file://${APP_FILE}` })).toEqual({ action: 'deny' });
    const attach = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', attach, {}, {});
    expect(attach.preventDefault).toHaveBeenCalled();
  });
});

function fakeSession() {
  const handlers: Record<string, unknown> = {};
  const events = new EventEmitter();
  return {
    handlers,
    events,
    session: {
      setPermissionRequestHandler: (handler: unknown) => (handlers.request = handler),
      setPermissionCheckHandler: (handler: unknown) => (handlers.check = handler),
      setDevicePermissionHandler: (handler: unknown) => (handlers.device = handler),
      webRequest: {
        onHeadersReceived: (filter: unknown, listener: unknown) => {
          handlers.headersFilter = filter;
          handlers.headers = listener;
        },
      },
      on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    },
  };
}

describe('session security', () => {
  it('denies every permission request and check', () => {
    const { session, handlers } = fakeSession();
    denyAllPermissions(session as never);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      (handlers.request as (...args: unknown[]) => void)({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect((handlers.check as (...args: unknown[]) => boolean)({}, permission, 'file://', {})).toBe(false);
    }
    expect((handlers.device as () => boolean)()).toBe(false);
  });

  it('sets the policy on every http(s) response, replacing whatever the server sent', () => {
    const { session, handlers } = fakeSession();
    enforceContentSecurityPolicy(session as never, CONTENT_SECURITY_POLICY);
    expect(handlers.headersFilter).toEqual({ urls: ['http://*/*', 'https://*/*'] });
    const callback = vi.fn();
    (handlers.headers as (...args: unknown[]) => void)(
      { responseHeaders: { 'content-security-policy': ['script-src *'], 'Content-Type': ['text/html'] } },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: {
        'Content-Type': ['text/html'],
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });

  it('cancels downloads started by the renderer', () => {
    const { session, events } = fakeSession();
    refuseRendererDownloads(session as never);
    const download = { preventDefault: vi.fn() };
    events.emit('will-download', download, {}, {});
    expect(download.preventDefault).toHaveBeenCalled();
  });
});
