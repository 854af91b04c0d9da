import { Navigate, Outlet, useParams } from 'react-router';
import {
  canAccessRoute,
  canAccessSubdomain,
  hasValidRecordIds,
  routeByName,
  routePath,
  sectionNeedsServiceDetail,
} from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { CallFailureNotice } from '../components/CallFailureNotice';
import { PageLoader } from '../components/PageLoader';
import { useDocumentTitle } from '../platform/useDocumentTitle';
import { useServiceDetail, useSubdomainInView } from '../session/useServiceInView';
import { useSession } from '../session/useSession';

/**
 * Checks one route of the shared route table against the logged-in user: a role the route does
 * not allow, an area the service or the user's policies switch off, or another service's
 * subdomain leads to 403; a malformed record id (`store/edit/abc`, `customer/edit/0`) or a
 * service that cannot be found leads to 404. A failed service lookup settles on its page (or
 * a retry when the API is not reached): the screen never stays mounted
 * under it, so nothing asks again.
 * Only an area switched by the service in view waits for its detail; any other screen opens at
 * once and loads its data alongside it.
 */
export function RouteGuard({ name }: { name: RouteName }) {
  const route = routeByName(name);
  const { data: user } = useSession();
  const params = useParams();
  const serviceSubdomain = useSubdomainInView(user);
  const subdomainAllowed =
    !user || params.subdomain === undefined || canAccessSubdomain(user, params.subdomain);
  const recordIdsValid = hasValidRecordIds(route, params);
  const service = useServiceDetail(subdomainAllowed && recordIdsValid ? serviceSubdomain : null);
  useDocumentTitle(route.title);

  if (!user) return null;
  if (!subdomainAllowed) return <Navigate to={routePath('forbidden')} replace />;
  if (!recordIdsValid) return <Navigate to={routePath('notFound')} replace />;
  if (serviceSubdomain && service.isError) {
    return <CallFailureNotice error={service.error} onRetry={() => void service.refetch()} />;
  }
  if (serviceSubdomain && service.isPending && sectionNeedsServiceDetail(route.section))
    return <PageLoader />;
  if (!canAccessRoute(route, { user, service: service.data ?? null })) {
    return <Navigate to={routePath('forbidden')} replace />;
  }
  return <Outlet context={route} />;
}
