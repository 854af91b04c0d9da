import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { CurrentUser, ServiceInView } from '@shared/api';
import { canAccessRoute, canAccessSubdomain, hasValidRecordIds } from '@shared/routes';
import type { RouteDefinition } from '@shared/routes';
import type { ScreenPrefetch } from '../components/routing/screenPrefetch';
import { serviceInViewQuery } from '../session/serviceInView';
import { SESSION_QUERY_KEY } from '../session/useSession';

/**
 * The router's loader of a screen that exports `prefetch`: starts the screen's first queries as
 * soon as its route is matched, where RouteGuard will let the screen open (a signed-in user whose
 * role, service and policies allow it, with well-formed record ids), and answers at once: the
 * navigation never waits for data. In a service, the service in view is known first (cached
 * once the session started: session/serviceInView.ts), so nothing is asked of a service that
 * does not exist or a screen its switches close.
 */
export function screenLoader(
  route: RouteDefinition,
  prefetch: ScreenPrefetch,
  queryClient: QueryClient,
): LoaderFunction {
  return ({ params, request }) => {
    const user = queryClient.getQueryData<CurrentUser | null>(SESSION_QUERY_KEY);
    const { subdomain } = params;
    if (!user || !hasValidRecordIds(route, params)) return null;
    const start = (service: ServiceInView | null) => {
      if (canAccessRoute(route, { user, service }))
        prefetch({ queryClient, params, url: new URL(request.url), user, service });
    };
    if (subdomain === undefined) start(null);
    else if (canAccessSubdomain(user, subdomain)) {
      // A service that cannot be found is the guard's to show (404); nothing more is asked.
      queryClient
        .ensureQueryData(serviceInViewQuery(queryClient, user, subdomain))
        .then(start, () => undefined);
    }
    return null;
  };
}
