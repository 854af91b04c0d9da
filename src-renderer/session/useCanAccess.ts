import { useCallback } from 'react';
import { canAccessRoute, routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { useServiceDetail, useSubdomainInView } from './useServiceInView';
import { useSession } from './useSession';

/**
 * Whether the logged-in user may open a route of the service in view (the RouteGuard's rule),
 * so a page shows only the links and actions that lead somewhere the user may go.
 */
export function useCanAccess(): (name: RouteName) => boolean {
  const { data: user } = useSession();
  const service = useServiceDetail(useSubdomainInView(user));
  return useCallback(
    (name: RouteName) => !!user && canAccessRoute(routeByName(name), { user, service: service.data ?? null }),
    [user, service.data],
  );
}
