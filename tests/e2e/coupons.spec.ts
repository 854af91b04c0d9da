import { expect, test } from '@playwright/test';
import { ja } from '../../src-shared/messages';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';
import { seriousViolations } from './support/axe';
import { exportAndReadCsv } from './support/csv-export';
import { apiGet } from './support/api';

/** The demo service's customer-app key (README, "The app-facing API"). */
const DEMO_APP_KEY = 'csk_demo-app-key-demo00000000000000000000000000';

/** Today in Tokyo as `yyyy-MM-dd`. */
function tokyoToday(offsetDays = 0): string {
  const date = new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test('a store creates a coupon, the app uses it, the use shows in the history and on the chart, and the store edits it', async ({
  page,
}) => {
  // Nine screens one after another: the whole flow took 2.2 min on a busy 2-core machine.
  test.setTimeout(180_000);
  const name = `E2E春のドリンク無料${Date.now() % 100_000}`;
  await login(page, DEMO_ACCOUNTS.store);
  await expectRoute(page, '/service/demo/dashboard');
  await page.goto(appUrl('/service/demo/coupon/list'));
  await expect(page.getByTestId('coupon-table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: ja.coupons.createLink }).click();
  await expectRoute(page, '/service/demo/coupon/create');
  const form = page.getByTestId('coupon-form');
  await form.getByLabel(ja.forms.coupon.title).fill('ドリンク1杯無料🎉');
  await form.getByLabel(ja.forms.coupon.content).click();
  // Emoji are removed and the text trimmed when a field loses focus.
  await expect(form.getByLabel(ja.forms.coupon.title)).toHaveValue('ドリンク1杯無料');
  await form.getByLabel(ja.forms.coupon.content).fill('レジでこの画面をご提示ください。');
  await form.getByLabel(ja.forms.coupon.displayNote, { exact: true }).fill('会員様限定');
  await form.getByRole('radio', { name: /^紺/ }).check();
  await form.getByLabel(ja.forms.coupon.startDate).fill(tokyoToday(-1));
  await form.getByLabel(ja.forms.coupon.endDate).fill(tokyoToday(30));
  await form.getByLabel(ja.forms.coupon.remainingUsage).fill('5');
  await form.getByLabel(ja.forms.coupon.name).fill(name);
  const preview = page.getByTestId('coupon-preview');
  await expect(preview).toContainText('ドリンク1杯無料');
  await expect(preview).toContainText('会員様限定');
  await expect(preview).toContainText('残り5回');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: ja.actions.register }).click();
  await expect(page.getByText(ja.success.created)).toBeVisible();
  await expectRoute(page, '/service/demo/coupon/list');
  await expect(page.getByTestId('coupon-table')).toContainText(name);

  // The customer's app uses the coupon through the reference server.
  const { data: coupons } = await apiGet<{ data: { id: number; name: string }[] }>(
    DEMO_ACCOUNTS.store,
    `demo/coupons?keyword=${encodeURIComponent(name)}`,
  );
  const couponId = coupons[0]?.id;
  const { data: uses } = await apiGet<{ data: { customerId: number | null }[] }>(
    DEMO_ACCOUNTS.store,
    'demo/coupons/history-using?limit=1',
  );
  const used = await fetch(`${process.env.E2E_API_URL}/app/coupons/${couponId}/use`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_APP_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ customerId: uses[0]?.customerId }),
  });
  expect(used.status).toBe(201);

  await page.goto(appUrl(`/service/demo/coupon/history-using/list?couponId=${couponId}`));
  const history = page.getByTestId('coupon-usage-table');
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history).toContainText(name);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: ja.coupons.dashboardLink }).click();
  await page.goto(appUrl(`/service/demo/coupon/history-using?couponId=${couponId}`));
  const perCoupon = page.getByTestId('usage-per-coupon-table');
  await expect(perCoupon.locator('tbody tr')).toHaveCount(1);
  await expect(perCoupon).toContainText(name);
  await expect(
    page.getByTestId('usage-per-day-table').locator('tr', { hasText: tokyoToday().replaceAll('-', '/') }),
  ).toContainText('1');
  await expect(page.getByTestId('usage-per-day-chart').locator('.recharts-bar-rectangle path')).toHaveCount(
    1,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Editing it from the list: once used, the remaining count may not go below what is left.
  await page.goto(appUrl(`/service/demo/coupon/list?keyword=${encodeURIComponent(name)}`));
  await page.getByRole('link', { name }).click();
  await expectRoute(page, `/service/demo/coupon/edit/${couponId}`);
  const editForm = page.getByTestId('coupon-form');
  const remaining = editForm.getByLabel(ja.forms.coupon.remainingUsage);
  await expect(remaining).toHaveValue('4');
  expect(await seriousViolations(page)).toEqual([]);
  await remaining.fill('3');
  await editForm.getByRole('button', { name: ja.actions.update }).click();
  await expect(editForm).toContainText(ja.validation.notBelowCurrent);
  await remaining.fill('10');
  await editForm.getByRole('button', { name: ja.actions.update }).click();
  await expect(page.getByText(ja.success.updated)).toBeVisible();

  // Pausing it from the list, after a confirmation that names it.
  await page.goto(appUrl(`/service/demo/coupon/list?keyword=${encodeURIComponent(name)}`));
  await expect(page.getByTestId('coupon-table')).toContainText('10回');
  await page.getByRole('button', { name: ja.coupons.actions.pause }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByRole('dialog').getByRole('button', { name: ja.coupons.actions.pause }).click();
  await expect(page.getByText(ja.success.paused)).toBeVisible();
  await expect(page.getByTestId('coupon-table')).toContainText(ja.enums.couponState.paused);
});

test('a store posts news and reads it back; the coupon list exports as CP932', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `E2E新メニューのお知らせ${Date.now() % 100_000}`;
  await login(page, DEMO_ACCOUNTS.store);
  await expectRoute(page, '/service/demo/dashboard');
  await page.goto(appUrl('/service/demo/news/create'));
  const form = page.getByTestId('news-form');
  await form.getByLabel(ja.forms.news.title).fill(`  ${title}  `);
  await form.getByLabel(ja.forms.news.content).fill('秋の新メニューを販売しています。');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: ja.actions.register }).click();
  await expect(page.getByText(ja.success.created)).toBeVisible();
  await expectRoute(page, '/service/demo/news/list');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('news-detail')).toContainText('秋の新メニューを販売しています。');
  expect(await seriousViolations(page)).toEqual([]);

  const { meta } = await apiGet<{ meta: { total: number } }>(DEMO_ACCOUNTS.store, 'demo/coupons?limit=1');
  await page.goto(appUrl('/service/demo/coupon/list'));
  const { header, rows } = await exportAndReadCsv(page, 'csv-export-0005');
  expect(header).toContain(ja.forms.coupon.name);
  expect(rows).toHaveLength(meta.total);
});
