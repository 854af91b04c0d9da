import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { parseCsv } from '../../src-shared/csv';
import { ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { apiGet } from './support/api';

test('a client exports the shops of demo and saves a CP932 file with one row per shop', async ({ page }) => {
  const downloadDir = process.env.E2E_DOWNLOAD_DIR ?? '';
  const before = new Set(await readdir(downloadDir));
  const { meta } = await apiGet<{ meta: { total: number } }>(DEMO_ACCOUNTS.clientDemo, 'demo/stores?limit=1');

  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/store/list'));
  await page.getByTestId('csv-export-0001').click();
  await expect(page.getByTestId('csv-export-0001')).toBeDisabled();

  // The job is polled every 5 seconds; the download modal appears when the file is ready.
  const download = page.getByTestId('csv-download');
  await expect(download).toBeVisible({ timeout: 30_000 });
  await download.click();
  await expect(page.getByText(/CSVファイルを保存しました/)).toBeVisible();
  await expect(page.getByTestId('csv-export-0001')).toBeEnabled();

  const saved = (await readdir(downloadDir)).filter((name) => !before.has(name));
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatch(/^店舗_\d{8}_\d{4}\.csv$/);
  const bytes = await readFile(path.join(downloadDir, saved[0]!));
  // CP932, not UTF-8: the Japanese header decodes only as Shift_JIS.
  expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
  const text = iconv.decode(bytes, 'cp932');
  const [header, ...rows] = parseCsv(text).filter((row) => row.some((cell) => cell !== ''));
  expect(header).toContain('店舗名');
  expect(rows).toHaveLength(meta.total);

  // The header's recent exports list the file just saved, on top, with its path.
  await page.getByTestId('recent-exports-button').click();
  const recentList = page.getByRole('dialog', { name: ja.csv.recentTitle });
  const newest = recentList.getByTestId('recent-export').first();
  await expect(newest.getByTestId('recent-export-name')).toHaveText(saved[0]!);
  await expect(newest.getByTestId('recent-export-path')).toHaveText(path.join(downloadDir, saved[0]!));
  await expect(newest.getByTestId('recent-export-time')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

  // The dev host only logs "show in folder"; the page sees that main found the file: the list
  // closes (the file manager takes over) and no alert appears.
  await newest.getByTestId('recent-export-show').click();
  await expect(recentList).toBeHidden();
  await expect(page.getByTestId('alert-list')).toHaveCount(0);

  // Once the file is deleted, main answers with the message, shown as an error alert.
  await rm(path.join(downloadDir, saved[0]!));
  await page.getByTestId('recent-exports-button').click();
  await newest.getByTestId('recent-export-show').click();
  await expect(page.locator('[data-alert-type=error]')).toHaveText(ja.main.savedFileNotFound);
});

test('a client picks Excel from the CSV出力 menu and saves an .xlsx that keeps phone numbers as text', async ({
  page,
}) => {
  const downloadDir = process.env.E2E_DOWNLOAD_DIR ?? '';
  const before = new Set(await readdir(downloadDir));
  const { meta } = await apiGet<{ meta: { total: number } }>(DEMO_ACCOUNTS.clientDemo, 'demo/stores?limit=1');

  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/store/list'));
  await page.getByTestId('csv-export-0001-formats').click();
  await expect(page.getByTestId('csv-export-0001-xlsx')).toContainText(ja.csv.formatXlsx);
  await page.getByTestId('csv-export-0001-xlsx').click();
  await expect(page.getByTestId('csv-export-0001')).toBeDisabled();

  const download = page.getByTestId('csv-download');
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toContainText(ja.csv.exportReadyTitleXlsx);
  await download.click();
  await expect(page.getByText(/を保存しました/)).toBeVisible();

  const saved = (await readdir(downloadDir)).filter((name) => !before.has(name));
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatch(/^店舗_\d{8}_\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path.join(downloadDir, saved[0]!));
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe(ja.enums.csvKind.shops);
  expect(sheet.rowCount).toBe(meta.total + 1);
  const header = sheet.getRow(1).values as unknown[];
  const telephone = header.indexOf(ja.forms.shop.telephone);
  const phone = sheet.getRow(2).getCell(telephone);
  expect(phone.type).toBe(ExcelJS.ValueType.String);
  expect(String(phone.value)).toMatch(/^0\d+/);
  expect(sheet.getRow(2).getCell(header.indexOf(ja.csv.registeredAtHeader)).value).toBeInstanceOf(Date);
});
