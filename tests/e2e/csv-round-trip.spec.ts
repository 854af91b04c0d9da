import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { formatCsv } from '../../src-shared/csv';
import { ja } from '../../src-shared/messages';
import { storeImportCsv, YURAKUCHO_SHOP } from '../fixtures/store-import';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { exportAndReadCsv } from './support/csv-export';

/**
 * Head office's CSV round trip: the stores exported (0001), a cell changed as in Excel, the file
 * imported as it is; and a file typed the way Excel users type (hyphens, 〒, full width).
 */

const RUN = Date.now().toString(36).toUpperCase();

async function placeFile(name: string, text: string): Promise<void> {
  const uploadDir = process.env.E2E_UPLOAD_DIR ?? '';
  await writeFile(path.join(uploadDir, name), iconv.encode(text, 'cp932'));
}

async function openStoreList(page: Page): Promise<void> {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/store/list'));
  await expect(page.getByTestId('store-table')).toBeVisible({ timeout: 30_000 });
}

function dryRunOf(page: Page) {
  return page.getByRole('dialog', { name: ja.importPreview.title });
}

test.describe.serial('CSV round trip of the stores', () => {
  test('the export 0001 with one cell changed imports as it is: the dry run shows 1 updated', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openStoreList(page);
    const exported = await exportAndReadCsv(page, 'csv-export-0001');
    const remarks = exported.header.indexOf(ja.forms.shop.remarks);
    expect(remarks).toBeGreaterThan(0);
    const rows = exported.rows.map((row) => [...row]);
    const changed = rows[0]!;
    changed[remarks] = `CSVで更新 ${RUN}`;
    await placeFile(`round-trip-${RUN}.csv`, formatCsv([exported.header, ...rows]));

    await page.getByTestId('csv-import-stores').click();
    const dryRun = dryRunOf(page);
    await expect(dryRun).toBeVisible({ timeout: 30_000 });
    await expect(dryRun.getByTestId('import-preview-errors')).toHaveCount(0);
    await expect(dryRun.getByTestId('import-preview-update')).toHaveText('更新1件');
    await expect(dryRun.getByTestId('import-preview-unchanged')).toHaveText(`変更なし${rows.length - 1}件`);
    await expect(dryRun.getByTestId('import-preview-failed')).toHaveText('エラー0件');
    await dryRun.getByRole('button', { name: ja.importPreview.confirm, exact: true }).click();
    await expect(page.getByTestId('alert-list')).toContainText(ja.csv.importFinished, { timeout: 30_000 });
  });

  test('a file typed as in Excel (〒, hyphens, full-width digits, spaces) imports without errors', async ({
    page,
  }) => {
    await openStoreList(page);
    const text = storeImportCsv({
      ...YURAKUCHO_SHOP,
      shopCode: ` ＥＸＣＥＬ－${RUN} `,
      email: `excel-${RUN.toLowerCase()}@shop.example`,
      zipcode: '〒100-0006',
      telephone: '０３－３２１４－５６７８',
      storeName: ` ひだまり珈琲 有楽町${RUN}店 `,
    });
    await placeFile(`excel-typed-${RUN}.csv`, text);
    await page.getByTestId('csv-import-stores').click();
    const dryRun = dryRunOf(page);
    await expect(dryRun).toBeVisible({ timeout: 30_000 });
    await expect(dryRun.getByTestId('import-preview-create')).toHaveText('新規登録1件');
    await expect(dryRun.getByTestId('import-preview-failed')).toHaveText('エラー0件');
    await dryRun.getByRole('button', { name: ja.importPreview.cancel }).click();
    await expect(dryRun).toBeHidden();
  });

  test('a wrong header lists the columns expected and found', async ({ page }) => {
    await openStoreList(page);
    await placeFile(`wrong-header-${RUN}.csv`, '店舗コード,店名\r\nA-1,本店\r\n');
    await page.getByTestId('csv-import-stores').click();
    const alerts = page.getByTestId('alert-list');
    await expect(alerts).toContainText('取り込めない列：店名');
    await expect(alerts).toContainText(`必要な列：${ja.forms.shop.shopCode}、${ja.forms.shop.storeName}`);
    await expect(alerts).toContainText('ファイルの列：店舗コード、店名');
  });
});
