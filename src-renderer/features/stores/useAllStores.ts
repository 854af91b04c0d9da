import { useQuery } from '@tanstack/react-query';
import type { ChannelRequest } from '@shared/ipc';
import { call } from '../../bridge/call';

export const ALL_STORES_KEY = 'stores.all';

/** Every shop under the list's filters, unpaged: what the store map shows. */
export function useAllStores(query: Omit<ChannelRequest<'stores.all'>, 'noPaginate'>) {
  return useQuery({
    queryKey: [ALL_STORES_KEY, query],
    queryFn: () => call('stores.all', { ...query, noPaginate: true }),
  });
}
