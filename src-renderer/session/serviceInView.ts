import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, ServiceInView } from '@shared/api';
import { DISABLE } from '@shared/constants';
import { ja } from '@shared/messages/start';
import { isHeadOffice } from '@shared/routes';
import { call, CallError } from '../bridge/call';
import { channelKey, channelQuery } from '../bridge/channelQuery';

const SERVICE_LOOKUP_STALE_MS = 60_000;

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
function serviceLookup(queryClient: QueryClient, fresh: boolean) {
  return queryClient.fetchQuery(
    channelQuery(
      'lookups.services',
      { noPaginate: true },
      {
        staleTime: fresh ? 0 : SERVICE_LOOKUP_STALE_MS,
        // The service query that asks for it retries as configured; retrying here too would multiply.
        retry: false,
      },
    ),
  );
}

/**
 * The record id of a head office's service: from the account when it names it, else the service
 * list (asked again once when a cached list does not have it: the service may be new).
 */
async function serviceIdOf(queryClient: QueryClient, user: CurrentUser, subdomain: string): Promise<number> {
  if (user.service?.subdomain === subdomain && user.service.id !== undefined) return user.service.id;
  const wasCached = queryClient.getQueryData(serviceLookupQueryKey) !== undefined;
  const bySubdomain = (list: { data: { id: number; subdomain: string }[] }) =>
    list.data.find((service) => service.subdomain === subdomain);
  const found =
    bySubdomain(await serviceLookup(queryClient, false)) ??
    (wasCached ? bySubdomain(await serviceLookup(queryClient, true)) : undefined);
  if (!found) throw noSuchService();
  return found.id;
}

/**
 * The service in view: GET /services/{id} by its record id for head office (spec sections 2
 * and 7), the account's own service for store and group. An unknown subdomain fails as 404.
 */
export async function loadServiceInView(
  queryClient: QueryClient,
  user: CurrentUser,
  subdomain: string,
): Promise<ServiceInView> {
  if (!isHeadOffice(user.role)) return ownService(user, subdomain);
  const id = await serviceIdOf(queryClient, user, subdomain);
  const detail = await call('services.get', { id });
  return { ...detail, id, subdomain };
}
