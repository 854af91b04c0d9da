import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChannelRequest } from '@shared/ipc';
import { call } from '../../bridge/call';

export const STORE_LIST_KEY = 'stores.list';

/** One page of the store list under the given filters. */
export function useStoreList(query: ChannelRequest<'stores.list'>, enabled = true) {
  return useQuery({
    queryKey: [STORE_LIST_KEY, query],
    queryFn: () => call('stores.list', query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
