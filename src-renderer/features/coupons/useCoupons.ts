import { keepPreviousData } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CouponListQuery } from '@shared/api';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';
import { prefetchChannel } from '../../components/routing/screenPrefetch';

export const couponDetailKey = (subdomain: string, id: number) =>
  channelKey('coupons.get', { subdomain, id });

export function useCouponList(query: CouponListQuery & { subdomain: string }) {
  return useChannelQuery('coupons.list', query, { placeholderData: keepPreviousData });
}

const allCouponsRequest = (subdomain: string) =>
  ({ subdomain, noPaginate: true, sort: 'name', typeSort: 'ASC' }) as const;
const ALL_COUPONS_STALE_MS = 60_000;

/** Every coupon the user may see, for the pickers of the usage screens. */
export function useAllCoupons(subdomain: string) {
  return useChannelQuery('coupons.all', allCouponsRequest(subdomain), { staleTime: ALL_COUPONS_STALE_MS });
}

/** What useAllCoupons asks, asked by a screen's prefetch as its route is matched. */
export function prefetchAllCoupons(queryClient: QueryClient, subdomain: string): void {
  prefetchChannel(queryClient, 'coupons.all', allCouponsRequest(subdomain), {
    staleTime: ALL_COUPONS_STALE_MS,
  });
}

export function useCouponDetail(subdomain: string, id: number) {
  return useChannelQuery('coupons.get', { subdomain, id }, { enabled: Number.isInteger(id) && id > 0 });
}
