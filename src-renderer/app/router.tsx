import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTES, routeByName, routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from './AppLayout';
import { ErrorLayout } from './ErrorLayout';
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

const appRouteNames = ROUTES.filter((route) => route.layout === 'app' && route.name !== 'root').map(
  (route) => route.name,
);

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
                lazy: lazyPage(PAGES.passwordChange ?? notAvailablePage),
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
            children: [{ path: routeByName('root').path, element: <RootRedirect /> }, ...appRouteNames.map(guarded)],
          },
        ],
      },
      {
        element: <ErrorLayout />,
        children: Object.entries(ERROR_PAGES).map(([name, load]) => ({
          path: routeByName(name as RouteName).path,
          lazy: lazyPage(load),
        })),
      },
      { path: '*', element: <Navigate to={routePath('notFound')} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
