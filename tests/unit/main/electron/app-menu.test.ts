import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from '../../../../src-main/electron/menu/app-menu';
import type { AppMenuActions } from '../../../../src-main/electron/menu/app-menu';
import { ja } from '@shared/messages';

const PRODUCT = ja.app.productName;

function actions(overrides: Partial<AppMenuActions> = {}): AppMenuActions {
  return {
    openLogFolder: vi.fn(),
    openCrashDumpFolder: vi.fn(),
    copySupportInfo: vi.fn(),
    checkForUpdates: vi.fn(),
    showAbout: vi.fn(),
    ...overrides,
  };
}

function template(
  platform: NodeJS.Platform,
  options: { development?: boolean; actions?: AppMenuActions } = {},
) {
  return appMenuTemplate({
    platform,
    productName: PRODUCT,
    development: options.development ?? false,
    actions: options.actions ?? actions(),
  });
}

function items(menu: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return menu.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

const submenuOf = (menu: MenuItemConstructorOptions[], label: string) =>
  (menu.find((item) => item.label === label)?.submenu ?? []) as MenuItemConstructorOptions[];

/** Every label the catalogue offers the menu (with the product name filled in). */
const CATALOGUE_LABELS = new Set([
  ja.app.productName,
  ...Object.values(ja.appMenu).map((label) => label.split('{name}').join(PRODUCT)),
]);

describe('application menu', () => {
  it.each(['win32', 'darwin', 'linux'] as const)(
    '%s: every label comes from the catalogue (Japanese)',
    (platform) => {
      for (const item of items(template(platform))) {
        if (item.type === 'separator') continue;
        expect(CATALOGUE_LABELS.has(item.label ?? ''), `${item.role ?? item.id}: ${item.label}`).toBe(true);
      }
    },
  );

  it('macOS: the app menu first, then ファイル 編集 表示 ウィンドウ ヘルプ', () => {
    const menu = template('darwin');
    expect(menu.map((item) => item.label)).toEqual([
      PRODUCT,
      'ファイル',
      '編集',
      '表示',
      'ウィンドウ',
      'ヘルプ',
    ]);
    expect(
      submenuOf(menu, PRODUCT)
        .map((item) => item.role)
        .filter(Boolean),
    ).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(menu.find((item) => item.label === 'ウィンドウ')?.role).toBe('windowMenu');
    expect(menu.find((item) => item.label === 'ヘルプ')?.role).toBe('help');
  });

  it('Windows and Linux: no app menu; 終了 under ファイル, バージョン情報 under ヘルプ', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const menu = template(platform);
      expect(menu.map((item) => item.label)).toEqual(['ファイル', '編集', '表示', 'ウィンドウ', 'ヘルプ']);
      expect(submenuOf(menu, 'ファイル').map((item) => item.role)).toEqual(['quit']);
      expect(submenuOf(menu, 'ヘルプ').some((item) => item.id === 'about')).toBe(true);
    }
  });

  it('編集 uses the standard roles, so copy, paste and the IME work in every field', () => {
    const roles = submenuOf(template('win32'), '編集')
      .map((item) => item.role)
      .filter(Boolean);
    expect(roles).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll']);
    expect(submenuOf(template('darwin'), '編集').map((item) => item.role)).toContain('pasteAndMatchStyle');
  });

  it('表示 zooms; reload and the developer tools only in development', () => {
    const roles = (development: boolean) =>
      submenuOf(template('win32', { development }), '表示')
        .map((item) => item.role)
        .filter(Boolean);
    expect(roles(false)).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(roles(true)).toEqual([
      'reload',
      'toggleDevTools',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
  });

  it('shortcuts: only the roles carry them (the platform defaults), so no app item takes a browser or editing key', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const all = items(template(platform, { development: true }));
      expect(all.filter((item) => item.accelerator !== undefined)).toEqual([]);
      // Each role appears once per menu bar: two items cannot claim the same default key.
      const roles = all.map((item) => item.role).filter((role) => role !== undefined && role !== 'close');
      expect(new Set(roles).size).toBe(roles.length);
    }
  });

  it('ヘルプ opens the log folder, the crash dumps and copies the support information', () => {
    const handlers = actions();
    const help = submenuOf(template('win32', { actions: handlers }), 'ヘルプ');
    const click = (id: string) =>
      (help.find((item) => item.id === id)?.click as (() => void) | undefined)?.();
    expect(help.find((item) => item.id === 'open-log-folder')?.label).toBe('ログフォルダを開く');
    expect(help.find((item) => item.id === 'copy-support-info')?.label).toBe('サポート用情報をコピー');
    click('open-log-folder');
    click('open-crash-dumps');
    click('copy-support-info');
    click('check-for-updates');
    expect(handlers.openLogFolder).toHaveBeenCalledTimes(1);
    expect(handlers.openCrashDumpFolder).toHaveBeenCalledTimes(1);
    expect(handlers.copySupportInfo).toHaveBeenCalledTimes(1);
    expect(handlers.checkForUpdates).toHaveBeenCalledTimes(1);
  });

  it('offers 更新を確認 only where updates can be checked (not for MSI installs or mode none)', () => {
    const ids = (platform: NodeJS.Platform) =>
      items(template(platform, { actions: actions({ checkForUpdates: null }) })).map((item) => item.id);
    expect(ids('win32')).not.toContain('check-for-updates');
    expect(ids('darwin')).not.toContain('check-for-updates');
    expect(items(template('darwin')).map((item) => item.id)).toContain('check-for-updates');
  });
});
