import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTES, routeByName, routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from './AppLayout';
import { ErrorLayout } from './ErrorLayout';
import { ErrorPageLayout } from './ErrorPageLayout';
import { ERROR_PAGES, notAvailablePage, PAGES } from './pages';
import type { PageModule } from './pages';
import { PlainLayout } from './PlainLayout';
import { RequireSession } from './RequireSession';
import { RootRedirect } from './RootRedirect';
import { RootRoute } from './RootRoute';
import { RouteGuard } from './RouteGuard';

function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** A logged-in route from the shared table: its guard, then its page, loaded lazily. */
function guarded(name: RouteName): RouteObject {
  return {
    path: routeByName(name).path,
    element: <RouteGuard name={name} />,
    children: [{ index: true, lazy: lazyPage(PAGES[name] ?? notAvailablePage) }],
  };
}

/** The logged-in routes; the 403 and 404 pages (no login needed) have their own layout below. */
const appRouteNames = ROUTES.filter(
  (route) => route.layout === 'app' && route.roles !== null && route.name !== 'root',
).map((route) => route.name);

function errorPage(name: keyof typeof ERROR_PAGES): RouteObject {
  return { path: routeByName(name).path, lazy: lazyPage(ERROR_PAGES[name]) };
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PlainLayout />,
        children: [
          {
            path: routeByName('login').path,
            lazy: lazyPage(async () => ({ default: (await import('../features/auth/LoginPage')).LoginPage })),
          },
          {
            element: <RequireSession />,
            children: [
              {
                path: routeByName('passwordChange').path,
                lazy: lazyPage(() => import('../features/auth/PasswordChangePage')),
              },
            ],
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: routeByName('root').path, element: <RootRedirect /> },
              ...appRouteNames.map(guarded),
            ],
          },
        ],
      },
      { element: <ErrorPageLayout />, children: [errorPage('forbidden'), errorPage('notFound')] },
      { element: <ErrorLayout />, children: [errorPage('serverError')] },
      { path: '*', element: <Navigate to={routePath('notFound')} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
