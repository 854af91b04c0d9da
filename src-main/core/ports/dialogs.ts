export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface SaveDialogRequest {
  title: string;
  defaultFileName: string;
  defaultDirectory?: string;
  filters: FileFilter[];
}

export interface OpenDialogRequest {
  title: string;
  filters: FileFilter[];
}

/**
 * Native file dialogs. Electron shows real ones; the browser dev host answers from its
 * configuration. Each resolves with an absolute path, or null when the user cancels.
 */
export interface Dialogs {
  chooseSavePath(request: SaveDialogRequest): Promise<string | null>;
  chooseOpenPath(request: OpenDialogRequest): Promise<string | null>;
}
