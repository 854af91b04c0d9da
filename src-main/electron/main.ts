// Electron main entry (built by electron-vite into out/main/index.js).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app } from 'electron';
import { consoleLogger, describeError } from '../core';
import { claimSingleInstance } from './app/lifecycle';
import { startConsole } from './app/start-console';

const outMain = path.dirname(fileURLToPath(import.meta.url));
const paths = {
  preload: path.join(outMain, '../preload/index.cjs'),
  rendererIndex: path.join(outMain, '../renderer/index.html'),
};

// Every renderer is sandboxed, whatever its webPreferences say.
app.enableSandbox();

if (claimSingleInstance(app)) {
  app
    .whenReady()
    .then(() => startConsole(paths, consoleLogger))
    .catch((error: unknown) => {
      consoleLogger.error('The console could not start', describeError(error));
      app.quit();
    });
}
