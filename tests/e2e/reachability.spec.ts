import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { CurrentUser, ServiceDetail } from '../../src-shared/api';
import { ROUTES, canAccessRoute, homeRoute, isHeadOffice, routePath } from '../../src-shared/routes';
import type { RouteDefinition } from '../../src-shared/routes';
import { ja } from '../../src-shared/messages';
import { apiGet } from './support/api';
import { DEMO_ACCOUNTS, expectRoute, login } from './support/app';

/**
 * The desktop window has no address bar: every screen a role may open must be reached by clicks
 * from that role's landing page. The routes come from the shared route table and the access rules
 * (src-shared/routes), so a route added later without a way in fails here.
 *
 * The walk is depth first over the console's own links: on each screen it gathers the links
 * (`a[href^="#/"]`), also those inside row menus (buttons with aria-haspopup="menu"), opens the
 * first link to each screen it has not seen yet by clicking it, walks that screen, and comes back
 * with the window's Back (Alt+← in the desktop app). A screen is a route with the names of its
 * query parameters (a group user's store settings before and after picking a shop differ); one
 * record per route is enough.
 */

const ROLES = [
  { role: 'master', email: DEMO_ACCOUNTS.master },
  { role: 'client', email: DEMO_ACCOUNTS.clientDemo },
  { role: 'store', email: DEMO_ACCOUNTS.store },
  { role: 'group', email: DEMO_ACCOUNTS.group },
] as const;

/** Screens reached only through a flow of their own (the forced password change) or that only redirect. */
const NOT_WALKED = new Set(['root', 'passwordChange']);

function routePattern(route: RouteDefinition): RegExp {
  const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?#]+');
  return new RegExp(`^${source}$`);
}

const PATTERNS = ROUTES.map((route) => ({ route, pattern: routePattern(route) }));

function routeOf(path: string): RouteDefinition | undefined {
  const pathname = path.split('?')[0] ?? '';
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** The screen a link opens: its route, and which query parameters it carries (not their values). */
function screenOf(href: string): { route: string; screen: string } | null {
  const path = href.replace(/^#/, '');
  const route = routeOf(path);
  if (!route) return null;
  const names = [...new URLSearchParams(path.split('?')[1] ?? '').keys()].sort();
  return { route: route.name, screen: [route.name, ...names].join('?') };
}

async function demoServiceDetail(email: string): Promise<ServiceDetail | null> {
  const { data: services } = await apiGet<{ data: { id: number; subdomain: string }[] }>(
    email,
    'services?noPaginate=1',
  );
  const demo = services.find((candidate) => candidate.subdomain === 'demo');
  if (!demo) return null;
  return (await apiGet<{ data: ServiceDetail }>(email, `services/${demo.id}`)).data;
}

const DEMO_SERVICE = '/service/demo/';

function currentPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}

interface Way {
  href: string;
  /** The row menu to open first: its trigger's index among the page's menu triggers. */
  menu: number | null;
}

async function linksOnPage(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="#/"]:visible')
    .evaluateAll((anchors) =>
      anchors
        .filter((anchor) => !anchor.closest('[role="menu"]'))
        .map((anchor) => anchor.getAttribute('href') ?? ''),
    );
}

const shell = { explored: false };

/**
 * Records a list is tried with, one after the other while each leads somewhere new: the first
 * shop of the list may have no contracts yet (a shop another test just imported).
 */
const LIST_TRIES = 5;
/** Row menus opened per screen: enough rows for LIST_TRIES records. */
const ROW_MENUS = 6;

/**
 * The ways to each screen not yet seen, among the page's links and its row menus' links: the
 * first of each, and for a list a few more (other records' lists) to try in turn.
 */
