import type { PeriodSales, SalesTotals } from '@shared/api';
import { REPORT_INTERVAL } from '@shared/constants';
import type { ReportInterval } from '@shared/constants';
import { periodEnd, periodStart, sameDayLastMonth, startOfMonthDay } from '@shared/datetime';
import { formatMessage, ja } from '@shared/messages';

/** Months a summary covers when it opens: this month and the eleven before it. */
export const DEFAULT_SUMMARY_MONTHS = 12;

/** The range a summary opens with: from the first day of the month eleven months back to today. */
export function defaultSummaryRange(today: string): { from: string; to: string } {
  let from = startOfMonthDay(today);
  for (let month = 1; month < DEFAULT_SUMMARY_MONTHS; month += 1) from = sameDayLastMonth(from);
  return { from, to: today };
}

/** `yyyy-MM-dd` -> `yyyy/MM/dd` without going through an instant. */
const slashed = (day: string) => day.replaceAll('-', '/');

/** Whether the range covers only part of the period (a year of one month, the month so far). */
export function isPartialPeriod(
  period: Pick<PeriodSales, 'start' | 'end'>,
  interval: ReportInterval,
): boolean {
  const start = periodStart(period.start, interval);
  return period.start !== start || period.end !== periodEnd(start, interval);
}

/**
 * A period's name: its days for a week (「2026/03/02〜2026/03/08」), `yyyy/MM` for a month,
 * 「2026年」 for a year. `short` is the chart's axis label (a week by its first day). A month or
 * a year the range covers only in part says which days (「2025年（2025/12/01〜2025/12/31）」), and
 * its axis label is marked 「（一部）」, so one month never stands beside eleven as a year.
 */
export function periodLabel(
  period: Pick<PeriodSales, 'start' | 'end'>,
  interval: ReportInterval,
  short = false,
): string {
  const days = formatMessage(ja.summary.weekLabel, { from: slashed(period.start), to: slashed(period.end) });
  if (interval === REPORT_INTERVAL.WEEKLY) {
    if (!short) return days;
    const first = slashed(period.start.slice(5));
    return isPartialPeriod(period, interval) ? `${first}${ja.summary.partialMark}` : first;
  }
  const name =
    interval === REPORT_INTERVAL.YEARLY
      ? formatMessage(ja.summary.yearLabel, { year: period.start.slice(0, 4) })
      : slashed(period.start.slice(0, 7));
  if (!isPartialPeriod(period, interval)) return name;
  return short ? `${name}${ja.summary.partialMark}` : formatMessage(ja.summary.partialLabel, { name, days });
}

/** Sales per payment, rounded to the yen; 0 without sales. */
export function averageAmount(totals: Pick<SalesTotals, 'salesAmount' | 'salesCount'>): number {
  return totals.salesCount === 0 ? 0 : Math.round(totals.salesAmount / totals.salesCount);
}

export interface SummaryRow extends PeriodSales {
  label: string;
  axisLabel: string;
}

/** The periods as the table and the chart show them, in order. */
export function summaryRows(periods: PeriodSales[], interval: ReportInterval): SummaryRow[] {
  return periods.map((period) => ({
    ...period,
    label: periodLabel(period, interval),
    axisLabel: periodLabel(period, interval, true),
  }));
}

/** Whether any payment (sale or cancellation) fell in the range. */
export function hasPayments(totals: SalesTotals): boolean {
  return totals.salesCount + totals.cancelledCount > 0;
}

/** The range as the screen states it: 「2026/01/01〜2026/03/31」. */
export function rangeLabel(from: string, to: string): string {
  return formatMessage(ja.summary.weekLabel, { from: slashed(from), to: slashed(to) });
}
