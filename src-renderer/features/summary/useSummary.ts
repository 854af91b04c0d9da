import { keepPreviousData } from '@tanstack/react-query';
import type { PaymentStatisticsQuery } from '@shared/api';
import { useChannelQuery } from '../../bridge/channelQuery';

/** GET /{subdomain}/services/payments-statistical: totals by period and a page of shops. */
export function useSummary(query: PaymentStatisticsQuery & { subdomain: string }) {
  return useChannelQuery('sales.statistics', query, { placeholderData: keepPreviousData });
}
