import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';

/** Navigation as spec section 2 says: pages, remembered lists and the 403 page. */

async function openDemoService(page: Page): Promise<void> {
  await page
    .getByTestId('service-table')
    .getByRole('link', { name: 'ひだまり珈琲 公式アプリ', exact: true })
    .click();
  await expectRoute(page, '/service/demo/dashboard');
}

function menu(page: Page, key: string) {
  return page.getByTestId('side-menu').locator(`[data-menu-key="${key}"]`);
}

/** The pager's current page, as a locator the assertions wait on. */
function currentPage(page: Page) {
  return page.locator('[aria-current="page"][aria-label]').first();
}

test('a list keeps its page back from its own record and starts at page 1 from another area', async ({
  page,
}) => {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await openDemoService(page);
  await menu(page, 'stores').click();
  const table = page.getByTestId('store-table');
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('paging-summary')).toContainText('16〜30 件');
  const firstShop = (await table.locator('tbody tr').first().innerText()).split('\t')[0] ?? '';

  // A record and back to its own list: page 2, as left.
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByTestId('store-form')).toBeVisible();
  await page.getByRole('link', { name: ja.stores.form.backToList }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.locator('tbody tr').first()).toContainText(firstShop);
  await expect(currentPage(page)).toHaveAttribute('aria-label', '2');

  // Another area, then the window's Back into the list: page 1.
  await menu(page, 'coupons').click();
  await expectRoute(page, '/service/demo/coupon/list');
  await page.goBack();
  await expectRoute(page, '/service/demo/store/list');
  await expect(page).not.toHaveURL(/page=/);
  await expect(currentPage(page)).toHaveAttribute('aria-label', '1');
});

test('logout forgets the lists: the next user sees none of the previous filters', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await openDemoService(page);
  await menu(page, 'customers').click();
  await page.getByLabel(ja.customers.list.searchName).fill('タナカ');
  await page.getByRole('button', { name: ja.actions.search }).click();
  await expect(page).toHaveURL(/name=/);

  await page.getByTestId('user-panel').click();
  await page.getByRole('menuitem', { name: ja.actions.logout }).click();
  await expectRoute(page, '/login');

  // The same window, another user (no reload in between, as on a shared desktop).
  await page.locator('input[name=email]').fill(DEMO_ACCOUNTS.master);
  await page.locator('input[name=password]').fill('DemoPass-2026!');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await openDemoService(page);
  await menu(page, 'customers').click();
  await expectRoute(page, '/service/demo/customer/list');
  await expect(page.getByTestId('customer-table')).toBeVisible();
  await expect(page).not.toHaveURL(/name=/);
  await expect(page.getByLabel(ja.customers.list.searchName)).toHaveValue('');
});

test('403 shows inside the logged-in layout: menu, user panel and logout', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto(appUrl('/service/demo/gallery/list'));
  await expectRoute(page, '/403');
  await expect(page.getByRole('heading', { name: ja.pages.forbiddenTitle })).toBeVisible();
  await expect(menu(page, 'serviceList')).toBeVisible();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await menu(page, 'serviceList').click();
  await expectRoute(page, '/service/list');

  await page.goto(appUrl('/service/demo/no-such-screen'));
  await expectRoute(page, '/404');
  await expect(menu(page, 'serviceList')).toBeVisible();
  await page.getByTestId('user-panel').click();
  await page.getByRole('menuitem', { name: ja.actions.logout }).click();
  await expectRoute(page, '/login');
});
