import path from 'node:path';
import { app, ipcMain, session } from 'electron';
import {
  CONTENT_SECURITY_POLICY,
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
  createMainCore,
  readTextFileIfExists,
  resolveApiBaseUrl,
} from '../../core';
import type { Logger, MainCore } from '../../core';
import { createElectronDialogs } from '../dialogs/electron-dialogs';
import { registerBridgeIpc } from '../ipc/bridge-ipc';
import { createAppSenderTrust } from '../ipc/sender-trust';
import { createWindowEventEmitter } from '../ipc/window-events';
import {
  denyAllPermissions,
  enforceContentSecurityPolicy,
  refuseRendererDownloads,
} from '../security/session-security';
import { guardWebContents } from '../security/web-contents-guards';
import { openElectronKeyValueStore } from '../storage/electron-key-value-store';
import { createSafeStorageSecretStore } from '../storage/safe-storage-secret-store';
import { createAppWindow, focusWindow } from '../window/app-window';
import { createWindowRegistry } from '../window/window-registry';
import type { WindowRegistry } from '../window/window-registry';
import { wireLifecycle } from './lifecycle';
import { isAppUrl, resolveRendererLocation } from './renderer-location';
import type { RendererLocation } from './renderer-location';
import { noticeIfTokenIsNotPersisted } from './secret-store-notice';

export interface ConsolePaths {
  /** out/preload/index.cjs */
  preload: string;
  /** out/renderer/index.html */
  rendererIndex: string;
}

const TOKEN_FILE_NAME = 'session.token';

/** Everything main does once Electron is ready. */
export async function startConsole(paths: ConsolePaths, logger: Logger): Promise<void> {
  const renderer = resolveRendererLocation({
    devServerUrl: process.env.ELECTRON_RENDERER_URL,
    isPackaged: app.isPackaged,
    rendererIndexPath: paths.rendererIndex,
  });
  const isOwnUrl = (url: string) => isAppUrl(renderer, url);
  secureDefaultSession(renderer);
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, isOwnUrl, logger));

  const windows = createWindowRegistry();
  const secretStore = createSafeStorageSecretStore({
    filePath: path.join(app.getPath('userData'), TOKEN_FILE_NAME),
    platform: process.platform,
    logger,
  });
  const core = await createCore(windows, isOwnUrl, secretStore, logger);
  registerBridgeIpc(ipcMain, core.router);

  const openWindow = () => {
    const window = createAppWindow({ preloadPath: paths.preload, renderer });
    windows.add(window);
    return window;
  };
  const firstWindow = openWindow();
  firstWindow.once('ready-to-show', () => noticeIfTokenIsNotPersisted(secretStore, firstWindow));
  wireLifecycle(
    app,
    {
      onSecondInstance: () => {
        const [window] = windows.all();
        if (window) focusWindow(window);
      },
      onActivateWithoutWindows: openWindow,
      hasWindows: () => windows.all().length > 0,
      onQuit: () => void core.dispose(),
    },
    process.platform,
  );
}

function secureDefaultSession(renderer: RendererLocation): void {
  denyAllPermissions(session.defaultSession);
  refuseRendererDownloads(session.defaultSession);
  const policy =
    renderer.kind === 'dev-server' ? DEVELOPMENT_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY;
  enforceContentSecurityPolicy(session.defaultSession, policy);
}

async function createCore(
  windows: WindowRegistry,
  isOwnUrl: (url: string) => boolean,
  secretStore: ReturnType<typeof createSafeStorageSecretStore>,
  logger: Logger,
): Promise<MainCore> {
  const apiBase = await resolveApiBaseUrl({
    env: process.env,
    platform: process.platform,
    userDataDir: app.getPath('userData'),
    readTextFile: readTextFileIfExists,
    logger,
  });
  logger.info('Management API', { url: apiBase.url, source: apiBase.source });
  return createMainCore({
    secretStore,
    keyValueStore: openElectronKeyValueStore(),
    apiBaseUrl: apiBase.url,
    emit: createWindowEventEmitter(windows.all),
    isTrustedSender: createAppSenderTrust({ isAppUrl: isOwnUrl, isAppWebContents: windows.hasWebContents }),
    dialogs: createElectronDialogs(() => windows.all()[0] ?? null),
    logger,
  });
}
