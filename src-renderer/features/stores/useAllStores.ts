import type { ChannelRequest } from '@shared/ipc';
import { useChannelQuery } from '../../bridge/channelQuery';

/** Every shop under the list's filters, unpaged: what the store map shows. */
export function useAllStores(query: Omit<ChannelRequest<'stores.all'>, 'noPaginate'>) {
  return useChannelQuery('stores.all', { ...query, noPaginate: true });
}
