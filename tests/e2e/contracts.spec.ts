import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { apiGet } from './support/api';

const RUN = Date.now().toString(36).toUpperCase();
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

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
