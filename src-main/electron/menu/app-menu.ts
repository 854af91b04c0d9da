import type { MenuItemConstructorOptions } from 'electron';
import { ja } from '@shared/messages';

export interface AppMenuActions {
  openLogFolder(): void;
  openCrashDumpFolder(): void;
  copySupportInfo(): void;
  /** null when this installation offers no update check (mode none, no feed, MSI). */
  checkForUpdates: (() => void) | null;
  /** Windows and Linux have no About role with a panel: main shows a box. */
  showAbout(): void;
}

export interface AppMenuOptions {
  platform: NodeJS.Platform;
  productName: string;
  /** Unpackaged (development): reload and the developer tools are offered too. */
  development: boolean;
  actions: AppMenuActions;
}

const menu = ja.appMenu;
const separator: MenuItemConstructorOptions = { type: 'separator' };

/**
 * The application menu in Japanese, with the platform's conventions: the app menu on macOS,
 * ファイル, 編集 (standard roles, so copy/paste and the IME work in every field), 表示 with
 * zoom, ウィンドウ, ヘルプ. Only roles carry shortcuts (the platform's own); the app's own items
 * have none, so nothing collides with the browser's or an input's keys. Reload and the
 * developer tools exist only in development (Ctrl+R would drop a form being filled in).
 */
export function appMenuTemplate({ platform, productName, development, actions }: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const named = (text: string) => text.split('{name}').join(productName);
  const updateItem: MenuItemConstructorOptions[] = actions.checkForUpdates
    ? [{ id: 'check-for-updates', label: menu.checkForUpdates, click: actions.checkForUpdates }]
    : [];

  const appMenu: MenuItemConstructorOptions = {
    label: productName,
    submenu: [
      { role: 'about', label: named(menu.about) },
      ...(updateItem.length > 0 ? [separator, ...updateItem] : []),
      separator,
      { role: 'services', label: menu.services },
      separator,
      { role: 'hide', label: named(menu.hide) },
      { role: 'hideOthers', label: menu.hideOthers },
      { role: 'unhide', label: menu.unhide },
      separator,
      { role: 'quit', label: named(menu.quit) },
    ],
  };
  const file: MenuItemConstructorOptions = {
    label: menu.file,
    submenu: mac ? [{ role: 'close', label: menu.closeWindow }] : [{ role: 'quit', label: menu.exit }],
  };
  const edit: MenuItemConstructorOptions = {
    label: menu.edit,
    submenu: [
      { role: 'undo', label: menu.undo },
      { role: 'redo', label: menu.redo },
      separator,
      { role: 'cut', label: menu.cut },
      { role: 'copy', label: menu.copy },
      { role: 'paste', label: menu.paste },
      ...(mac ? [{ role: 'pasteAndMatchStyle', label: menu.pasteAndMatchStyle } as const] : []),
      { role: 'delete', label: menu.delete },
      separator,
      { role: 'selectAll', label: menu.selectAll },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: menu.view,
    submenu: [
      ...(development
        ? [{ role: 'reload', label: menu.reload } as const, { role: 'toggleDevTools', label: menu.toggleDevTools } as const, separator]
        : []),
      { role: 'resetZoom', label: menu.actualSize },
      { role: 'zoomIn', label: menu.zoomIn },
      { role: 'zoomOut', label: menu.zoomOut },
      separator,
      { role: 'togglefullscreen', label: menu.toggleFullScreen },
    ],
  };
  const window: MenuItemConstructorOptions = {
    label: menu.window,
    role: 'windowMenu',
    submenu: [
      { role: 'minimize', label: menu.minimize },
      ...(mac
        ? [{ role: 'zoom', label: menu.zoom } as const, separator, { role: 'front', label: menu.front } as const]
        : [{ role: 'close', label: menu.closeWindow } as const]),
    ],
  };
  const help: MenuItemConstructorOptions = {
    label: menu.help,
    role: 'help',
    submenu: [
      { id: 'open-log-folder', label: menu.openLogFolder, click: actions.openLogFolder },
      { id: 'open-crash-dumps', label: menu.openCrashDumps, click: actions.openCrashDumpFolder },
      { id: 'copy-support-info', label: menu.copySupportInfo, click: actions.copySupportInfo },
      ...(mac
        ? []
        : [separator, ...updateItem, { id: 'about', label: named(menu.about), click: actions.showAbout }]),
    ],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, window, help];
}
