import path from 'node:path';
import type { Dialogs } from '../../src-main/core';

export interface ScriptedDialogOptions {
  /** Where "saved" files go; the save dialog is cancelled when unset. */
  saveDirectory?: string;
  /** Answers of the open dialog, in order; it is cancelled when none is left. */
  openFiles?: string[];
}

export interface ScriptedDialogs extends Dialogs {
  setSaveDirectory(directory: string | undefined): void;
  queueOpenFile(filePath: string): void;
}

/** Dialogs without a screen: each answer comes from configuration (e2e tests set it). */
export function createScriptedDialogs(options: ScriptedDialogOptions = {}): ScriptedDialogs {
  let saveDirectory = options.saveDirectory;
  const openFiles = [...(options.openFiles ?? [])];
  return {
    chooseSavePath: ({ defaultFileName }) =>
      Promise.resolve(saveDirectory ? path.join(saveDirectory, path.basename(defaultFileName)) : null),
    chooseOpenPath: () => Promise.resolve(openFiles.shift() ?? null),
    setSaveDirectory(directory) {
      saveDirectory = directory;
    },
    queueOpenFile(filePath) {
      openFiles.push(filePath);
    },
  };
}
