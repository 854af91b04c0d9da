import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTES, routeByName, routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { LoginPage } from '../features/auth/LoginPage';
import { PageLoader } from '../components/PageLoader';
import { ErrorLayout } from './ErrorLayout';
import {
  loadAppLayout,
  loadErrorPageLayout,
  loadPages,
  loadRequireSession,
  loadScreenSetup,
} from './lazyShell';
import type { PageLoader as ScreenLoader, PageModule } from './pages';
import { PlainLayout } from './PlainLayout';
import { RootRedirect } from './RootRedirect';
import { RootRoute } from './RootRoute';
import { RouteGuard } from './RouteGuard';
import { screenLoader } from './screenLoader';

/** A screen's code, with what every screen but the login form needs (see screenSetup.ts). */
function withScreenSetup(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadScreenSetup()]);
    return { Component };
  };
}

type ScreenTable = Awaited<ReturnType<typeof loadPages>>;

async function screenModule(pick: (table: ScreenTable) => ScreenLoader | undefined): Promise<PageModule> {
  const table = await loadPages();
  return (pick(table) ?? table.notAvailablePage)();
}

/** A screen of the table of screens (pages.ts, itself loaded with the first screen). */
function screen(pick: (table: ScreenTable) => ScreenLoader | undefined): RouteObject['lazy'] {
  return withScreenSetup(async () => (await screenModule(pick)).default);
}

/**
 * A logged-in screen of the table, with its module's `prefetch` (when it has one) as the route's
 * loader: its first queries start as the route is matched (screenLoader.ts).
 */
function guardedScreen(name: RouteName, queryClient: QueryClient): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([screenModule((table) => table.PAGES[name]), loadScreenSetup()]);
    const { prefetch } = module;
    return prefetch
      ? { Component: module.default, loader: screenLoader(routeByName(name), prefetch, queryClient) }
      : { Component: module.default };
  };
}

/** The session check of every logged-in route (it reads the password's expiry with Tokyo's calendar). */
const requireSession: RouteObject['lazy'] = async () => ({
  Component: (await loadRequireSession()).RequireSession,
});

/** A logged-in route from the shared table: its guard, then its page, loaded lazily. */
function guarded(name: RouteName, queryClient: QueryClient): RouteObject {
  return {
    path: routeByName(name).path,
    element: <RouteGuard name={name} />,
    children: [{ index: true, lazy: guardedScreen(name, queryClient) }],
  };
}

/** The logged-in routes; the 403 and 404 pages (no login needed) have their own layout below. */
const appRouteNames = ROUTES.filter(
  (route) => route.layout === 'app' && route.roles !== null && route.name !== 'root',
).map((route) => route.name);

/** An error page (403, 404, system error); its code is in the table of screens like the others. */
function errorPage(name: keyof ScreenTable['ERROR_PAGES']): RouteObject {
  return { path: routeByName(name).path, lazy: screen((table) => table.ERROR_PAGES[name]) };
}

/** The console's routes; the screens' loaders start their queries in `queryClient` (screenLoader.ts). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <PlainLayout />,
          children: [
            // The screen the console starts with: in the first script, with its styles (startConsole.tsx).
            { path: routeByName('login').path, Component: LoginPage },
            {
              lazy: requireSession,
              children: [
                {
                  path: routeByName('passwordChange').path,
                  lazy: screen((table) => table.PLAIN_PAGES.passwordChange),
                },
              ],
            },
          ],
        },
        {
          lazy: requireSession,
          children: [
            {
              lazy: withScreenSetup(async () => (await loadAppLayout()).AppLayout),
              children: [
                { path: routeByName('root').path, element: <RootRedirect /> },
                ...appRouteNames.map((name) => guarded(name, queryClient)),
              ],
            },
          ],
        },
        {
          lazy: withScreenSetup(async () => (await loadErrorPageLayout()).ErrorPageLayout),
          children: [errorPage('forbidden'), errorPage('notFound')],
        },
        { element: <ErrorLayout />, children: [errorPage('serverError')] },
        { path: '*', element: <Navigate to={routePath('notFound')} replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter(appRoutes(queryClient));
}
