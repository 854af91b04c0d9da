import { Navigate, Outlet, useParams } from 'react-router';
import { canAccessSubdomain, isRoleAllowed, routeByName, routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { useDocumentTitle } from './useDocumentTitle';
import { useSession } from './useSession';

/**
 * Checks one route of the shared route table against the logged-in user: a role the route
 * does not allow, or another service's subdomain, leads to 403.
 */
export function RouteGuard({ name }: { name: RouteName }) {
  const route = routeByName(name);
  const { data: user } = useSession();
  const { subdomain } = useParams();
  useDocumentTitle(route.title);

  if (!user) return null;
  if (!isRoleAllowed(route, user.role)) return <Navigate to={routePath('forbidden')} replace />;
  if (subdomain !== undefined && !canAccessSubdomain(user, subdomain)) {
    return <Navigate to={routePath('forbidden')} replace />;
  }
  return <Outlet />;
}
