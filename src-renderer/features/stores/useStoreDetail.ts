import { useQuery } from '@tanstack/react-query';
import { call } from '../../bridge/call';

export const storeDetailKey = (subdomain: string, id: number) => ['stores.get', subdomain, id] as const;

export function useStoreDetail(subdomain: string, id: number) {
  return useQuery({
    queryKey: storeDetailKey(subdomain, id),
    queryFn: () => call('stores.get', { subdomain, id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
