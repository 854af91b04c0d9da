import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectRoute, login } from './support/app';

/** The API issues 32 random bytes as base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_SHAPE = /[A-Za-z0-9_-]{40,}/;

test('after login no API token is reachable from the page', async ({ page, context }) => {
  await login(page, DEMO_ACCOUNTS.clientDemo);
  await expectRoute(page, '/service/list');

  const exposed = await page.evaluate(async () => {
    const storage = (area: Storage) =>
      Array.from({ length: area.length }, (_, index) => {
        const key = area.key(index) ?? '';
        return `${key}=${area.getItem(key) ?? ''}`;
      });
    const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((db) => db.name ?? '') : [];
    const current = await window.bridge.invoke('session.current', undefined);
    return {
      bridgeKeys: Object.keys(window.bridge).sort(),
      local: storage(localStorage),
      session: storage(sessionStorage),
      cookie: document.cookie,
      databases,
      current: JSON.stringify(current),
      html: document.documentElement.outerHTML,
    };
  });

  expect(exposed.bridgeKeys).toEqual(['invoke', 'on']);
  expect(exposed.current).toContain('client@demo.example');
  expect(exposed.current).not.toMatch(/token/i);
  for (const text of [...exposed.local, ...exposed.session, exposed.cookie, ...exposed.databases, exposed.current]) {
    expect(text).not.toMatch(TOKEN_SHAPE);
  }
  expect(exposed.html).not.toMatch(/accessToken|Bearer/);
  expect(await context.cookies()).toEqual([]);
});
