import { expect, test } from '@playwright/test';
import { formatMessage, ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { seriousViolations } from './support/axe';
import { exportAndReadCsv } from './support/csv-export';
import { apiGet } from './support/api';

const fields = ja.customers.fields;
const templateFields = ja.customers.templates.fields;
const label = (text: string) => new RegExp(`^${text}`);

test('customers: search by katakana, edit a mobile number, export 0003 as CP932', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/customer/list'));
  const table = page.getByTestId('customer-table');
  await expect(table).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel(ja.customers.list.searchName).fill('タナカ');
  await page.getByRole('button', { name: ja.actions.search }).click();
  await expect(page).toHaveURL(/name=/);
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('タナカ');
  const { meta } = await apiGet<{ meta: { total: number } }>(
    DEMO_ACCOUNTS.clientDemo,
    `demo/customers?limit=1&name=${encodeURIComponent('タナカ')}`,
  );
  await expect(page.getByText(new RegExp(`全 ${meta.total} 件中`))).toBeVisible();

  // Export 0003 of the searched list, saved and read as CP932.
  const { text, header, rows } = await exportAndReadCsv(page, 'csv-export-0003');
  expect(header).toContain(fields.nameKana);
  expect(rows).toHaveLength(meta.total);
  expect(text).toContain('タナカ');

  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customer\/edit\/\d+/);
  const form = page.getByTestId('customer-form');
  await expect(form).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const mobile = form.getByLabel(label(fields.mobilePhone));
  await mobile.fill('０９０１２３４５６７８');
  await mobile.blur();
  await expect(mobile).toHaveValue('09012345678');
  await form.getByRole('button', { name: ja.actions.update }).click();
  await expect(page.getByText(ja.success.updated)).toBeVisible();
  await expect(page.getByTestId('record-history')).toContainText('携帯電話番号');

  await page.goto(appUrl('/service/demo/customer/list-linked'));
  await expect(page.getByTestId('customer-linked-table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('push templates: create a coupon template, send it to a filtered set, the push is 送信済み with counts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `E2E週末クーポン${Date.now() % 100_000}`;
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/customer/push-notification-template/coupon/list'));
  await expect(page.getByTestId('template-table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: ja.customers.templates.create }).click();
  await expectRoute(page, '/service/demo/customer/push-notification-template/coupon/create');
  const form = page.getByTestId('coupon-template-form');
  await form.getByLabel(label(templateFields.title)).fill('週末限定 10%OFF🎉');
  await form.getByLabel(label(templateFields.content)).click();
  await expect(form.getByLabel(label(templateFields.title))).toHaveValue('週末限定 10%OFF');
  await form.getByLabel(label(templateFields.content)).fill('土日のお会計から10%引きになります。');
  await form.getByLabel(label(templateFields.pushMessage)).fill('週末限定のクーポンが届きました');
  await form.getByLabel(label(templateFields.name)).fill(name);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: ja.actions.register }).click();
  await expectRoute(page, '/service/demo/customer/push-notification-template/coupon/list');
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('coupon-template-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // To the customers named タナカ, with the count stated before sending.
  await page.goto(appUrl('/service/demo/customer/list'));
  await page.getByLabel(ja.customers.list.searchName).fill('タナカ');
  await page.getByRole('button', { name: ja.actions.search }).click();
  await expect(page).toHaveURL(/name=/);
  await page.getByRole('button', { name: ja.customers.list.sendPush }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label(ja.customers.push.fields.templateId)).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(dialog.getByLabel(label(ja.customers.push.fields.pushMessage))).toHaveValue(
    '週末限定のクーポンが届きました',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: ja.customers.push.confirmAction }).click();
  const { data: count } = await apiGet<{ data: { customers: number; devices: number } }>(
    DEMO_ACCOUNTS.clientDemo,
    `demo/customers/count?name=${encodeURIComponent('タナカ')}`,
  );
  expect(count.devices).toBeGreaterThan(0);
  await expect(page.getByTestId('push-confirm')).toContainText(
    formatMessage(ja.customers.push.confirmCount, {
      customers: count.customers.toLocaleString('ja-JP'),
      devices: count.devices.toLocaleString('ja-JP'),
    }),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByTestId('push-delivery-lead')).toContainText(ja.routeTitles.couponTemplateList);
  await dialog.getByRole('button', { name: ja.customers.push.submit }).click();
  await expect(dialog).toBeHidden();

  // The push's delivery status is where the confirmation said: under its template list.
  await expectRoute(page, '/service/demo/customer/push-notification-template/coupon/list');
  const pushRow = page.getByTestId('push-table').locator('tbody tr', { hasText: name }).first();
  await expect(pushRow).toContainText(ja.customers.push.state[3], { timeout: 30_000 });
  await expect(pushRow).toContainText(` / ${count.devices}`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(appUrl('/service/demo/customer/push-notification-template/news/list'));
  await expect(page.getByTestId('template-table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: ja.customers.templates.create }).click();
  await expect(page.getByTestId('news-template-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
