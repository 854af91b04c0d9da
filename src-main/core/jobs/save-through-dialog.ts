import type { Dialogs, FileFilter } from '../ports/dialogs';
import type { SaveFolder } from './save-folder';

export interface SaveDialogChoice {
  title: string;
  defaultFileName: string;
  filters: FileFilter[];
}

/** Asks where to save, starting in the remembered folder; null when the user cancels. */
export async function chooseSaveTarget(
  dialogs: Dialogs,
  folder: SaveFolder,
  choice: SaveDialogChoice,
): Promise<string | null> {
  const defaultDirectory = folder.get();
  return dialogs.chooseSavePath({ ...choice, ...(defaultDirectory ? { defaultDirectory } : {}) });
}
