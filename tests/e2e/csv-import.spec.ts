import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { parseCsv } from '../../src-shared/csv';
import { storeImportCsv, YURAKUCHO_SHOP } from '../fixtures/store-import';
import type { StoreImportLine } from '../fixtures/store-import';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { apiGet } from './support/api';

/** Shop codes of this run: unique, so a rerun against the same data never collides. */
const RUN = Date.now().toString(36).toUpperCase();

function newShop(number: number, cells: StoreImportLine = {}): StoreImportLine {
  return {
    ...YURAKUCHO_SHOP,
    shopCode: `E2E-IMP-${RUN}-${number}`,
    email: `imp-${RUN.toLowerCase()}-${number}@shop.example`,
    ...cells,
  };
}

/**
 * Puts a store import file where the dev host's open dialog picks it (the newest file of
 * E2E_UPLOAD_DIR), in CP932 as a spreadsheet saves it.
 */
async function placeImportFile(name: string, lines: StoreImportLine[]): Promise<void> {
  const uploadDir = process.env.E2E_UPLOAD_DIR;
  if (!uploadDir) throw new Error('E2E_UPLOAD_DIR is not set: the global set-up did not start the dev host');
  await writeFile(path.join(uploadDir, name), iconv.encode(storeImportCsv(...lines), 'cp932'));
}

async function openStoreList(page: Page): Promise<void> {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/store/list'));
  await expect(page.getByTestId('store-table')).toBeVisible({ timeout: 30_000 });
}

async function runningImports(page: Page): Promise<unknown> {
  return page.evaluate(() => window.bridge.invoke('imports.list', undefined));
}

async function shopsOfThisRun(): Promise<number> {
  const { meta } = await apiGet<{ meta: { total: number } }>(
    DEMO_ACCOUNTS.clientDemo,
    `demo/stores?keyword=E2E-IMP-${RUN}`,
  );
  return meta.total;
}

const alerts = (page: Page, type: 'success' | 'error') =>
  page.getByTestId('alert-list').locator(`[data-alert-type=${type}]`);

