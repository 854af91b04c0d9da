import type { RouteName } from '@shared/routes';

/**
 * The logged-in shell, the table of screens and what every screen needs (screenSetup.ts) load
 * lazily: the console starts with its login form only.
 */
export const loadPages = () => import('./pages');
export const loadScreenSetup = () => import('./screenSetup');
export const loadRequireSession = () => import('./RequireSession');
export const loadAppLayout = () => import('./AppLayout');
/** The 403 and 404 pages' layout: the logged-in shell for a signed-in user. */
export const loadErrorPageLayout = () => import('./ErrorPageLayout');

/** Where sign-in leads (homeRoute in @shared/routes): head office's service list, the shops' dashboard. */
const LANDING_ROUTES = ['serviceList', 'dashboard'] as const satisfies readonly RouteName[];

/**
 * Fetched in the background while the login form shows: the shell, the screens' setup and the
 * screens users land on, so that signing in waits for the server alone.
 */
export function prefetchSignedIn(): void {
  const landings = async () => {
    const { PAGES } = await loadPages();
    await Promise.all(LANDING_ROUTES.map((name) => PAGES[name]?.()));
  };
  // A failed fetch is tried again when the screen is opened.
  for (const load of [loadScreenSetup, loadRequireSession, loadAppLayout, landings])
    load().catch(() => undefined);
}
