import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export const NEWS_LIST_KEY = 'news.list';

export function useNewsList(query: NewsListQuery & { subdomain: string }) {
  return useQuery({
    queryKey: [NEWS_LIST_KEY, query],
    queryFn: () => call('news.list', query),
    placeholderData: keepPreviousData,
  });
}

export function useNewsDetail(subdomain: string, id: number) {
  return useQuery({
    queryKey: ['news.get', subdomain, id],
    queryFn: () => call('news.get', { subdomain, id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The store's own coupons, which its news may introduce. */
export function useOwnCoupons(subdomain: string, enabled: boolean) {
  return useQuery({
    queryKey: ['coupons.all', subdomain],
    queryFn: () => call('coupons.all', { subdomain, noPaginate: true, sort: 'name', typeSort: 'ASC' }),
    enabled,
    staleTime: 60_000,
  });
}
