import { existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { app, ipcMain, powerMonitor, session } from 'electron';
import type { DesktopSettingsView } from '@shared/ipc/desktop';
import {
  contentSecurityPolicy,
  createMainCore,
  developmentContentSecurityPolicy,
  propertyListReader,
  readPolicies,
  readTextFileIfExists,
  resolveConsoleSettings,
  runSystemCommand,
} from '../../core';
import type { Logger, MainCore } from '../../core';
import { createElectronNotifier } from '../desktop/electron-notifier';
import { createElectronShell } from '../desktop/electron-shell';
import type { ElectronShell } from '../desktop/electron-shell';
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
import type { SafeStorageSecretStore } from '../storage/safe-storage-secret-store';
import { canUpdateItself } from '../updates/installation';
import { startUpdateChecks } from '../updates/update-checks';
import { installAppMenu } from '../menu/install-app-menu';
import type { RedactingLogger } from '../../core/logging/redacting-logger';
import type { UpdaterLike } from '../updates/update-checks';
import { createAppWindow, focusWindow } from '../window/app-window';
import { createWindowRegistry } from '../window/window-registry';
import type { WindowRegistry } from '../window/window-registry';
import { APP_USER_MODEL_ID, PRODUCT_NAME } from './app-identity';
import { wireLifecycle } from './lifecycle';
import { isAppUrl, resolveRendererLocation } from './renderer-location';
import type { RendererLocation } from './renderer-location';
import { noticeIfTokenIsNotPersisted } from './secret-store-notice';
import { watchPowerResume, watchWindowInput } from './user-activity';

export interface ConsolePaths {
  /** out/preload/index.cjs */
  preload: string;
  /** out/renderer/index.html */
  rendererIndex: string;
}

const TOKEN_FILE_NAME = 'session.token';

/** Everything main does once Electron is ready. */
export async function startConsole(paths: ConsolePaths, logger: RedactingLogger): Promise<void> {
  const renderer = resolveRendererLocation({
    devServerUrl: process.env.ELECTRON_RENDERER_URL,
    isPackaged: app.isPackaged,
    rendererIndexPath: paths.rendererIndex,
  });
  const isOwnUrl = (url: string) => isAppUrl(renderer, url);
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
  const shell = createElectronShell(logger);
  const desktop = await readDesktopSettings(logger);
  secureDefaultSession(
    renderer,
    new URL(desktop.settings.apiBaseUrl.value).origin,
    desktop.settings.imageHosts.value,
  );
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, isOwnUrl, logger, (url) => shell.openAllowedUrl(url)),
  );

  const windows = createWindowRegistry();
  const secretStore = createSafeStorageSecretStore({
    filePath: path.join(app.getPath('userData'), TOKEN_FILE_NAME),
    platform: process.platform,
    logger,
  });
  const core = createCore({ windows, isOwnUrl, secretStore, shell, desktop, logger });
  registerBridgeIpc(ipcMain, core.router);
  watchPowerResume(powerMonitor, core.activity);

  const openWindow = () => {
    const window = createAppWindow({ preloadPath: paths.preload, renderer });
    windows.add(window);
    watchWindowInput(window.webContents, core.activity);
    return window;
  };
  const firstWindow = openWindow();
  firstWindow.once('ready-to-show', () => noticeIfTokenIsNotPersisted(secretStore, firstWindow));
  wireLifecycle(
    app,
    {
      onSecondInstance: () => bringToFront(windows),
      onActivateWithoutWindows: openWindow,
      hasWindows: () => windows.all().length > 0,
      onQuit: () => core.dispose(),
    },
    process.platform,
  );
  void core.start();
  const updates = await startUpdateChecks({
    feedUrl: desktop.settings.updateFeedUrl.value,
    mode: desktop.settings.updateMode.value,
    selfUpdate: desktop.selfUpdate,
    isPackaged: app.isPackaged,
    loadUpdater,
    logger,
  });
  installAppMenu({
    productName: PRODUCT_NAME,
    desktop,
    updates,
    windows,
    isReachable: () => core.reachability.isReachable(),
    recentProblems: () => logger.recentProblems(),
    logger,
  });
}

/** IT's policies, then the environment and the config files: the settings in force, read once at start-up. */
async function readDesktopSettings(logger: Logger): Promise<DesktopSettingsView> {
  const policies = await readPolicies({
    platform: process.platform,
    env: process.env,
    bundleId: APP_USER_MODEL_ID,
    runCommand: runSystemCommand,
    readPropertyList: propertyListReader(runSystemCommand, (file) =>
      access(file).then(
        () => true,
        () => false,
      ),
    ),
    logger,
  });
  const settings = await resolveConsoleSettings({
    env: process.env,
    platform: process.platform,
    userDataDir: app.getPath('userData'),
    readTextFile: readTextFileIfExists,
    policies,
    logger,
  });
  logger.info('Settings in force', {
    api: settings.apiBaseUrl.value,
    sources: Object.fromEntries(Object.entries(settings).map(([key, setting]) => [key, setting.source])),
  });
  return {
    settings,
    version: app.getVersion(),
    selfUpdate: canUpdateItself({
      platform: process.platform,
      isPackaged: app.isPackaged,
      executablePath: process.execPath,
      productName: PRODUCT_NAME,
      env: process.env,
      exists: existsSync,
    }),
  };
}

function secureDefaultSession(
  renderer: RendererLocation,
  apiOrigin: string,
  imageHosts: readonly string[],
): void {
  denyAllPermissions(session.defaultSession);
  refuseRendererDownloads(session.defaultSession);
  // The packaged page is file:// and carries its own meta policy; any http(s) page (there should
  // be none) may run no script at all.
  const policy =
    renderer.kind === 'dev-server'
      ? developmentContentSecurityPolicy(apiOrigin, imageHosts)
      : contentSecurityPolicy({ scriptHashes: [], apiOrigin, imageHosts });
  enforceContentSecurityPolicy(session.defaultSession, policy);
}

interface CoreWiring {
  windows: WindowRegistry;
  isOwnUrl: (url: string) => boolean;
  secretStore: SafeStorageSecretStore;
  shell: ElectronShell;
  desktop: DesktopSettingsView;
  logger: Logger;
}

function createCore({ windows, isOwnUrl, secretStore, shell, desktop, logger }: CoreWiring): MainCore {
  const { settings } = desktop;
  return createMainCore({
    secretStore,
    keyValueStore: openElectronKeyValueStore(),
    apiBaseUrl: settings.apiBaseUrl.value,
    addressBaseUrl: settings.addressBaseUrl.value,
    imageHosts: settings.imageHosts.value,
    desktop,
    importLimits: { zipMaxSizeMb: settings.zipMaxSizeMb.value },
    csvSaveFolders: settings.csvSaveOutsideUserFolders.value ? null : [app.getPath('home')],
    emit: createWindowEventEmitter(windows.all),
    isTrustedSender: createAppSenderTrust({ isAppUrl: isOwnUrl, isAppWebContents: windows.hasWebContents }),
    dialogs: createElectronDialogs(() => windows.focusedOrFirst()),
    notifier: createElectronNotifier({ windows: windows.all, onClick: () => bringToFront(windows) }),
    shell,
    logger,
  });
}

function bringToFront(windows: WindowRegistry): void {
  const window = windows.focusedOrFirst();
  if (window) focusWindow(window);
}

async function loadUpdater(): Promise<UpdaterLike> {
  // electron-updater is CommonJS: its autoUpdater is a property of the default export.
  const { default: electronUpdater } = await import('electron-updater');
  return electronUpdater.autoUpdater;
}
