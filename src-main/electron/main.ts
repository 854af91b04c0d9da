// Electron main entry (built by electron-vite into out/main/index.js).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, crashReporter } from 'electron';
import electronLog from 'electron-log/main';
import { consoleLogger, describeError } from '../core';
import { createRedactingLogger } from '../core/logging/redacting-logger';
import { claimSingleInstance } from './app/lifecycle';
import { startConsole } from './app/start-console';
import { fileLogger, LOG_FILE_NAME } from './logging/file-log';

const outMain = path.dirname(fileURLToPath(import.meta.url));
const paths = {
  preload: path.join(outMain, '../preload/index.cjs'),
  rendererIndex: path.join(outMain, '../renderer/index.html'),
};

// Crash dumps stay on this machine (app.getPath('crashDumps')), listed in ヘルプ's support
// information; nothing is ever uploaded.
crashReporter.start({ uploadToServer: false });

// Every renderer is sandboxed, whatever its webPreferences say.
app.enableSandbox();

if (claimSingleInstance(app)) {
  app
    .whenReady()
    .then(() => {
      const logger = createRedactingLogger(
        fileLogger(electronLog, path.join(app.getPath('logs'), LOG_FILE_NAME), { console: !app.isPackaged }),
        { homeDir: app.getPath('home') },
      );
      logger.info('Console starting', { version: app.getVersion(), platform: process.platform });
      return startConsole(paths, logger);
    })
    .catch((error: unknown) => {
      consoleLogger.error('The console could not start', describeError(error));
      app.quit();
    });
}
