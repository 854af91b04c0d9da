import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { ROLE_CLIENT, ROLE_MASTER } from '../../src-shared/constants/roles';
import { isRoleAllowed, routePath, ROUTES } from '../../src-shared/routes';
import type { RouteDefinition, RouteName } from '../../src-shared/routes';
import { startStandInBackend } from '../fixtures/stand-in-backend/stand-in-backend';
import type { StandInBackend } from '../fixtures/stand-in-backend/stand-in-backend';
import { appUrl, login } from './support/app';
import { startDevHostProcess } from './support/dev-host-process';
import type { DevHostProcess } from './support/dev-host-process';
import { demoRouteParams, ROLE_ACCOUNTS } from './support/route-params';

/**
 * Issue 24: every route, opened as each role that may open it, renders its screen against a
 * backend that answers only what spec section 7 shows (tests/fixtures/stand-in-backend over the
 * reference server: numeric job ids, a login answering only the token, the account and service
 * detail as the spec shows them, every other answer cut to what the console requires, no 202, no
 * 409, no dry run, files and images on a second origin) as it does against the reference server.
 * The address service is a third origin (AddressBaseUrl) and the images' host is allowed by
 * ImageHosts. One browser context per role and host.
 */

/** What a screen shows, to compare the two backends by (not the data, which the live demo changes). */
interface ScreenShape {
  route: string;
  heading: string;
  errors: string[];
}

const ERROR_PAGES = ['/403', '/404', '/500'];
/** Screens of the reference server's own areas beyond spec §7 (会計ソフト連携, 操作ログ): a §7 backend has no such API. */
const BEYOND_SPEC_ROUTES: readonly string[] = [
  'accountingExport',
  'accountingSettings',
  'auditLogList',
  'auditLogDetail',
];

let backend: StandInBackend;
let standInHost: DevHostProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const upstream = process.env.E2E_API_URL;
  if (!upstream) throw new Error('E2E_API_URL is not set');
  backend = await startStandInBackend({ upstream });
  const downloads = mkdtempSync(path.join(tmpdir(), 'console-standin-'));
  const { CONSOLE_API_URL: _ignored, ...env } = process.env;
  standInHost = await startDevHostProcess(['--downloads', downloads, '--uploads', downloads], {
    ...env,
    CONSOLE_API_URL: backend.apiBaseUrl,
    CONSOLE_ADDRESS_URL: `${new URL(upstream).origin}/address/v1`,
    CONSOLE_IMAGE_HOSTS: backend.fileOrigin,
  });
});

test.afterAll(async () => {
  await standInHost?.stop();
  await backend?.close();
});

/**
 * Waits, frame by frame, until the screen shows a heading of its own (a screen's h2, or the h1
 * of the 403/404 page, which shows in the logged-in layout) and no loader is left.
 */
async function waitForScreen(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      const heading = main?.querySelector('h1:not([data-left]), h2:not([data-left])');
      const loading = [...(main?.querySelectorAll('[role="status"]') ?? [])].some((status) =>
        status.textContent?.includes('読み込み中'),
      );
      return heading instanceof HTMLElement && heading.checkVisibility() && !loading;
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
}

/** Opens a route by the hash router (the app stays loaded) and reads what it settled on. */
async function openScreen(page: Page, path: string): Promise<ScreenShape> {
  // The screen left behind keeps its heading until the next one mounts: mark it, wait for a new one.
  await page.evaluate((hash) => {
    for (const heading of document.querySelectorAll('main h1, main h2'))
      heading.setAttribute('data-left', '');
    window.location.hash = hash;
  }, path);
  await waitForScreen(page);
  return page.evaluate(() => ({
    route: window.location.hash.replace(/^#/, '').replace(/\?.*$/, ''),
    heading: document.querySelector('main :is(h1, h2):not([data-left])')?.textContent?.trim() ?? '',
    // Error alerts, and failed loads (their notice offers a retry); not the screens' own notices.
    errors: [
      ...document.querySelectorAll('main [data-alert-type="error"], main [role="alert"]:has(button)'),
    ].map((alert) => alert.textContent?.trim() ?? ''),
  }));
}

async function loggedInPage(browser: Browser, email: string, base: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email, undefined, base);
  await expect(page).not.toHaveURL(/#\/login/);
  // The landing screen settles first, so its heading is the one the first route leaves behind.
  await waitForScreen(page);
  return page;
}

function routesOf(role: number): RouteDefinition[] {
  return ROUTES.filter(
    (route) =>
      route.layout === 'app' &&
      route.name !== 'root' &&
      !BEYOND_SPEC_ROUTES.includes(route.name) &&
      !ERROR_PAGES.includes(route.path) &&
      isRoleAllowed(route, role as never),
  );
}

for (const { role, label, email } of ROLE_ACCOUNTS) {
  test(`every route ${label} may open renders against the spec-minimal backend as against the reference server`, async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const paramsOf = await demoRouteParams(role, email);
    const referencePage = await loggedInPage(browser, email, appUrl('/login'));
    const standInPage = await loggedInPage(browser, email, appUrl('/login', standInHost.url));
    const asked = backend.requests.length;
    const differences: string[] = [];
    for (const route of routesOf(role)) {
      const params = await paramsOf(route);
      // The demo data has no such record this role may open (a store without EC payments).
      if (params === null) continue;
      const path = routePath(route.name as RouteName, params);
      const [reference, standIn] = await Promise.all([
        openScreen(referencePage, path),
        openScreen(standInPage, path),
      ]);
      if (ERROR_PAGES.includes(reference.route) || reference.errors.length > 0)
        differences.push(
          `${path}: the reference server itself shows ${reference.route} ${reference.errors.join(' ')}`,
        );
      if (JSON.stringify(standIn) !== JSON.stringify(reference))
        differences.push(
          `${path}: reference ${JSON.stringify(reference)} / stand-in ${JSON.stringify(standIn)}`,
        );
    }
    expect(differences).toEqual([]);
    if (role === ROLE_MASTER || role === ROLE_CLIENT) {
      expect(backend.requests.slice(asked).some((request) => /^services\/\d+$/.test(request.path))).toBe(
        true,
      );
    }
    await referencePage.context().close();
    await standInPage.context().close();
  });
}

test('the stand-in saw only calls the console makes, cut to the spec, and its file host never got a token', () => {
  expect(backend.problems).toEqual([]);
  expect(backend.fileRequests.length).toBeGreaterThan(0);
  expect(backend.fileRequests.filter((request) => request.authorization !== null)).toEqual([]);
  // Services were asked for by their record ids only (head office; store and group read their account).
  const serviceDetails = backend.requests.filter((request) => /^services\/[^/]+$/.test(request.path));
  expect(serviceDetails.filter((request) => !/^services\/\d+$/.test(request.path))).toEqual([]);
});
