import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export const storeDetailKey = (subdomain: string, id: number) => channelKey('stores.get', { subdomain, id });

export function useStoreDetail(subdomain: string, id: number) {
  return useChannelQuery('stores.get', { subdomain, id }, { enabled: Number.isInteger(id) && id > 0 });
}
