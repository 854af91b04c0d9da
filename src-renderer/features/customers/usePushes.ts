import { keepPreviousData } from '@tanstack/react-query';
import type { PushListQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

/** A page of the service's pushes as PushList asks it (10 a page). */
export const pushListQuery = (subdomain: string, page: number) => ({ subdomain, page, limit: 10 });

/** The service's pushes; refreshed every few seconds while one is waiting or sending. */
export function usePushList(query: PushListQuery & { subdomain: string }) {
  return useChannelQuery('pushes.list', query, {
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.data.some((push) => push.state === 1 || push.state === 2) ? 3000 : false,
  });
}
