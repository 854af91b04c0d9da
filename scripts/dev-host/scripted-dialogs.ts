import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Dialogs } from '../../src-main/core';

export interface ScriptedDialogOptions {
  /** Where "saved" files go; the save dialog is cancelled when unset. */
  saveDirectory?: string;
  /** Answers of the open dialog, in order, before any from `openDirectory`. */
  openFiles?: string[];
  /**
   * Where the open dialog picks a file when none is queued: the newest one there, so that a
   * test (or a developer) drops a file in and imports it. The dialog is cancelled when unset
   * or empty.
   */
  openDirectory?: string;
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
    chooseOpenPath: async () =>
      openFiles.shift() ?? (options.openDirectory ? await newestFileIn(options.openDirectory) : null),
    setSaveDirectory(directory) {
      saveDirectory = directory;
    },
    queueOpenFile(filePath) {
      openFiles.push(filePath);
    },
  };
}

/** The most recently modified file of the folder (the last by name among equals), or null. */
async function newestFileIn(directory: string): Promise<string | null> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const filePath = path.join(directory, entry.name);
        return { filePath, modifiedAt: (await stat(filePath)).mtimeMs };
      }),
  );
  files.sort((a, b) => a.modifiedAt - b.modifiedAt || a.filePath.localeCompare(b.filePath));
  return files.at(-1)?.filePath ?? null;
}
