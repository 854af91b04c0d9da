import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';

test('scratch loop', async ({ page }) => {
  const sent: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload).slice(0, 100))));
  await login(page, DEMO_ACCOUNTS.master);
  await expectRoute(page, '/service/list');
  sent.length = 0;
  await page.evaluate(() => { window.location.hash = '#/service/nonexistent/dashboard'; });
  await page.waitForTimeout(3000);
  console.log('frames', sent.length, sent.slice(0, 5), sent.slice(-3));
  await page.screenshot({ path: '/tmp/loop.png' });
  for (const p of ['/service/demo/store/edit/abc', '/service/demo/customer/edit/0', '/service/demo/news/detail/abc', '/service/demo/contract/list/abc']) {
    sent.length = 0;
    await page.evaluate((h) => { window.location.hash = '#' + h; }, p);
    await page.waitForTimeout(2000);
    console.log(p, page.url().split('#')[1], 'frames', sent.length, sent.slice(-2), await page.locator('main').innerText().catch(() => ''));
  }
});
