import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login, resetSession } from './support/app';
import { seriousViolations } from './support/axe';

test.describe('accessibility (axe-core, no serious or critical violation)', () => {
  test('login page', async ({ page }) => {
    await resetSession(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('service list, dashboard and account menus', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.master);
    await expectRoute(page, '/service/list');
    await expect(page.getByTestId('service-table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(appUrl('/service/demo/dashboard'));
    await expect(page.getByTestId('dashboard-service-name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('account and company settings', async ({ page }) => {
    await login(page, DEMO_ACCOUNTS.clientDemo);
    await expectRoute(page, '/service/list');
    for (const path of ['/account/user', '/account/company']) {
      await page.goto(appUrl(path));
      await expect(page.getByRole('button', { name: '更新' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('error pages', async ({ page }) => {
    await resetSession(page);
    for (const path of ['/404', '/403', '/500']) {
      await page.goto(appUrl(path));
      // 403 and 404 show inside the logged-in layout, whose header title is an h1 too: the page's own is the last.
      await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
