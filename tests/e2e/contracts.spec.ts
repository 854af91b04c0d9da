import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { parseCsv } from '../../src-shared/csv';
import { CONTRACT_IMPORT_HEADER } from '../../src-shared/imports';
import { ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { seriousViolations } from './support/axe';
import { apiGet } from './support/api';

const RUN = Date.now().toString(36).toUpperCase();
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** axe on the screen, and a screenshot to look at when E2E_SCREENSHOT_DIR is set. */
async function checkScreen(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function ownShopId(): Promise<number> {
  const me = await apiGet<{ data: { shop: { id: number } | null } }>(DEMO_ACCOUNTS.store, 'account');
  if (!me.data.shop) throw new Error('the demo store has no shop');
  return me.data.shop.id;
}

test('head office creates and edits a contract of a shop', async ({ page }) => {
  const shopId = await ownShopId();
  const number = `E2E-${RUN}`;
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl(`/service/demo/contract/list/${shopId}`));
  await expect(page.getByTestId('contract-table')).toBeVisible();
  await expect(page.getByTestId('contract-shop')).toContainText('渋谷道玄坂店');
  await checkScreen(page, 'contract-list');

  await page.getByRole('link', { name: ja.contracts.createLink }).click();
  await expectRoute(page, `/service/demo/contract/create/${shopId}`);
  const form = page.getByTestId('contract-form');
  await form.getByLabel(ja.contracts.fields.contractNumber).fill(number);
  await form.getByRole('radio', { name: ja.contracts.interestType[2] }).check();
  await form.getByLabel(ja.contracts.fields.interestRate).fill('8.04');
  // 100,000 yen at an add-on fee of 8.04% over 12: 108,040 yen, the first payment 9,007 yen.
  const example = page.getByTestId('trial-table');
  await expect(example).toContainText('108,040円');
  await expect(example).toContainText('9,007円');
  await checkScreen(page, 'contract-create');
  await form.getByRole('button', { name: ja.actions.register }).click();
  await expect(page.getByText(ja.success.created)).toBeVisible();
  await expectRoute(page, `/service/demo/contract/list/${shopId}`);

  await page.getByLabel(ja.contracts.fields.contractNumber).fill(number);
  await page.getByRole('button', { name: ja.actions.search }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`#/service/demo/contract/edit/${shopId}/\\d+$`));
  const edit = page.getByTestId('contract-form');
  await edit.getByText(ja.contracts.conditionMode.any).click();
  await edit.getByTestId('contract-condition').click();
  await page.getByRole('option', { name: '7回', exact: true }).click();
  await checkScreen(page, 'contract-edit');
  await edit.getByRole('button', { name: ja.actions.update }).click();
  await expect(page.getByText(ja.success.updated)).toBeVisible();
  const saved = await apiGet<{ data: { condition: string; interestRate: number }[] }>(
    DEMO_ACCOUNTS.clientDemo,
    `demo/shops/${shopId}/contracts?keyword=${number}`,
  );
  expect(saved.data).toMatchObject([{ condition: '7', interestRate: 8.04 }]);
});

test('a store adds an estimate product and sees its trial table', async ({ page }) => {
  const shopId = await ownShopId();
  const title = `E2Eマシン${RUN}`;
  await login(page, DEMO_ACCOUNTS.store);
  await expectRoute(page, '/service/demo/dashboard');
  await page.getByRole('link', { name: ja.menu.estimateProducts }).click();
  await expectRoute(page, `/service/demo/store/${shopId}/estimate-product/list`);
  await expect(page.getByTestId('estimate-product-table')).toBeVisible();
  // Off the menu item, so axe reads its resting colours rather than a hover in between.
  await page.mouse.move(700, 20);
  await checkScreen(page, 'estimate-product-list');

  await page.getByRole('link', { name: ja.contracts.products.createLink }).click();
  const form = page.getByTestId('estimate-product-form');
  await form.getByLabel(ja.contracts.fields.title).fill(title);
  await form.getByLabel(ja.contracts.fields.amount).fill('100000');
  await form.getByTestId('product-contract').click();
  // KY…-007 is the demo's 12 payments at 12% a year: 106,618 yen, 8,894 then 8,884 × 11.
  await page.getByRole('option', { name: /-007（12回/ }).click();
  const trial = page.getByTestId('trial-table');
  await expect(trial).toContainText('106,618円');
  await expect(trial.getByRole('row')).toHaveCount(3);
  await expect(trial.getByRole('row').nth(1)).toContainText('8,894円');
  await expect(trial.getByRole('row').nth(2)).toContainText('2〜12回目');
  await checkScreen(page, 'estimate-product-create');
  await form.getByRole('button', { name: ja.actions.register }).click();
  await expect(page.getByText(ja.success.created)).toBeVisible();

  await page.getByLabel(ja.contracts.fields.title).fill(title);
  await page.getByRole('button', { name: ja.actions.search }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('trial-table')).toContainText('106,618円');
  await checkScreen(page, 'estimate-product-edit');
});

