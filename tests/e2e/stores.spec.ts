import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';

/** One shop made by this run: unique, so a rerun against the same data never collides. */
const RUN = Date.now().toString(36).toUpperCase();
const SHOP = { code: `E2E-${RUN}`, name: `E2E渋谷道玄坂店${RUN}`, renamed: `E2E渋谷道玄坂本店${RUN}` };

async function openStoreList(page: Page): Promise<void> {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/store/list'));
  await expect(page.getByTestId('store-table')).toBeVisible();
}

async function searchKeyword(page: Page, keyword: string): Promise<void> {
  await page.getByRole('search').getByLabel('キーワード').fill(keyword);
  await page.getByRole('search').getByRole('button', { name: '検索' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const successAlert = (page: Page) => page.getByTestId('alert-list').locator('[data-alert-type=success]');

test.describe.serial('one shop through its life, as the demo client', () => {
  test('creates a shop with the postal-code lookup, then edits it', async ({ page }) => {
    await openStoreList(page);
    await page.getByRole('link', { name: '店舗登録' }).click();
    await expectRoute(page, '/service/demo/store/create');
    await expect(page.getByLabel('店舗名')).toBeFocused();

    await page.getByLabel('店舗名').fill(SHOP.name);
    await page.getByLabel('店舗コード').fill(SHOP.code);
    await choose(page, 'ジャンル', 'カフェ');
    // Full-width digits and hyphens, as people type them: normalised before validation.
    await page.getByLabel('電話番号').fill('０３－１２３４－５６７８');
    await page.getByLabel('オーナー姓').fill('試験');
    await page.getByLabel('オーナー名').fill('太郎');
    await page.getByLabel('メールアドレス').fill(`${RUN.toLowerCase()}@shop.example`);

    await page.getByLabel('郵便番号').fill('1500043');
    await page.getByRole('button', { name: '住所検索' }).click();
    await expect(page.getByRole('combobox', { name: '都道府県' })).toHaveValue('東京都');
    await expect(page.getByRole('combobox', { name: '市区町村' })).toHaveValue('渋谷区');
    await expect(page.getByLabel('町名・番地')).toHaveValue('道玄坂');
    await page.getByLabel('町名・番地').fill('道玄坂1-2-3');

    await page.getByRole('button', { name: 'パスワードを自動生成' }).click();
    await expect(page.getByLabel('初期パスワード')).toHaveValue(/^.{20}$/);
    await page.getByRole('button', { name: 'IPアドレスを追加' }).click();
    await page.getByLabel('IPアドレス 1').fill('192.168.10.1');

    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expectRoute(page, '/service/demo/store/list');
    await expect(successAlert(page)).toHaveText('登録しました。');

    await searchKeyword(page, SHOP.code);
    const table = page.getByTestId('store-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: '東京都渋谷区' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '03-1234-5678' })).toBeVisible();
    await table.getByRole('link', { name: SHOP.name }).click();

    await expect(page.getByLabel('店舗名')).toHaveValue(SHOP.name);
    await expect(page.getByLabel('IPアドレス 1')).toHaveValue('192.168.10.1');
    await page.getByLabel('店舗名').fill(SHOP.renamed);
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await expect(successAlert(page)).toHaveText('更新しました。');
    await expect(page.getByLabel('店舗名')).toHaveValue(SHOP.renamed);
  });

  test('approves a shop pending review after a confirmation naming it', async ({ page }) => {
    await openStoreList(page);
    await page.getByRole('tab', { name: /審査待ち/ }).click();
    const table = page.getByTestId('store-table');
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow.getByText('審査待ち')).toBeVisible();
    const name = (await firstRow.locator('td').nth(1).innerText()).trim();

    await firstRow.getByRole('button', { name: `${name}の操作` }).click();
    await page.getByRole('menuitem', { name: '承認' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`店舗「${name}」を承認します。`);
    await dialog.getByRole('button', { name: '承認する' }).click();

    await expect(successAlert(page)).toHaveText('審査結果を反映しました。');
    await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('adds the shop to a group and removes it again', async ({ page }) => {
    await openStoreList(page);
    await page.goto(appUrl('/service/demo/store/group/list'));
    const groups = page.getByTestId('group-table');
    await groups.getByRole('button', { name: '首都圏エリアの操作' }).click();
    await page.getByRole('menuitem', { name: '店舗を追加' }).click();
    // The group list has a search form too: search only once the next page has replaced it.
    const shops = page.getByTestId('group-shop-table');
    await expect(page).toHaveURL(/\/store\/group\/\d+\/add/);
    await expect(shops).toBeVisible();

    await searchKeyword(page, SHOP.code);
    await expect(shops.locator('tbody tr')).toHaveCount(1);
    await shops.getByRole('checkbox', { name: 'この行を選択' }).check();
    await page.getByRole('button', { name: 'グループに追加' }).click();
    await expect(successAlert(page)).toHaveText('グループに店舗を追加しました。');
    await expect(page.getByTestId('list-empty')).toBeVisible();

    await page.getByRole('link', { name: 'グループ一覧へ戻る' }).click();
    await groups.getByRole('button', { name: '首都圏エリアの操作' }).click();
    await page.getByRole('menuitem', { name: '店舗を外す' }).click();
    await expect(page).toHaveURL(/\/store\/group\/\d+\/delete/);
    await expect(shops).toBeVisible();
    await searchKeyword(page, SHOP.code);
    await expect(shops.locator('tbody tr')).toHaveCount(1);
    await expect(shops.getByRole('cell', { name: '首都圏エリア' })).toBeVisible();
    await shops.getByRole('checkbox', { name: 'この行を選択' }).check();
    await page.getByRole('button', { name: 'グループから外す' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('グループ「首都圏エリア」から、選択した1件の店舗を外します。');
    await dialog.getByRole('button', { name: 'グループから外す' }).click();
    await expect(successAlert(page)).toHaveText('グループから店舗を外しました。');
    await expect(page.getByTestId('list-empty')).toBeVisible();
  });

  test('deletes the shop after a confirmation naming it', async ({ page }) => {
    await openStoreList(page);
    await searchKeyword(page, SHOP.code);
    const table = page.getByTestId('store-table');
    await table.getByRole('button', { name: `${SHOP.renamed}の操作` }).click();
    await page.getByRole('menuitem', { name: '削除' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`店舗「${SHOP.renamed}」を削除します。`);
    await dialog.getByRole('button', { name: '削除' }).click();
    await expect(successAlert(page)).toHaveText('削除しました。');
    await expect(page.getByTestId('list-empty')).toBeVisible();
  });
});

test.describe('store list, as the demo client', () => {
  test('shows the map notice and the address list when the service has no Maps API key', async ({ page }) => {
    await openStoreList(page);
    await page.getByText('地図', { exact: true }).click();
    await expect(page.getByTestId('map-notice')).toContainText('Google Maps APIキーが設定されていない');
    await expect(page.getByTestId('store-address-list').locator('tbody tr').first()).toContainText('〒');
  });

  test('exports the shops of the current filters as a CP932 CSV file', async ({ page }) => {
    const downloads = process.env.E2E_DOWNLOAD_DIR;
    test.skip(!downloads, 'the dev host was started without a download folder');
    await openStoreList(page);
    await page.getByRole('tab', { name: /一時停止中/ }).click();
    await page.getByTestId('csv-export-0001').click();
    await page.getByTestId('csv-download').click({ timeout: 30_000 });
    await expect(page.getByTestId('alert-list')).toContainText('CSVファイルを保存しました');
    const files = readdirSync(downloads!).filter((name) => name.endsWith('.csv'));
    expect(files.length).toBeGreaterThan(0);
    const bytes = readFileSync(path.join(downloads!, files[files.length - 1]!));
    // CP932, not UTF-8: the header's Japanese is not valid UTF-8 text.
    expect(bytes.toString('utf8')).toContain('\uFFFD');
  });

  test('the store list and the store form have no serious accessibility violations', async ({ page }) => {
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    await openStoreList(page);
    expect(await serious()).toEqual([]);
    await page.goto(appUrl('/service/demo/store/create'));
    await expect(page.getByLabel('店舗名')).toBeFocused();
    expect(await serious()).toEqual([]);
  });
});

test('a group user sees its shops without head-office actions, and the map says why it is not shown', async ({
  page,
}) => {
  await login(page, DEMO_ACCOUNTS.group);
  await expectRoute(page, '/service/demo/dashboard');
  await page.goto(appUrl('/service/demo/store/list'));
  const table = page.getByTestId('store-table');
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('首都圏エリア');
  await expect(page.getByRole('link', { name: '店舗登録' })).toHaveCount(0);
  await expect(page.getByTestId('csv-import-stores')).toHaveCount(0);
  await expect(table.getByRole('button', { name: /の操作$/ })).toHaveCount(0);
  await expect(page.getByRole('search').getByText('グループ', { exact: true })).toHaveCount(0);
  await page.getByText('地図', { exact: true }).click();
  await expect(page.getByTestId('map-notice')).toContainText('地図の設定を確認できない');
});
