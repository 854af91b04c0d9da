import type { ValueOf } from './types';

/** Aggregation interval of summaries and statistics. */
export const REPORT_INTERVAL = {
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
} as const;
export type ReportInterval = ValueOf<typeof REPORT_INTERVAL>;
