import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElectronDialogs } from '../../../../src-main/electron/dialogs/electron-dialogs';

const dialog = vi.hoisted(() => ({ showSaveDialog: vi.fn(), showOpenDialog: vi.fn() }));
vi.mock('electron', () => ({ dialog, default: { dialog } }));

const window = { id: 1 };
const csv = [{ name: 'CSV', extensions: ['csv'] }];

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Electron dialogs', () => {
  it('asks where to save, attached to the app window, starting in the remembered folder', async () => {
    dialog.showSaveDialog.mockResolvedValue({
      canceled: false,
      filePath: '/home/hanako/店舗_20260101_0900.csv',
    });
    const dialogs = createElectronDialogs(() => window as never);
    const chosen = await dialogs.chooseSavePath({
      title: '保存先',
      defaultFileName: '店舗_20260101_0900.csv',
      defaultDirectory: '/home/hanako',
      filters: csv,
    });
    expect(chosen).toBe('/home/hanako/店舗_20260101_0900.csv');
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(
      window,
      expect.objectContaining({
        defaultPath: path.join('/home/hanako', '店舗_20260101_0900.csv'),
        filters: csv,
      }),
    );
  });

  it('answers null when the user cancels', async () => {
    dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    const dialogs = createElectronDialogs(() => null);
    expect(await dialogs.chooseSavePath({ title: 't', defaultFileName: 'a.csv', filters: csv })).toBeNull();
    expect(await dialogs.chooseOpenPath({ title: 't', filters: csv })).toBeNull();
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(expect.objectContaining({ defaultPath: 'a.csv' }));
  });

  it('opens one file', async () => {
    dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: ['/data/import.csv'] });
    const dialogs = createElectronDialogs(() => window as never);
    expect(await dialogs.chooseOpenPath({ title: '取込', filters: csv })).toBe('/data/import.csv');
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(window, {
      title: '取込',
      filters: csv,
      properties: ['openFile'],
    });
  });
});
