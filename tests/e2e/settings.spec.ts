import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, appUrl, expectRoute, login } from './support/app';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

async function chooseOption(page: Page, field: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('store settings', () => {
  test('a store user edits the basic settings with SNS links', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.store);
    await expectRoute(page, '/service/demo/dashboard');
    await page.locator('[data-menu-key="storeSettings"]').click();
    await expectRoute(page, '/service/demo/setting/basic');
    await expect(page.getByRole('heading', { name: '店舗基本設定' })).toBeVisible();
    await expect(page.getByTestId('settings-shop')).toContainText('ひだまり珈琲 渋谷道玄坂店');

    const instagram = page.getByLabel('Instagram', { exact: true });
    await instagram.fill('https://www.example.com/hidamari');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('InstagramはInstagramのURLを入力してください。')).toBeVisible();
    await expect(instagram).toBeFocused();

    await instagram.fill('https://www.instagram.com/hidamari_dogenzaka/');
    await page.getByLabel('Facebook', { exact: true }).fill('https://www.facebook.com/hidamari.dogenzaka');
    await page.getByLabel('LINE', { exact: true }).fill('https://line.me/R/ti/p/@hidamari-dgz');
    await page.getByLabel('X（Twitter）', { exact: true }).fill('https://x.com/hidamari_dgz');
    await page.getByLabel('営業時間').fill('7:00〜22:00');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '更新しました。' })).toBeVisible();
    await expect(page.getByText('InstagramはInstagramのURLを入力してください。')).toHaveCount(0);

    await page.getByRole('link', { name: '店舗設定の確認' }).click();
    await expectRoute(page, '/service/demo/store/15/setting/view');
    await expect(page.getByRole('row', { name: /Instagram/ })).toContainText(
      'https://www.instagram.com/hidamari_dogenzaka/',
    );
    await expect(page.getByRole('row', { name: /営業時間/ })).toContainText('7:00〜22:00');
  });

  test('the default settings keep at least one reception address', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.store);
    await expectRoute(page, '/service/demo/dashboard');
    await page.goto(appUrl('/service/demo/setting/default'));
    const emails = page.getByTestId('reception-emails');
    await expect(emails.getByRole('textbox')).toHaveCount(2);
    await emails.getByRole('button', { name: 'このメールアドレスを削除' }).first().click();
    await expect(emails.getByRole('textbox')).toHaveCount(1);
    await expect(emails.getByRole('button', { name: 'このメールアドレスを削除' })).toBeDisabled();
    await emails.getByRole('textbox').fill('');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(emails.getByText('受付メールアドレスを1件以上登録してください。')).toBeVisible();
    await expect(page.getByTestId('app-ringing-notice')).toHaveText(
      'アプリで着信音を鳴らすには、決済事業者のアプリとの連携が必要です。',
    );

    await emails.getByRole('textbox').fill('reservation@hidamari-coffee.example');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '更新しました。' })).toBeVisible();
  });

  test('a group user picks one of its shops and saves its first settings', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.group);
    await expectRoute(page, '/service/demo/dashboard');
    await page.locator('[data-menu-key="storeSettings"]').click();
    const picker = page.getByTestId('settings-shop-picker');
    await picker
      .getByRole('row', { name: /DEMO-0034/ })
      .getByRole('link', { name: '設定を開く' })
      .click();
    await expectRoute(page, '/service/demo/setting/basic?shopId=34');
    await expect(page.getByTestId('settings-shop')).toContainText('ひだまり珈琲 鎌倉小町通り店');

    await page.getByRole('link', { name: '店舗初期設定' }).click();
    await expectRoute(page, '/service/demo/setting/default?shopId=34');
    const emails = page.getByTestId('reception-emails');
    await emails.getByRole('textbox').fill('kamakura@hidamari-coffee.example');
    await emails.getByRole('button', { name: 'メールアドレスを追加' }).click();
    await emails.getByRole('textbox').nth(1).fill('kamakura@hidamari-coffee.example');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(emails.getByText('受付メールアドレスが重複しています。')).toBeVisible();
    await emails.getByRole('textbox').nth(1).fill('manager@hidamari-coffee.example');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '更新しました。' })).toBeVisible();
  });

  test('a store user saves the QR code as PNG through the save dialog', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.store);
    await expectRoute(page, '/service/demo/dashboard');
    await page.goto(appUrl('/service/demo/store/15/setting/view'));
    await expect(page.getByTestId('qr-image')).toBeVisible();
    await page.getByRole('button', { name: 'PNGで保存' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'QRコードを保存しました' });
    await expect(saved).toBeVisible();
    const file = path.join(process.env.E2E_DOWNLOAD_DIR ?? '', 'QRコード_15.png');
    expect(existsSync(file)).toBe(true);
    expect([...readFileSync(file).subarray(0, 4)]).toEqual(PNG_SIGNATURE);
  });
});

test.describe('services and users (master)', () => {
  test('master creates a service and a client user for it', async ({ page }) => {
    const subdomain = `e2e-${Date.now().toString(36)}`;
    const serviceName = `E2Eテストサービス ${subdomain}`;
    const email = `${subdomain}@client.example`;
    await login(page, DEMO_ACCOUNTS.master);
    await expectRoute(page, '/service/list');

    await page.goto(appUrl('/setting/service/list'));
    await page.getByRole('link', { name: '新規登録' }).click();
    await expectRoute(page, '/setting/service/create');
    await page.getByRole('textbox', { name: /^サービス名/ }).fill(serviceName);
    await chooseOption(page, /^クライアント企業/, '株式会社ひだまり珈琲');
    const subdomainField = page.getByRole('textbox', { name: /^サブドメイン/ });
    await subdomainField.fill('E2E--bad');
    await page.getByRole('button', { name: '登録' }).click();
    await expect(
      page.getByText('サブドメインは半角英小文字・数字・ハイフンで入力してください。'),
    ).toBeVisible();
    await subdomainField.fill(subdomain);
    await page.getByRole('switch', { name: 'クーポン機能' }).check();
    await page.getByRole('button', { name: '登録' }).click();
    await expectRoute(page, `/setting/service/edit/${subdomain}`);
    await expect(page.getByRole('status').filter({ hasText: '登録しました。' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'クーポン機能' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'メニュー機能' })).not.toBeChecked();
    await expect(page.getByTestId('paymentSitePassword-state')).toHaveText('未設定');

    await page.goto(appUrl('/setting/user/register/select'));
    await page.getByRole('link', { name: 'クライアントユーザー登録' }).click();
    await expectRoute(page, '/setting/user/register/client');
    await page.getByRole('textbox', { name: /^姓/ }).fill('試験');
    await page.getByRole('textbox', { name: /^名/ }).fill('花子');
    await page.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
    await chooseOption(page, /^サービス/, new RegExp(subdomain));
    await page.getByRole('checkbox', { name: '集計の閲覧' }).check();
    await page.getByRole('textbox', { name: 'パスワード 必須', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'パスワード（確認） 必須', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登録' }).click();
    await expectRoute(page, '/setting/user/list');
    await expect(page.getByRole('status').filter({ hasText: 'ユーザーを登録しました。' })).toBeVisible();

    await page.getByLabel('氏名・メールアドレス').fill(email);
    await page.getByRole('button', { name: '検索' }).click();
    const row = page.getByTestId('user-table').getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('クライアント');
    await expect(row).toContainText('有効');
  });
});
