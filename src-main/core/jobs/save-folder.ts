import path from 'node:path';
import type { KeyValueStore } from '../ports/key-value-store';

/** The folder of the last file saved through a save dialog, offered again next time. */
export const SAVE_FOLDER_KEY = 'saveFolder';

export interface SaveFolder {
  get(): string | undefined;
  rememberFileIn(filePath: string): void;
}

export function createSaveFolder(store: KeyValueStore): SaveFolder {
  return {
    get() {
      const value = store.get(SAVE_FOLDER_KEY);
      return typeof value === 'string' && path.isAbsolute(value) ? value : undefined;
    },
    rememberFileIn(filePath) {
      store.set(SAVE_FOLDER_KEY, path.dirname(filePath));
    },
  };
}
