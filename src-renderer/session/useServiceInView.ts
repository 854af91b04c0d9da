import { useParams } from 'react-router';
import type { CurrentUser } from '@shared/api';
import { isHeadOffice } from '@shared/routes';
import { useChannelQuery } from '../bridge/channelQuery';

/**
 * The subdomain of the service the user is working in: the route's `:subdomain`, or the own
 * service of a store or group user. Head office outside a service has none.
 */
export function useSubdomainInView(user: CurrentUser | null | undefined): string | null {
  const { subdomain } = useParams();
  if (subdomain) return subdomain;
  if (user && !isHeadOffice(user.role)) return user.service?.subdomain ?? null;
  return null;
}

/** GET /services/{subdomain} of the service in view: flags for menus and section guards. */
export function useServiceDetail(subdomain: string | null) {
  return useChannelQuery(
    'services.get',
    { idOrSubdomain: subdomain ?? '' },
    { enabled: subdomain !== null, staleTime: 60_000 },
  );
}
