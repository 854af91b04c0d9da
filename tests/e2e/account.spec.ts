import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';

test.describe('account pages', () => {
  test('a user updates the own name and sees it saved', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientSample);
    await expectRoute(page, '/service/list');
    await page.goto(appUrl('/account/user'));
    await expect(page.getByRole('heading', { name: 'アカウント設定' })).toBeVisible();
    await page.locator('input[name=nameMei]').fill('直人');
    await page.getByRole('button', { name: '更新' }).click();
    await expect(page.getByRole('status').filter({ hasText: '更新しました。' })).toBeVisible();
    await expect(page.getByTestId('user-name')).toHaveText('渡辺 直人');
  });

  test('a new password without the current one is refused with the Japanese message', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientSample);
    await expectRoute(page, '/service/list');
    await page.goto(appUrl('/account/user'));
    await page.locator('input[name=newPassword]').fill('NewPass-2026!');
    await page.locator('input[name=confirmPassword]').fill('NewPass-2026!');
    await page.getByRole('button', { name: '更新' }).click();
    await expect(page.getByText('現在のパスワードを入力してください。')).toBeVisible();
  });

  test('a client updates the company settings, with the address filled from the postal code', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientDemo);
    await expectRoute(page, '/service/list');
    await page.goto(appUrl('/account/company'));
    await expect(page.getByRole('heading', { name: '企業設定' })).toBeVisible();
    await page.locator('input[name=zipcode]').fill('１００－０００１');
    await page.getByRole('button', { name: '住所検索' }).click();
    await expect(page.locator('input[name=zipcode]')).toHaveValue('1000001');
    // The prefecture and municipality selects, in the form's order.
    await expect(page.locator('input[aria-haspopup=listbox]').nth(0)).toHaveValue('東京都');
    await expect(page.locator('input[aria-haspopup=listbox]').nth(1)).toHaveValue('千代田区');
    await page.locator('input[name=representativeName]').fill('高橋 美咲');
    await page.getByRole('button', { name: '更新' }).click();
    await expect(page.getByRole('status').filter({ hasText: '更新しました。' })).toBeVisible();
  });

  test('a group user has no company settings (403)', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.group);
    await expectRoute(page, '/service/demo/dashboard');
    await page.goto(appUrl('/account/company'));
    await expectRoute(page, '/403');
  });
});
