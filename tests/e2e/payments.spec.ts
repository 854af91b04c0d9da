import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { seriousViolations } from './support/axe';
import { exportAndReadCsv } from './support/csv-export';
import { apiGet } from './support/api';

/** The demo's well-known ingest key of a service (README, "Payments in the demo data"). */
function demoIngestKey(subdomain: string): string {
  return `cpk_${createHash('sha256').update(`demo-ingest:${subdomain}`).digest('base64url')}`;
}

test('payment history: filter, open a payment, come back to the same page; export 0002 as CP932', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/payment-history/list'));
  const table = page.getByTestId('payment-table');
  await expect(table.locator('tbody tr')).toHaveCount(15);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel(ja.payments.filters.amountMin).fill('５０００');
  await expect(page.getByLabel(ja.payments.filters.amountMin)).toHaveValue('5000');
  await page.getByRole('button', { name: ja.actions.search }).click();
  await expectRoute(page, '/service/demo/payment-history/list');
  await expect(page).toHaveURL(/amountMin=5000/);
  await page.getByRole('tab', { name: ja.enums.paymentStatus[1] }).click();
  await expect(page).toHaveURL(/status=1/);
  const amounts = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(Number(amount.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(5000);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  // Page 1 stays on screen until page 2 has come.
  await expect(page.getByTestId('paging-summary')).toContainText('16〜');

  // The demo's live payments may push the rows down meanwhile: open whichever is first, then
  // check the detail is the one whose link was pressed.
  const link = table.locator('tbody tr').first().getByRole('link').first();
  const href = await link.getAttribute('href');
  await table.locator(`a[href="${href}"]`).click();
  const paymentId = href?.split('/').pop() ?? '';
  await expect(page).toHaveURL(new RegExp(`/payment-history/detail/${paymentId}$`));
  await expect(page.getByTestId('payment-detail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: ja.payments.backToList }).click();
  await expect(page).toHaveURL(/amountMin=5000/);
  await expect(page).toHaveURL(/page=2/);

  // Export 0002 of the filtered list.
  const { meta } = await apiGet<{ meta: { total: number } }>(
    DEMO_ACCOUNTS.clientDemo,
    'demo/payment-histories?limit=1&amountMin=5000&status=1',
  );
  const { text, header, rows } = await exportAndReadCsv(page, 'csv-export-0002');
  expect(header).toContain(ja.payments.columns.transactionId);
  expect(rows.length).toBeGreaterThanOrEqual(meta.total);
  expect(text).toContain('ひだまり珈琲');
});

test('EC history: change the amount, confirm, then cancel; the change log says who and when', async ({
  page,
}) => {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/ec-history/list?ecStatus=1'));
  const table = page.getByTestId('payment-table');
  const row = table.locator('tbody tr').first();
  const transactionId = (await row.locator('td:nth-child(2)').innerText()).trim();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: ja.payments.editLink }).click();
  const form = page.getByTestId('ec-edit-form');
  await expect(form).toContainText(transactionId);
  expect(await seriousViolations(page)).toEqual([]);

  // Confirm the sales at a lower amount.
  const amount = form.getByLabel(new RegExp(ja.server.fields.ecPaymentAmount));
  // The amount shows with thousands separators (3,400), and takes digits as typed.
  const shown = await amount.inputValue();
  const original = Number(shown.replace(/,/g, ''));
  if (original >= 1000) expect(shown).toContain(',');
  await amount.fill(String(original - 100));
  await form.getByLabel(new RegExp(ja.ecEdit.nextStatus)).click();
  await page.getByRole('option', { name: ja.enums.ecPaymentStatus[2], exact: true }).click();
  await form.getByRole('button', { name: ja.actions.update }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(transactionId);
  await dialog.getByRole('button', { name: ja.ecEdit.execute }).click();
  await expect(page.getByText(ja.success.updated)).toBeVisible();
  // The EC payment's 変更履歴 reads the 操作ログ: each state change with its before and after.
  const history = page.getByTestId('record-history');
  await expect(history.getByRole('row', { name: 'EC決済状態 未確定 売上確定' })).toBeVisible();

  // Cancel the confirmed sales.
  await page.getByRole('link', { name: ja.payments.editEc }).click();
  await expect(form.getByText(ja.ecEdit.amountLocked)).toBeVisible();
  await form.getByLabel(new RegExp(ja.ecEdit.nextStatus)).click();
  await page.getByRole('option', { name: ja.enums.ecPaymentStatus[4] }).click();
  await form.getByRole('button', { name: ja.actions.update }).click();
  await expect(dialog).toContainText(`取引ID「${transactionId}」`);
  await dialog.getByRole('button', { name: ja.ecEdit.executeCancel }).click();
  await expect(page.getByText(ja.success.paymentCancelled)).toBeVisible();
  await expect(history.getByRole('row', { name: 'EC決済状態 売上確定 売上確定取消' })).toBeVisible();
  await expect(history).toContainText('高橋 美咲');
  await expect(page.getByText(ja.payments.finalNotice)).toBeVisible();
  await expect(page.getByRole('link', { name: ja.payments.editEc })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('summary: months, then weeks and years; the table follows the chart', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/service/demo/summary'));
  const periods = page.getByTestId('summary-period-table');
  await expect(periods.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByTestId('summary-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('summary-shop-table').locator('tbody tr')).toHaveCount(15);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('summary-interval').getByText(ja.enums.reportInterval.weekly).click();
  await expect(page).toHaveURL(/interval=weekly/);
  await expect(periods.locator('tbody tr').first()).toContainText('〜');
  await expect.poll(() => periods.locator('tbody tr').count()).toBeGreaterThan(50);
  await page.getByTestId('summary-interval').getByText(ja.enums.reportInterval.yearly).click();
  await expect(periods.locator('tbody tr')).toHaveCount(2);
  await expect(periods.locator('tbody tr').first()).toContainText('年');
  // The period totals add up to the range's total.
  const total = /[\d,]+円/.exec(await page.getByTestId('summary-total-amount').innerText())?.[0] ?? '';
  await expect(periods.locator('tfoot')).toContainText(total);
});

test('dashboard: a payment sent through the ingest endpoint shows without a reload', async ({ page }) => {
  await login(page, DEMO_ACCOUNTS.store);
  await expectRoute(page, '/service/demo/dashboard');
  await expect(page.getByTestId('dashboard-today')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const { data: shops } = await apiGet<{ data: { shopCode: string | null }[] }>(
    DEMO_ACCOUNTS.store,
    'demo/shop-options',
  );
  const amount = 90_000 + (Date.now() % 9_000);
  const sent = await fetch(`${process.env.E2E_API_URL}/demo/payments/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': demoIngestKey('demo') },
    body: JSON.stringify({
      payments: [
        {
          transactionId: `E2E-${Date.now()}`,
          shopCode: shops[0]?.shopCode,
          paymentMethod: 1,
          itemName: 'E2Eテスト決済',
          amount,
          paidAt: new Date().toISOString(),
        },
      ],
    }),
  });
  expect(sent.status).toBe(201);
  await expect(page.getByTestId('dashboard-latest')).toContainText(`${amount.toLocaleString('ja-JP')}円`, {
    // The screen asks again every DASHBOARD_REFRESH_MS; a busy machine gets some slack.
    timeout: 30_000,
  });
});

test('a notice from head office shows on the shop’s dashboard, and is deleted after a confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const content = `E2E年末年始の営業時間のお知らせ${Date.now() % 100_000}`;
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/notification/create'));
  const form = page.getByTestId('notification-form');
  await expect(form.getByLabel(new RegExp(ja.notifications.fields.subdomain))).toHaveValue(/demo/);
  await form.getByLabel(ja.notifications.fields.endDate).fill('2099-12-31');
  await form.getByRole('button', { name: ja.actions.register }).click();
  await expect(form.getByText(/通知内容を入力してください/)).toBeVisible();
  await form.getByLabel(ja.notifications.fields.content).fill(content);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: ja.actions.register }).click();
  await expect(page.getByText(ja.success.created)).toBeVisible();
  await expectRoute(page, '/notification/list');
  await expect(page.getByTestId('notification-table')).toContainText(content);
  expect(await seriousViolations(page)).toEqual([]);

  await login(page, DEMO_ACCOUNTS.store);
  await expectRoute(page, '/service/demo/dashboard');
  await expect(page.getByTestId('dashboard-notices')).toContainText(content, { timeout: 30_000 });

  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');
  await page.goto(appUrl('/notification/list'));
  await page
    .getByRole('row', { name: new RegExp(content) })
    .getByRole('button')
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(content.slice(0, 30));
  await dialog.getByRole('button', { name: ja.actions.delete }).click();
  await expect(page.getByText(ja.success.deleted)).toBeVisible();
  await expect(page.getByTestId('notification-table')).not.toContainText(content);
});