async function waysOut(page: Page, seen: ReadonlySet<string>): Promise<Map<string, Way[]>> {
  const ways = new Map<string, Way[]>();
  const consider = (hrefs: string[], menu: number | null) => {
    for (const href of hrefs) {
      const target = screenOf(href);
      // Head office walks the demo service, the one whose flags the expected routes were read with.
      const otherService = href.startsWith('#/service/') && !href.startsWith(`#${DEMO_SERVICE}`);
      if (!target || otherService || seen.has(target.screen)) continue;
      const known = ways.get(target.screen) ?? [];
      const tries = /\/list(\/|-|$)/.test(href.split('?')[0] ?? '') ? LIST_TRIES : 1;
      if (known.length < tries && !known.some((way) => way.href === href)) {
        ways.set(target.screen, [...known, { href, menu }]);
      }
    }
  };
  consider(await linksOnPage(page), null);
  const triggers = page.locator('[aria-haspopup="menu"]:visible');
  // The shell's menus (the user panel) are the same on every screen: opened on the first only.
  const inShell = await triggers.evaluateAll((elements) =>
    elements.map((element) => !element.closest('main')),
  );
  // Row menus from the last row up: the newest records (what other tests just made, a shop
  // without contracts) come first in a list, the demo's own, full ones last.
  const shellMenus = inShell.flatMap((outside, index) => (outside && !shell.explored ? [index] : []));
  const rowMenus = inShell
    .flatMap((outside, index) => (outside ? [] : [index]))
    .reverse()
    .slice(0, ROW_MENUS);
  for (const index of [...shellMenus, ...rowMenus]) {
    await triggers.nth(index).click();
    const dropdown = page.locator('[role="menu"]:visible');
    await expect(dropdown).toBeVisible();
    consider(
      await dropdown
        .locator('a[href^="#/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')),
      index,
    );
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
  }
  shell.explored = true;
  return ways;
}

async function follow(page: Page, way: Way): Promise<void> {
  if (way.menu !== null) await page.locator('[aria-haspopup="menu"]:visible').nth(way.menu).click();
  const scope = way.menu !== null ? page.locator('[role="menu"]:visible') : page;
  await scope.locator(`a[href="${way.href}"]:visible`).first().click();
  await expectRoute(page, way.href.replace(/^#/, '').split('?')[0] ?? '');
}

/** The screen has drawn its content (not the loader): its title is up and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-navigating]')).toHaveCount(0);
  await expect(page.locator('main h2').first()).toBeVisible();
  await expect(page.locator('main').getByText(ja.app.loading, { exact: true })).toHaveCount(0);
}

/** Walks from the current screen; `seen` holds screens, `reached` the routes they belong to. */
async function walk(page: Page, seen: Set<string>, reached: Set<string>): Promise<void> {
  await settled(page);
  const ways = await waysOut(page, seen);
  for (const [screen, tries] of ways) {
    if (seen.has(screen)) continue;
    seen.add(screen);
    const here = currentPath(page);
    for (const way of tries) {
      const before = seen.size;
      await follow(page, way);
      reached.add(screenOf(way.href)?.route ?? '');
      await walk(page, seen, reached);
      await page.goBack();
      await expectRoute(page, here.split('?')[0] ?? '');
      // Another record of a list is tried while the last one led somewhere new.
      if (seen.size === before) break;
    }
  }
}

for (const { role, email } of ROLES) {
  test(`the ${role} reaches every screen the role may open by clicks from the landing page`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { data: user } = await apiGet<{ data: CurrentUser }>(email, 'account');
    // Head office works in the demo service; store and group in their own (their flags are on the user).
    const service = isHeadOffice(user.role) ? await demoServiceDetail(email) : null;
    const expected = ROUTES.filter(
      (route) =>
        route.layout === 'app' &&
        route.roles !== null &&
        !NOT_WALKED.has(route.name) &&
        canAccessRoute(route, { user, service }),
    ).map((route) => route.name);

    shell.explored = false;
    await login(page, email);
    const home = homeRoute(user);
    await expectRoute(page, routePath(home.name, home.params));
    const reached = new Set<string>([home.name]);
    await walk(page, new Set([home.name]), reached);
    // On failure the message lists the routes reached, in the order they were reached.
    expect(
      expected.filter((name) => !reached.has(name)),
      `reached: ${[...reached].join(' → ')}`,
    ).toEqual([]);
  });
}
