import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { parseCsv } from '../../src-shared/csv';
import { ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, expectRoute, login } from './support/app';
import { seriousViolations } from './support/axe';

const texts = ja.accounting;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

test('a client sets the mapping and saves a 弥生会計 journal of last month through the save dialog', async ({
  page,
}) => {
  const downloadDir = process.env.E2E_DOWNLOAD_DIR ?? '';
  const before = new Set(await readdir(downloadDir));

  // Reached by clicks: the service list, the service, the side menu, the settings button.
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.getByTestId('service-table').getByRole('link').first().click();
  await expectRoute(page, '/service/demo/dashboard');
  await page.getByTestId('side-menu').getByRole('link', { name: ja.menu.accounting }).click();
  await expectRoute(page, '/service/demo/accounting/export');
  await expect(page.getByTestId('accounting-settings-not-saved')).toBeVisible();
  await page.getByRole('link', { name: texts.exportPage.settingsLink }).first().click();
  await expectRoute(page, '/service/demo/accounting/settings');
  await expect(page).toHaveTitle(`${ja.routeTitles.accountingSettings} | ${ja.app.productName}`);

  // The company's names: the card receivable as its books spell it; a name 弥生 would cut is refused.
  const cardSub = page.getByTestId('targets.yayoi.receivables.creditCard.subAccount');
  await cardSub.fill('クレジットカード売上分（VISA）');
  await page.getByRole('button', { name: ja.actions.save }).click();
  await expect(cardSub).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('弥生会計：クレジットカードの補助科目は15文字以内で入力してください。'),
  ).toBeVisible();
  await cardSub.fill('VISAカード');
  await page.getByTestId('accounting-businessDayCutoffMinutes').click();
  await page.getByRole('option', { name: '4:00' }).click();
  if (SCREENSHOTS)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'accounting-settings.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: ja.actions.save }).click();
  await expect(page.getByText(texts.settingsPage.saved)).toBeVisible();

  // Back on the export screen: 弥生会計 (the default), last month, every shop; the summary first.
  await page.getByRole('link', { name: texts.settingsPage.exportLink }).click();
  await expectRoute(page, '/service/demo/accounting/export');
  await expect(page.getByTestId('accounting-settings-not-saved')).toHaveCount(0);
  await page.getByTestId('journal-preview').click();
  const summary = page.getByTestId('journal-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('journal-net-amount')).toHaveText(/^[\d,]+円$/);
  if (SCREENSHOTS)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'accounting-export.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('csv-export-0101').click();
  const download = page.getByTestId('csv-download');
  await expect(download).toBeVisible({ timeout: 30_000 });
  await download.click();
  await expect(page.getByText(/ファイルを保存しました/)).toBeVisible();

  const saved = (await readdir(downloadDir)).filter((name) => !before.has(name));
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatch(/^弥生会計_仕訳_\d{8}-\d{8}\.csv$/);
  const bytes = await readFile(path.join(downloadDir, saved[0]!));
  // Shift_JIS with CRLF, no header: every record is a line of 25 columns.
  expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
  const text = iconv.decode(bytes, 'cp932');
  expect(text.endsWith('\r\n')).toBe(true);
  const rows = parseCsv(text).filter((row) => row.some((cell) => cell !== ''));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.length === 25)).toBe(true);
  expect(rows.every((row) => ['2000', '2110', '2100', '2101'].includes(row[0] ?? ''))).toBe(true);
  expect(rows.every((row) => row[8] === row[14])).toBe(true);
  const cardSales = rows.filter((row) => row[4] === '売掛金' && row[16]?.startsWith('クレジットカード売上 '));
  expect(cardSales.length).toBeGreaterThan(0);
  expect(cardSales.every((row) => row[5] === 'VISAカード')).toBe(true);
});
