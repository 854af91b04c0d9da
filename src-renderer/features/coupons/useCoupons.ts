import { keepPreviousData } from '@tanstack/react-query';
import type { CouponListQuery } from '@shared/api';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';

export const couponDetailKey = (subdomain: string, id: number) =>
  channelKey('coupons.get', { subdomain, id });

export function useCouponList(query: CouponListQuery & { subdomain: string }) {
  return useChannelQuery('coupons.list', query, { placeholderData: keepPreviousData });
}

/** Every coupon the user may see, for the pickers of the usage screens. */
export function useAllCoupons(subdomain: string) {
  return useChannelQuery(
    'coupons.all',
    { subdomain, noPaginate: true, sort: 'name', typeSort: 'ASC' },
    { staleTime: 60_000 },
  );
}

export function useCouponDetail(subdomain: string, id: number) {
  return useChannelQuery('coupons.get', { subdomain, id }, { enabled: Number.isInteger(id) && id > 0 });
}