/** Puts an import file where the dev host's open dialog picks it, in CP932 as a spreadsheet saves it. */
async function placeImportFile(name: string, lines: string[]): Promise<void> {
  const uploadDir = process.env.E2E_UPLOAD_DIR ?? '';
  const text = [CONTRACT_IMPORT_HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
  await writeFile(path.join(uploadDir, name), iconv.encode(text, 'cp932'));
}

test('contracts imported with one bad row are fixed from the error CSV and imported again', async ({
  page,
}) => {
  // Two imports, each a dry run and its apply, seen by main's 10-second poll: four polls at least.
  test.setTimeout(180_000);
  const shopId = await ownShopId();
  const downloadDir = process.env.E2E_DOWNLOAD_DIR ?? '';
  const before = new Set(await readdir(downloadDir));
  const alerts = (type: 'success' | 'error') =>
    page.getByTestId('alert-list').locator(`[data-alert-type=${type}]`);
  const lines = [
    `IMP-${RUN}-1,12回,実質年率（元利均等）,12.00,3000`,
    `IMP-${RUN}-2,100回,実質年率（元利均等）,12.00,3000`,
    `IMP-${RUN}-3,リボ払い,実質年率（元利均等）,15.00,10000`,
  ];
  const imported = async () =>
    (
      await apiGet<{ meta: { total: number } }>(
        DEMO_ACCOUNTS.clientDemo,
        `demo/shops/${shopId}/contracts?keyword=IMP-${RUN}`,
      )
    ).meta.total;

  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl(`/service/demo/contract/list/${shopId}`));
  await expect(page.getByTestId('contract-table')).toBeVisible();
  await placeImportFile(`contracts-${RUN}.csv`, lines);
  await page.getByTestId('csv-import-contracts').click();
  // The dry run comes first: nothing is written until it is confirmed.
  const dryRun = page.getByRole('dialog', { name: '取込内容の確認' });
  await expect(dryRun).toBeVisible({ timeout: 40_000 });
  await expect(dryRun.getByTestId('import-preview-encoding')).toHaveText('文字コード: Shift_JIS（CP932）');
  await expect(dryRun.getByTestId('import-preview-create')).toHaveText('新規登録2件');
  await expect(dryRun.getByTestId('import-preview-failed')).toHaveText('エラー1件');
  await expect(
    dryRun.getByTestId('import-preview-errors').getByRole('row').nth(1).getByRole('cell'),
  ).toHaveText(['3', ja.contracts.fields.condition, '支払条件の選択肢が正しくありません。']);
  await page.screenshot({ path: test.info().outputPath('contracts-dry-run.png') });
  expect(await imported()).toBe(0);
  await dryRun.getByRole('button', { name: '取り込む' }).click();
  await expect(alerts('error')).toHaveText(/取り込めなかった行があります/, { timeout: 40_000 });
  expect(await imported()).toBe(2);

  const saved = (await readdir(downloadDir)).filter((name) => !before.has(name));
  expect(saved).toHaveLength(1);
  const [, ...errors] = parseCsv(
    iconv.decode(await readFile(path.join(downloadDir, saved[0] ?? '')), 'cp932'),
  );
  expect(errors).toEqual([['3', ja.contracts.fields.condition, '支払条件の選択肢が正しくありません。']]);

  // The error file names row 3 (the header is row 1): that line is corrected and the file sent again.
  const fixed = lines.map((line, index) =>
    index + 2 === Number(errors[0]?.[0]) ? line.replace('100回', '10回') : line,
  );
  await placeImportFile(`contracts-${RUN}-fixed.csv`, fixed);
  await page.getByTestId('csv-import-contracts').click();
  await expect(dryRun).toBeVisible({ timeout: 40_000 });
  await expect(dryRun.getByTestId('import-preview-create')).toHaveText('新規登録1件');
  await expect(dryRun.getByTestId('import-preview-unchanged')).toHaveText('変更なし2件');
  await expect(dryRun.getByTestId('import-preview-failed')).toHaveText('エラー0件');
  await dryRun.getByRole('button', { name: '取り込む' }).click();
  await expect(alerts('success')).toHaveText(ja.csv.importFinished, { timeout: 40_000 });
  expect(await imported()).toBe(3);
  await expect(page.getByRole('link', { name: `IMP-${RUN}-2` })).toBeVisible({ timeout: 15_000 });
});
