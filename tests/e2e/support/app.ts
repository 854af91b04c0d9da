import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass-2026!';

export const DEMO_ACCOUNTS = {
  master: 'master@demo.example',
  clientDemo: 'client@demo.example',
  store: 'store@demo.example',
  group: 'group@demo.example',
  clientSample: 'client@sample.example',
} as const;

/**
 * The dev host's page URL (with its per-run token), pointed at a route of the hash router; by
 * default the host the global set-up started, else the host whose page is `base`.
 */
export function appUrl(path: string, base = process.env.E2E_APP_URL): string {
  if (!base) throw new Error('E2E_APP_URL is not set: the global set-up did not start the dev host');
  const url = new URL(base);
  url.hash = path;
  return url.toString();
}

/**
 * The session lives in main, as in the desktop app, so it outlives a browser context: each test
 * starts by logging out whoever the previous test left logged in.
 */
export async function resetSession(page: Page, base?: string): Promise<void> {
  await page.goto(appUrl('/login', base));
  // The browser bridge is installed once its WebSocket is open, a moment after the page loads.
  await page.waitForFunction(() => typeof window.bridge?.invoke === 'function');
  await page.evaluate(() => window.bridge.invoke('session.logout', undefined));
}

export async function login(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  base?: string,
): Promise<void> {
  await resetSession(page, base);
  await page.goto(appUrl('/login', base));
  await page.reload();
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

export async function expectRoute(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
}
