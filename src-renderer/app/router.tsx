import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { routeByName, routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from './AppLayout';
import { ErrorLayout } from './ErrorLayout';
import { PlainLayout } from './PlainLayout';
import { RequireSession } from './RequireSession';
import { RootRedirect } from './RootRedirect';
import { RouteGuard } from './RouteGuard';
import { RootRoute } from './RootRoute';

type PageModule = { default: React.ComponentType };

/** A logged-in route from the shared table: its guard, then its page, loaded lazily. */
function guarded(name: RouteName, load: () => Promise<PageModule>): RouteObject {
  return {
    path: routeByName(name).path,
    element: <RouteGuard name={name} />,
    children: [{ index: true, lazy: async () => ({ Component: (await load()).default }) }],
  };
}

function page(name: RouteName, load: () => Promise<PageModule>): RouteObject {
  return { path: routeByName(name).path, lazy: async () => ({ Component: (await load()).default }) };
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
            lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
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
              guarded('serviceList', () => import('../features/services/ServiceListPage')),
              guarded('dashboard', () => import('../features/dashboard/DashboardPage')),
            ],
          },
        ],
      },
      {
        element: <ErrorLayout />,
        children: [
          page('forbidden', () => import('../features/errors/ForbiddenPage')),
          page('notFound', () => import('../features/errors/NotFoundPage')),
          page('serverError', () => import('../features/errors/ServerErrorPage')),
        ],
      },
      { path: '*', element: <Navigate to={routePath('notFound')} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
