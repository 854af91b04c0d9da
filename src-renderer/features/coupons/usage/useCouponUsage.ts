import { keepPreviousData } from '@tanstack/react-query';
import type { CouponUsageListQuery, CouponUsageSummaryQuery } from '@shared/api';
import { useChannelQuery } from '../../../bridge/channelQuery';

export function useCouponUsageList(query: CouponUsageListQuery & { subdomain: string }) {
  return useChannelQuery('couponUsage.list', query, { placeholderData: keepPreviousData });
}

export function useCouponUsageSummary(query: CouponUsageSummaryQuery & { subdomain: string }) {
  return useChannelQuery('couponUsage.summary', query, { placeholderData: keepPreviousData });
}
