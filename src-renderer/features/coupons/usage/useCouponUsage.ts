import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponUsageListQuery, CouponUsageSummaryQuery } from '@shared/api';
import { call } from '../../../bridge/call';

export function useCouponUsageList(query: CouponUsageListQuery & { subdomain: string }) {
  return useQuery({
    queryKey: ['couponUsage.list', query],
    queryFn: () => call('couponUsage.list', query),
    placeholderData: keepPreviousData,
  });
}

export function useCouponUsageSummary(query: CouponUsageSummaryQuery & { subdomain: string }) {
  return useQuery({
    queryKey: ['couponUsage.summary', query],
    queryFn: () => call('couponUsage.summary', query),
    placeholderData: keepPreviousData,
  });
}
