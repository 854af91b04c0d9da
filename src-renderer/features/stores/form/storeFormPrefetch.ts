import { prefetchChannel } from '../../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../../components/routing/screenPrefetch';

/**
 * What the shop form asks as it opens (StoreInfoFields, AddressFields): the service's groups,
 * genres and tags, the prefectures. Asked as the route is matched, so the edit screen has them
 * with its shop instead of asking them once the shop has answered.
 */
export const storeFormPrefetch: ScreenPrefetch = ({ queryClient, params }) => {
  const subdomain = params.subdomain ?? '';
  prefetchChannel(queryClient, 'groups.all', { subdomain, noPaginate: true });
  prefetchChannel(queryClient, 'genres.list', {}, { staleTime: Infinity });
  prefetchChannel(queryClient, 'serviceTags.all', { subdomain, noPaginate: true }, { staleTime: 60_000 });
  prefetchChannel(queryClient, 'address.prefectures', undefined, { staleTime: Infinity });
};
