import { keepPreviousData } from '@tanstack/react-query';
import type { PushListQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

/** The service's pushes; refreshed every few seconds while one is waiting or sending. */
export function usePushList(query: PushListQuery & { subdomain: string }) {
  return useChannelQuery('pushes.list', query, {
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.data.some((push) => push.state === 1 || push.state === 2) ? 3000 : false,
  });
}
