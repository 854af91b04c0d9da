import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login, resetSession } from './support/app';

test.describe('login and landing', () => {
  test('master lands on the service list and sees every service', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.master);
    await expectRoute(page, '/service/list');
    await expect(page).toHaveTitle('サービス一覧 | キャッシュレス管理コンソール');
    const table = page.getByTestId('service-table');
    await expect(table.getByRole('cell', { name: 'demo', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'sample', exact: true })).toBeVisible();
    await expect(page.getByTestId('user-role')).toHaveText('マスター管理者');
  });

  test('a client sees only its own service', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientDemo);
    await expectRoute(page, '/service/list');
    const table = page.getByTestId('service-table');
    await expect(table.getByRole('cell', { name: 'demo', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'sample', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('paging-summary')).toHaveText('全 1 件中 1〜1 件');
  });

  test('the sample client sees only the sample service', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientSample);
    await expectRoute(page, '/service/list');
    const table = page.getByTestId('service-table');
    await expect(table.getByRole('cell', { name: 'sample', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'demo', exact: true })).toHaveCount(0);
  });

  for (const [role, email] of [
    ['store', DEMO_ACCOUNTS.store],
    ['group', DEMO_ACCOUNTS.group],
  ] as const) {
    test(`a ${role} user lands on the dashboard of its service`, async ({ page }) => {
      await login(page, email);
      await expectRoute(page, '/service/demo/dashboard');
      await expect(page.getByTestId('dashboard-service-name')).not.toBeEmpty();
      await expect(page).toHaveTitle('ダッシュボード | キャッシュレス管理コンソール');
    });
  }

  test('a store user opening the service list gets 403', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.store);
    await expectRoute(page, '/service/demo/dashboard');
    await page.goto(appUrl('/service/list'));
    await expectRoute(page, '/403');
    await expect(page.getByRole('heading', { name: 'アクセス権限がありません' })).toBeVisible();
  });

  test('a client opening another service gets 403', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientDemo);
    await expectRoute(page, '/service/list');
    await page.goto(appUrl('/service/sample/dashboard'));
    await expectRoute(page, '/403');
  });

  test('a wrong password shows the Japanese error and stays on Login', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientSample, 'WrongPass-2026!');
    await expect(page.getByTestId('login-error')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    await expectRoute(page, '/login');
  });

  test('an empty form shows the required messages without calling the server', async ({ page }) => {
    await resetSession(page);
    await page.reload();
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByText('メールアドレスを入力してください。')).toBeVisible();
    await expect(page.getByText('パスワードを入力してください。')).toBeVisible();
  });

  test('logout returns to Login and the service list is no longer reachable', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.master);
    await expectRoute(page, '/service/list');
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expectRoute(page, '/login');
    await page.goto(appUrl('/service/list'));
    await expectRoute(page, '/login');
  });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await resetSession(page);
  await page.goto(appUrl('/no/such/page'));
  await expectRoute(page, '/404');
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  await expect(page).toHaveTitle('ページが見つかりません | キャッシュレス管理コンソール');
});
