import path from 'node:path';
import { formatMessage, ja } from '@shared/messages';
import type { Dialogs, FileFilter } from '../ports/dialogs';
import type { SaveFolder } from './save-folder';

export interface SaveDialogChoice {
  title: string;
  defaultFileName: string;
  filters: FileFilter[];
  /**
   * Folders the file must be saved in (the IT policy that keeps CSV files inside the user's
   * own folders), or null for anywhere.
   */
  allowedFolders?: readonly string[] | null;
}

export type SaveTarget =
  | { kind: 'chosen'; path: string }
  | { kind: 'cancelled' }
  /** Outside the folders the policy allows; the message says where files may go. */
  | { kind: 'refused'; message: string };

/** Asks where to save, starting in the remembered folder. */
export async function chooseSaveTarget(
  dialogs: Dialogs,
  folder: SaveFolder,
  { allowedFolders = null, ...choice }: SaveDialogChoice,
): Promise<SaveTarget> {
  const remembered = folder.get();
  const defaultDirectory =
    remembered && (!allowedFolders || isInsideAny(remembered, allowedFolders)) ? remembered : allowedFolders?.[0];
  const chosen = await dialogs.chooseSavePath({ ...choice, ...(defaultDirectory ? { defaultDirectory } : {}) });
  if (chosen === null) return { kind: 'cancelled' };
  if (allowedFolders && !isInsideAny(chosen, allowedFolders)) {
    return {
      kind: 'refused',
      message: formatMessage(ja.main.saveOutsideUserFoldersRefused, { path: allowedFolders.join('、') }),
    };
  }
  return { kind: 'chosen', path: chosen };
}

/**
 * True when the path lies inside one of the folders, after resolving `..`; Windows paths
 * compare without case. (A link inside the folder that points elsewhere is the folder's
 * owner's own doing; the policy is about where the user chooses to save.)
 */
export function isInsideAny(candidate: string, folders: readonly string[]): boolean {
  const flavour = /^[a-zA-Z]:[\\/]|^\\\\/.test(candidate) ? path.win32 : path.posix;
  const normalise = (value: string) =>
    flavour === path.win32 ? flavour.resolve(value).toLowerCase() : flavour.resolve(value);
  const target = normalise(candidate);
  return folders.some((folder) => {
    const relative = flavour.relative(normalise(folder), target);
    return relative !== '' && !relative.startsWith('..') && !flavour.isAbsolute(relative);
  });
}
