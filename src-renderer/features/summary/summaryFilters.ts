import { summaryFiltersSchema } from '@shared/api';
import { REPORT_INTERVAL } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { defaultSummaryRange } from './summaryData';

export interface SummaryFilters extends Record<string, string> {
  from: string;
  to: string;
  interval: string;
  shopId: string;
}

/** What the summary opens with: the last twelve months by month, every shop. */
export function defaultSummaryFilters(today: string): SummaryFilters {
  return { ...defaultSummaryRange(today), interval: REPORT_INTERVAL.MONTHLY, shopId: '' };
}

const LABELS = { from: ja.summary.filters.from, to: ja.summary.filters.to } as const;

/** The range checked with the API's own rules (both days given, in order, not too long). */
export function summaryFilterErrors(filters: SummaryFilters): Partial<Record<'from' | 'to', string>> {
  const result = summaryFiltersSchema.safeParse({
    from: filters.from,
    to: filters.to,
    interval: filters.interval,
  });
  if (result.success) return {};
  const errors: Partial<Record<'from' | 'to', string>> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if ((name !== 'from' && name !== 'to') || errors[name]) continue;
    const own = issue.code === 'custom' && issue.message !== ja.server.invalidValue;
    errors[name] = own
      ? issue.message
      : fieldMessage(LABELS[name], filters[name] === '' ? ja.validation.required : ja.server.invalidValue);
  }
  return errors;
}