test.describe.serial('store CSV import, as the demo client', () => {
  test('a row the console finds wrong is shown in a table before anything is uploaded', async ({ page }) => {
    await openStoreList(page);
    await placeImportFile(`bad-email-${RUN}.csv`, [newShop(1), newShop(2, { email: 'ishida@' })]);

    await page.getByTestId('csv-import-stores').click();

    const modal = page.getByRole('dialog', { name: '取込ファイルに誤りがあります' });
    await expect(modal).toBeVisible();
    const errors = modal.getByTestId('import-row-errors');
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      'メールアドレス',
      'メールアドレスの形式が正しくありません。',
    ]);
    expect(await runningImports(page)).toEqual({ ok: true, data: [] });
    // The header's × is named 閉じる too; the footer's button is the last.
    await modal.getByRole('button', { name: '閉じる' }).last().click();
    await expect(modal).toBeHidden();
    await expect(alerts(page, 'success')).toHaveCount(0);
    await expect(page.getByTestId('csv-import-stores')).toBeEnabled();
    expect(await shopsOfThisRun()).toBe(0);
  });

  test('a dry run shows what the file will do; confirmed, the good row goes in and the error CSV is saved', async ({
    page,
  }) => {
    const downloadDir = process.env.E2E_DOWNLOAD_DIR ?? '';
    const before = new Set(await readdir(downloadDir));
    await openStoreList(page);
    // Row 3 is a valid shop on its own, but its e-mail is the login of an existing account.
    await placeImportFile(`taken-email-${RUN}.csv`, [newShop(3), newShop(4, { email: DEMO_ACCOUNTS.store })]);

    await page.getByTestId('csv-import-stores').click();
    await expect(alerts(page, 'success')).toHaveText('CSVの取り込みを開始しました。');
    await expect(page.getByTestId('csv-import-stores')).toBeDisabled();

    // Main polls the import every 10 seconds: the dry run comes first, and nothing is written yet.
    const dryRun = page.getByRole('dialog', { name: '取込内容の確認' });
    await expect(dryRun).toBeVisible({ timeout: 30_000 });
    await expect(dryRun.getByTestId('import-preview-encoding')).toHaveText('文字コード: Shift_JIS（CP932）');
    await expect(dryRun.getByTestId('import-preview-create')).toHaveText('新規登録1件');
    await expect(dryRun.getByTestId('import-preview-failed')).toHaveText('エラー1件');
    await expect(
      dryRun.getByTestId('import-preview-errors').getByRole('row').nth(1).getByRole('cell'),
    ).toHaveText(['3', 'メールアドレス', 'メールアドレスは既に登録されています。']);
    await page
      .screenshot({ path: path.join(downloadDir, '..', `dry-run-${RUN}.png`) })
      .catch(() => undefined);
    expect(await shopsOfThisRun()).toBe(0);
    // Some rows have errors: the choice says how many go in, and the error file is saved first.
    await expect(dryRun).toContainText('1件の行にエラーがあります');
    await dryRun.getByRole('button', { name: 'エラーの行を除いて1件を取り込む' }).click();
    await expect(dryRun).toBeHidden();

    await expect(alerts(page, 'error')).toHaveText(/取り込めなかった行があります/, { timeout: 30_000 });
    await expect(page.getByTestId('csv-import-stores')).toBeEnabled();
    expect(await runningImports(page)).toEqual({ ok: true, data: [] });

    const saved = (await readdir(downloadDir)).filter((name) => !before.has(name) && name.endsWith('.csv'));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/^取込エラー_\d{8}_\d{4}\.csv$/);
    const [header, ...rows] = parseCsv(
      iconv.decode(await readFile(path.join(downloadDir, saved[0]!)), 'cp932'),
    );
    expect(header).toEqual(['行番号', '項目', 'エラー内容']);
    expect(rows).toEqual([['3', 'メールアドレス', 'メールアドレスは既に登録されています。']]);
    expect(await shopsOfThisRun()).toBe(1);
  });

  test('the file corrected after the error CSV goes in again without doubling the row that went in', async ({
    page,
  }) => {
    await openStoreList(page);
    await placeImportFile(`corrected-${RUN}.csv`, [newShop(3), newShop(4)]);

    await page.getByTestId('csv-import-stores').click();
    const dryRun = page.getByRole('dialog', { name: '取込内容の確認' });
    await expect(dryRun).toBeVisible({ timeout: 30_000 });
    await expect(dryRun.getByTestId('import-preview-create')).toHaveText('新規登録1件');
    await expect(dryRun.getByTestId('import-preview-unchanged')).toHaveText('変更なし1件');
    await expect(dryRun.getByTestId('import-preview-failed')).toHaveText('エラー0件');
    await expect(dryRun.getByTestId('import-preview-errors')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('dry-run.png') });
    await dryRun.getByRole('button', { name: '取り込む' }).click();

    await expect(alerts(page, 'success')).toHaveText('CSVの取り込みが完了しました。', { timeout: 30_000 });
    expect(await shopsOfThisRun()).toBe(2);
  });

  test('a cancelled dry run writes nothing', async ({ page }) => {
    await openStoreList(page);
    await placeImportFile(`cancelled-${RUN}.csv`, [newShop(5)]);
    await page.getByTestId('csv-import-stores').click();
    const dryRun = page.getByRole('dialog', { name: '取込内容の確認' });
    await expect(dryRun).toBeVisible({ timeout: 30_000 });
    await dryRun.getByRole('button', { name: 'キャンセル' }).click();
    await expect(alerts(page, 'success')).toHaveText('CSVの取り込みをキャンセルしました。');
    await expect(page.getByTestId('csv-import-stores')).toBeEnabled();
    expect(await shopsOfThisRun()).toBe(2);
  });
});
