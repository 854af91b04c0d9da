import { keepPreviousData } from '@tanstack/react-query';
import type { NewsListQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

export function useNewsList(query: NewsListQuery & { subdomain: string }) {
  return useChannelQuery('news.list', query, { placeholderData: keepPreviousData });
}

export function useNewsDetail(subdomain: string, id: number) {
  return useChannelQuery('news.get', { subdomain, id }, { enabled: Number.isInteger(id) && id > 0 });
}

/** The store's own coupons, which its news may introduce. */
export function useOwnCoupons(subdomain: string, enabled: boolean) {
  return useChannelQuery(
    'coupons.all',
    { subdomain, noPaginate: true, sort: 'name', typeSort: 'ASC' },
    { enabled, staleTime: 60_000 },
  );
}
