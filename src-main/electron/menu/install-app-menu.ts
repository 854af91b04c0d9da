import os from 'node:os';
import { app, clipboard, dialog, Menu, shell } from 'electron';
import type { DesktopSettingsView } from '@shared/ipc/desktop';
import { formatMessage, ja } from '@shared/messages';
import type { Logger } from '../../core';
import type { LoggedProblem } from '../../core/logging/redacting-logger';
import { supportInfoText } from '../../core/desktop/support-info';
import { listCrashDumps } from '../diagnostics/crash-dumps';
import type { UpdateChecks } from '../updates/update-checks';
import type { WindowRegistry } from '../window/window-registry';
import { appMenuTemplate } from './app-menu';

export interface AppMenuWiring {
  productName: string;
  desktop: DesktopSettingsView;
  updates: UpdateChecks;
  windows: WindowRegistry;
  isReachable: () => boolean;
  recentProblems: () => LoggedProblem[];
  logger: Logger;
}

/** The Japanese application menu, with ヘルプ's log folder, crash dumps and support information. */
export function installAppMenu(wiring: AppMenuWiring): void {
  const { logger } = wiring;
  const openFolder = (folder: string) => {
    void shell.openPath(folder).then((problem) => {
      if (problem) logger.warn('Folder could not be opened', { reason: problem });
    });
  };
  const template = appMenuTemplate({
    platform: process.platform,
    productName: wiring.productName,
    development: !app.isPackaged,
    actions: {
      openLogFolder: () => openFolder(app.getPath('logs')),
      openCrashDumpFolder: () => openFolder(app.getPath('crashDumps')),
      copySupportInfo: () => void copySupportInfo(wiring),
      checkForUpdates: wiring.updates.canCheck ? () => void wiring.updates.checkNow() : null,
      showAbout: () => {
        const window = wiring.windows.focusedOrFirst();
        const options = {
          type: 'info' as const,
          title: wiring.productName,
          message: wiring.productName,
          detail: formatMessage(ja.appMenu.aboutDetail, { version: app.getVersion() }),
        };
        void (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
      },
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

async function copySupportInfo(wiring: AppMenuWiring): Promise<void> {
  const text = supportInfoText({
    desktop: wiring.desktop,
    runtime: `Electron ${process.versions.electron ?? '-'} / Chromium ${process.versions.chrome ?? '-'} / Node ${process.versions.node}`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    reachable: wiring.isReachable(),
    logFolder: app.getPath('logs'),
    crashDumps: await listCrashDumps(app.getPath('crashDumps')),
    problems: wiring.recentProblems(),
    now: new Date(),
    homeDir: app.getPath('home'),
  });
  clipboard.writeText(text);
  const window = wiring.windows.focusedOrFirst();
  const options = {
    type: 'info' as const,
    title: ja.appMenu.supportInfoCopiedTitle,
    message: ja.appMenu.supportInfoCopied,
  };
  void (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
}
