import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PushListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export const PUSH_LIST_KEY = 'pushes.list';

/** The service's pushes; refreshed every few seconds while one is waiting or sending. */
export function usePushList(query: PushListQuery & { subdomain: string }) {
  return useQuery({
    queryKey: [PUSH_LIST_KEY, query],
    queryFn: () => call('pushes.list', query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.data.some((push) => push.state === 1 || push.state === 2) ? 3000 : false,
  });
}
