import type { QueryClient } from '@tanstack/react-query';
import { prefetchChannel } from '../../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../../components/routing/screenPrefetch';

/**
 * The service's lookups a shop's fields choose from (the store list's filters, the shop form's
 * StoreInfoFields and AddressFields): genres, tags, prefectures, and the groups where the screen
 * shows them (head office).
 */
export function prefetchStoreLookups(queryClient: QueryClient, subdomain: string, withGroups: boolean): void {
  if (withGroups) prefetchChannel(queryClient, 'groups.all', { subdomain, noPaginate: true });
  prefetchChannel(queryClient, 'genres.list', {}, { staleTime: Infinity });
  prefetchChannel(queryClient, 'serviceTags.all', { subdomain, noPaginate: true }, { staleTime: 60_000 });
  prefetchChannel(queryClient, 'address.prefectures', undefined, { staleTime: Infinity });
}

/**
 * What the shop form asks as it opens (StoreInfoFields, AddressFields): the service's groups,
 * genres and tags, the prefectures. Asked as the route is matched, so the edit screen has them
 * with its shop instead of asking them once the shop has answered.
 */
export const storeFormPrefetch: ScreenPrefetch = ({ queryClient, params }) =>
  prefetchStoreLookups(queryClient, params.subdomain ?? '', true);
