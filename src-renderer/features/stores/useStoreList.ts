import { keepPreviousData } from '@tanstack/react-query';
import type { ChannelRequest } from '@shared/ipc';
import { useChannelQuery } from '../../bridge/channelQuery';

/** One page of the store list under the given filters. */
export function useStoreList(query: ChannelRequest<'stores.list'>, enabled = true) {
  return useChannelQuery('stores.list', query, { placeholderData: keepPreviousData, enabled });
}
