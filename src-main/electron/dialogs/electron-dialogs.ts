import { dialog } from 'electron';
import type { BrowserWindow } from 'electron';
import type { Dialogs } from '../../core';
import path from 'node:path';

/** Native dialogs, attached to the app window when there is one. */
export function createElectronDialogs(parentWindow: () => BrowserWindow | null): Dialogs {
  return {
    async chooseSavePath({ title, defaultFileName, defaultDirectory, filters }) {
      const options = {
        title,
        defaultPath: defaultDirectory ? path.join(defaultDirectory, defaultFileName) : defaultFileName,
        filters,
        properties: ['createDirectory', 'showOverwriteConfirmation'] as Array<
          'createDirectory' | 'showOverwriteConfirmation'
        >,
      };
      const parent = parentWindow();
      const answer = parent
        ? await dialog.showSaveDialog(parent, options)
        : await dialog.showSaveDialog(options);
      return answer.canceled || !answer.filePath ? null : answer.filePath;
    },
    async chooseOpenPath({ title, filters }) {
      const options = { title, filters, properties: ['openFile'] as Array<'openFile'> };
      const parent = parentWindow();
      const answer = parent
        ? await dialog.showOpenDialog(parent, options)
        : await dialog.showOpenDialog(options);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
  };
}
