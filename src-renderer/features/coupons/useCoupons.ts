import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponListQuery } from '@shared/api';
import { call } from '../../bridge/call';

export const COUPON_LIST_KEY = 'coupons.list';
export const ALL_COUPONS_KEY = 'coupons.all';
export const couponDetailKey = (subdomain: string, id: number) => ['coupons.get', subdomain, id] as const;

export function useCouponList(query: CouponListQuery & { subdomain: string }) {
  return useQuery({
    queryKey: [COUPON_LIST_KEY, query],
    queryFn: () => call('coupons.list', query),
    placeholderData: keepPreviousData,
  });
}

/** Every coupon the user may see, for the pickers of the usage screens. */
export function useAllCoupons(subdomain: string) {
  return useQuery({
    queryKey: [ALL_COUPONS_KEY, subdomain],
    queryFn: () => call('coupons.all', { subdomain, noPaginate: true, sort: 'name', typeSort: 'ASC' }),
    staleTime: 60_000,
  });
}

export function useCouponDetail(subdomain: string, id: number) {
  return useQuery({
    queryKey: couponDetailKey(subdomain, id),
    queryFn: () => call('coupons.get', { subdomain, id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
