import type { BrowserWindow } from 'electron';

/** The app's own windows: the only ones whose frames may call the bridge and get its events. */
export interface WindowRegistry {
  add(window: BrowserWindow): void;
  all(): BrowserWindow[];
  hasWebContents(webContentsId: number): boolean;
  /** The window with the focus, else the first one, else null: where dialogs attach. */
  focusedOrFirst(): BrowserWindow | null;
}

export function createWindowRegistry(): WindowRegistry {
  const windows = new Set<BrowserWindow>();
  const live = () => [...windows].filter((window) => !window.isDestroyed());
  return {
    add(window) {
      windows.add(window);
      window.on('closed', () => windows.delete(window));
    },
    all: live,
    hasWebContents: (webContentsId) => live().some((window) => window.webContents.id === webContentsId),
    focusedOrFirst() {
      const open = live();
      return open.find((window) => window.isFocused()) ?? open[0] ?? null;
    },
  };
}
