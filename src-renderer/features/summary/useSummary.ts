import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentStatisticsQuery } from '@shared/api';
import { call } from '../../bridge/call';

/** GET /{subdomain}/services/payments-statistical: totals by period and a page of shops. */
export function useSummary(query: PaymentStatisticsQuery & { subdomain: string }) {
  return useQuery({
    queryKey: ['sales.statistics', query],
    queryFn: () => call('sales.statistics', query),
    placeholderData: keepPreviousData,
  });
}
