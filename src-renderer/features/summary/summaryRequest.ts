import { reportIntervalSchema } from '@shared/api';
import type { PaymentStatisticsQuery } from '@shared/api';
import type { ReportInterval } from '@shared/constants';
import { DEFAULT_SORT_FIELD, REPORT_INTERVAL } from '@shared/constants';
import { SUMMARY_DEFAULT_SORT } from './summaryShopColumns';

type SummaryRequest = PaymentStatisticsQuery & { subdomain: string; interval: ReportInterval; sort: string };

/**
 * What the summary asks for a list query (toApiQuery of its state): an interval it knows (by
 * month otherwise), and the shops by sales where the list has its default sort.
 */
export function summaryRequest(query: Record<string, string | number>, subdomain: string): SummaryRequest {
  const interval = reportIntervalSchema.catch(REPORT_INTERVAL.MONTHLY).parse(query.interval);
  const sort = query.sort === DEFAULT_SORT_FIELD ? SUMMARY_DEFAULT_SORT : query.sort;
  return { ...query, sort, interval, subdomain } as SummaryRequest;
}
