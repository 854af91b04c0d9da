import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, appUrl, expectRoute, login } from './support/app';

interface BridgeCall {
  channel: string;
  payload: string;
}

/** The bridge calls the page sends (the dev host carries them over its WebSocket), in order. */
function recordBridgeCalls(page: Page): BridgeCall[] {
  const sent: BridgeCall[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      const message = JSON.parse(String(frame.payload)) as { channel?: string; payload?: unknown };
      if (message.channel)
        sent.push({ channel: message.channel, payload: JSON.stringify(message.payload ?? null) });
    }),
  );
  return sent;
}

async function expectNotFoundPage(page: Page): Promise<void> {
  await expectRoute(page, '/404');
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('a failed lookup settles instead of looping (issue 24)', () => {
  let page: Page;
  let sent: BridgeCall[];

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    sent = recordBridgeCalls(page);
    await login(page, DEMO_ACCOUNTS.master);
    await expectRoute(page, '/service/list');
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('an unknown service: one lookup by the service list, then the 404 page, and nothing more', async () => {
    sent.length = 0;
    await page.goto(appUrl('/service/nonexistent/dashboard'));
    await expectNotFoundPage(page);
    // The service list's lookup, asked at most once plus its one retry (for network failures only).
    expect(sent.filter((call) => call.channel === 'lookups.services').length).toBeLessThanOrEqual(2);
    expect(sent.filter((call) => call.channel === 'services.get')).toEqual([]);
    // The screen may ask for its own data once while the lookup settles (a screen outside the
    // service's switchable areas does not wait for it); what must not happen is asking again.
    const aboutIt = sent.filter((call) => call.payload.includes('nonexistent')).map((call) => call.channel);
    expect(aboutIt).toEqual([...new Set(aboutIt)]);
  });

  for (const path of [
    '/service/demo/store/edit/abc',
    '/service/demo/customer/edit/0',
    '/service/demo/news/detail/abc',
    '/service/demo/contract/list/abc',
    '/service/demo/store/3/estimate-product/x1/edit',
    '/setting/user/edit/client/-1',
  ]) {
    test(`a malformed record id (${path}) goes to 404 without asking for the record`, async () => {
      sent.length = 0;
      await page.goto(appUrl(path));
      await expectNotFoundPage(page);
      const recordCalls = sent.filter(
        (call) =>
          call.channel !== 'services.get' &&
          (call.channel.endsWith('.get') || /"(id|shopId)":/.test(call.payload)),
      );
      expect(recordCalls).toEqual([]);
    });
  }
});
