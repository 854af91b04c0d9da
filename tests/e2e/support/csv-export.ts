import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { parseCsv } from '../../../src-shared/csv';

export interface SavedCsv {
  fileName: string;
  /** The file decoded as CP932. */
  text: string;
  header: string[];
  /** The records after the header, blank lines left out. */
  rows: string[][];
}

/**
 * Presses the export button, saves the file when the download modal offers it (the dev host
 * saves into E2E_DOWNLOAD_DIR), and reads the one new file there as CP932 CSV.
 */
export async function exportAndReadCsv(page: Page, exportButtonTestId: string): Promise<SavedCsv> {
  const downloadDir = process.env.E2E_DOWNLOAD_DIR ?? '';
  const before = new Set(await readdir(downloadDir));
  await page.getByTestId(exportButtonTestId).click();
  const download = page.getByTestId('csv-download');
  await expect(download).toBeVisible({ timeout: 30_000 });
  await download.click();
  await expect(page.getByText(/CSVファイルを保存しました/)).toBeVisible();
  const saved = (await readdir(downloadDir)).filter((file) => !before.has(file));
  expect(saved).toHaveLength(1);
  const fileName = saved[0] ?? '';
  const text = iconv.decode(await readFile(path.join(downloadDir, fileName)), 'cp932');
  const [header = [], ...rows] = parseCsv(text).filter((row) => row.some((cell) => cell !== ''));
  return { fileName, text, header, rows };
}
