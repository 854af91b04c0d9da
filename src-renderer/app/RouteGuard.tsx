import { Navigate, Outlet, useParams } from 'react-router';
import {
  canAccessRoute,
  canAccessSubdomain,
  routeByName,
  routePath,
  sectionNeedsServiceDetail,
} from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../platform/useDocumentTitle';
import { useServiceDetail, useSubdomainInView } from '../session/useServiceInView';
import { useSession } from '../session/useSession';

/**
 * Checks one route of the shared route table against the logged-in user: a role the route does
 * not allow, an area the service or the user's policies switch off, or another service's
 * subdomain leads to 403. Only an area switched by the service in view waits for its detail;
 * any other screen opens at once and loads its data alongside it.
 */
export function RouteGuard({ name }: { name: RouteName }) {
  const route = routeByName(name);
  const { data: user } = useSession();
  const { subdomain } = useParams();
  const serviceSubdomain = useSubdomainInView(user);
  const subdomainAllowed = !user || subdomain === undefined || canAccessSubdomain(user, subdomain);
  const service = useServiceDetail(subdomainAllowed ? serviceSubdomain : null);
  useDocumentTitle(route.title);

  if (!user) return null;
  if (!subdomainAllowed) return <Navigate to={routePath('forbidden')} replace />;
  if (serviceSubdomain && service.isPending && sectionNeedsServiceDetail(route.section))
    return <PageLoader />;
  if (!canAccessRoute(route, { user, service: service.data ?? null })) {
    return <Navigate to={routePath('forbidden')} replace />;
  }
  return <Outlet context={route} />;
}
