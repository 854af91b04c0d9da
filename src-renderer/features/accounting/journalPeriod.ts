import { JOURNAL_MAX_DAYS, JOURNAL_MAX_SHOPS } from '@shared/constants';
import { addDays, daysBetween, endOfMonthDay, startOfMonthDay } from '@shared/datetime';
import { formatMessage, ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';

export type PeriodMode = 'month' | 'range';

/** What the export screen asks: a month (its first day) or a range of business days, and the shops. */
export interface JournalRequestInput {
  mode: PeriodMode;
  /** `yyyy-MM-01` of the month picked. */
  month: string;
  from: string;
  to: string;
  /** Null: every shop. */
  shopIds: string[] | null;
}

export interface JournalQuery {
  from: string;
  to: string;
  /** `1,2,3`, left out for every shop. */
  shopIds?: string;
}

export type JournalInputErrors = Partial<Record<'month' | 'from' | 'to' | 'shopIds', string>>;

/** The month before today's: the one a company books at the start of the next. */
export function lastMonthOf(today: string): string {
  return startOfMonthDay(addDays(startOfMonthDay(today), -1));
}

export function initialJournalRequest(today: string): JournalRequestInput {
  const month = lastMonthOf(today);
  return { mode: 'month', month, from: month, to: endOfMonthDay(month), shopIds: null };
}

const labels = ja.accounting.exportPage;

/** The checks the API makes, before anything is asked of it (messages from the catalogue). */
export function journalInputErrors(input: JournalRequestInput): JournalInputErrors {
  const errors: JournalInputErrors = {};
  if (input.mode === 'month') {
    if (!input.month) errors.month = fieldMessage(labels.month, ja.validation.selectionRequired);
  } else {
    if (!input.from) errors.from = fieldMessage(labels.from, ja.validation.required);
    if (!input.to) errors.to = fieldMessage(labels.to, ja.validation.required);
    if (input.from && input.to && input.to < input.from) {
      errors.to = fieldMessage(labels.to, ja.validation.dateRangeOrder, { start: labels.from });
    } else if (input.from && input.to && daysBetween(input.from, input.to) >= JOURNAL_MAX_DAYS) {
      errors.to = formatMessage(ja.accounting.validation.periodTooLong, { max: JOURNAL_MAX_DAYS });
    }
  }
  if (input.shopIds !== null) {
    if (input.shopIds.length === 0)
      errors.shopIds = fieldMessage(labels.shops, ja.validation.selectionRequired);
    if (input.shopIds.length > JOURNAL_MAX_SHOPS) {
      errors.shopIds = formatMessage(ja.accounting.validation.tooManyShops, { max: JOURNAL_MAX_SHOPS });
    }
  }
  return errors;
}

/** The export's (and the summary's) query of a checked request. */
export function journalQueryOf(input: JournalRequestInput): JournalQuery {
  const [from, to] =
    input.mode === 'month' ? [input.month, endOfMonthDay(input.month)] : [input.from, input.to];
  const sorted = input.shopIds === null ? [] : [...input.shopIds].sort((a, b) => Number(a) - Number(b));
  return { from, to, ...(sorted.length > 0 ? { shopIds: sorted.join(',') } : {}) };
}

/** `4:00` for 240 minutes: the business day's start (at 0, the calendar day's). */
export function cutoffLabel(minutes: number): string {
  if (minutes === 0) return ja.accounting.settingsPage.cutoffMidnight;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
