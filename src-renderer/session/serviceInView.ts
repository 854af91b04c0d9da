import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, ServiceDetail, ServiceInView, ServiceLookupItem } from '@shared/api';
import { DISABLE } from '@shared/constants';
import { ja } from '@shared/messages/start';
import { isHeadOffice } from '@shared/routes';
import { call, CallError } from '../bridge/call';
import { channelKey, channelQuery } from '../bridge/channelQuery';

const SERVICE_STALE_MS = 60_000;

/** The cache key of the service in view (its flags), by the subdomain the route names. */
export function serviceInViewQueryKey(subdomain: string | null) {
  return ['services.get', { subdomain }] as const;
}

/** The lookup that finds a service's record id from its subdomain (GET /services, noPaginate). */
export const serviceLookupQueryKey = channelKey('lookups.services', { noPaginate: true });

function noSuchService(): CallError {
  return new CallError({ status: 404, kind: 'http', message: ja.errors.notFound, errors: [] });
}

/**
 * The service a store or group user works in, from their own account: its shop-side flags are
 * there (spec section 3), and the head-office-only areas do not concern them. No call.
 */
function ownService(user: CurrentUser, subdomain: string): ServiceInView {
  const service = user.service;
  if (!service || service.subdomain !== subdomain) throw noSuchService();
  return {
    ...service,
    subdomain,
    enableTopSetting: DISABLE,
    enableCustomerSetting: DISABLE,
  };
}

/** The services the caller may open (GET /services, noPaginate); `fresh` asks again whatever the cache holds. */
function lookupQuery(fresh = false) {
  return channelQuery(
    'lookups.services',
    { noPaginate: true },
    {
      staleTime: fresh ? 0 : SERVICE_STALE_MS,
      // The service query that asks for it retries as configured; retrying here too would multiply.
      retry: false,
    },
  );
}

/**
 * A head office's service of the lookup (asked again once when a cached list does not have it:
 * the service may be new).
 */
async function lookedUp(queryClient: QueryClient, subdomain: string): Promise<ServiceLookupItem> {
  const wasCached = queryClient.getQueryData(serviceLookupQueryKey) !== undefined;
  const bySubdomain = (list: { data: ServiceLookupItem[] }) =>
    list.data.find((service) => service.subdomain === subdomain);
  const found =
    bySubdomain(await queryClient.fetchQuery(lookupQuery())) ??
    (wasCached ? bySubdomain(await queryClient.fetchQuery(lookupQuery(true))) : undefined);
  if (!found) throw noSuchService();
  return found;
}

/**
 * The detail of a service as the lookup gives it, when it does (the reference server's extra:
 * the switches of GET /services/{id}); else null, and the detail is asked for.
 */
function detailOfLookup(item: ServiceLookupItem): ServiceDetail | null {
  const { enableTopSetting, enableCustomerSetting, enableTrailCalc } = item;
  if (enableTopSetting === undefined || enableCustomerSetting === undefined || enableTrailCalc === undefined)
    return null;
  return {
    id: item.id,
    name: item.name,
    subdomain: item.subdomain,
    enableTopSetting,
    enableCustomerSetting,
    enableTrailCalc,
    enableCouponSetting: item.enableCouponSetting ?? DISABLE,
    enableNotificationSetting: item.enableNotificationSetting ?? DISABLE,
    enableGallerySetting: item.enableGallerySetting ?? DISABLE,
    enableMenuSetting: item.enableMenuSetting ?? DISABLE,
  };
}

/**
 * The service in view: the account's own service for store and group; for head office its
 * detail, GET /services/{id} by its record id (spec sections 2 and 7): the id from the account
 * when it names the service (a client's own), else from the lookup, which is enough by itself
 * when it carries the detail's switches. An unknown subdomain fails as 404.
 */
export async function loadServiceInView(
  queryClient: QueryClient,
  user: CurrentUser,
  subdomain: string,
): Promise<ServiceInView> {
  if (!isHeadOffice(user.role)) return ownService(user, subdomain);
  let id = user.service?.subdomain === subdomain ? user.service.id : undefined;
  if (id === undefined) {
    const item = await lookedUp(queryClient, subdomain);
    const detail = detailOfLookup(item);
    if (detail) return { ...detail, subdomain };
    id = item.id;
  }
  const detail = await call('services.get', { id });
  return { ...detail, id, subdomain };
}

/** The query of the service in view (useServiceDetail, and the prefetch below). */
export function serviceInViewQuery(
  queryClient: QueryClient,
  user: CurrentUser | null | undefined,
  subdomain: string | null,
) {
  return queryOptions({
    queryKey: serviceInViewQueryKey(subdomain),
    // eslint-disable-next-line no-restricted-syntax -- a lookup over two channels (the service's id, then its detail), not one channel's answer
    queryFn: () => {
      if (!user || subdomain === null) throw new Error('no service in view');
      return loadServiceInView(queryClient, user, subdomain);
    },
    enabled: subdomain !== null && !!user,
    staleTime: SERVICE_STALE_MS,
    retryOnMount: false,
  });
}

/**
 * Asked for once the session is known, so that opening a service's screen waits for none of it:
 * a client's own service's detail; master's lookup of the services (with the reference server,
 * every service's detail in one answer). Store and group users have theirs in the account.
 */
export function prefetchServicesInView(queryClient: QueryClient, user: CurrentUser): void {
  if (!isHeadOffice(user.role)) return;
  const own = user.service;
  const prefetch =
    own?.id !== undefined
      ? queryClient.prefetchQuery(serviceInViewQuery(queryClient, user, own.subdomain))
      : queryClient.prefetchQuery(lookupQuery());
  void prefetch;
}
