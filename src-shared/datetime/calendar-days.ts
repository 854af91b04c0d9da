import { toHalfWidth } from '../input/width';
import { REPORT_INTERVAL } from '../constants/report';
import type { ReportInterval } from '../constants/report';

/**
 * Arithmetic on calendar days written `yyyy-MM-dd` (a Tokyo day, as tokyoDay() answers it).
 * A day is not an instant: the sums run on UTC midnights, where no zone can shift them.
 */

const MS_PER_DAY = 86_400_000;

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * MS_PER_DAY));
}

/** Days from `from` to `to` (0 for the same day, negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / MS_PER_DAY);
}

export function startOfMonthDay(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function endOfMonthDay(day: string): string {
  const date = toUtc(startOfMonthDay(day));
  return fromUtc(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** The same day of the month before, or that month's last day when it is shorter (3/31 -> 2/28). */
export function sameDayLastMonth(day: string): string {
  const date = toUtc(day);
  const lastOfPrevious = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0));
  return fromUtc(
    new Date(
      Date.UTC(
        lastOfPrevious.getUTCFullYear(),
        lastOfPrevious.getUTCMonth(),
        Math.min(date.getUTCDate(), lastOfPrevious.getUTCDate()),
      ),
    ),
  );
}

/** The first day of the period of `day`: its week (from Monday), month or year. */
export function periodStart(day: string, interval: ReportInterval): string {
  if (interval === REPORT_INTERVAL.YEARLY) return `${day.slice(0, 4)}-01-01`;
  if (interval === REPORT_INTERVAL.MONTHLY) return startOfMonthDay(day);
  const weekday = toUtc(day).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The last day of the period that starts on `start`. */
export function periodEnd(start: string, interval: ReportInterval): string {
  if (interval === REPORT_INTERVAL.YEARLY) return `${start.slice(0, 4)}-12-31`;
  if (interval === REPORT_INTERVAL.MONTHLY) return endOfMonthDay(start);
  return addDays(start, 6);
}

export interface DayPeriod {
  /** The period's first day, or the range's when the period began before it. */
  start: string;
  /** The period's last day, or the range's when the period ends after it. */
  end: string;
  /** The first day of the whole period (the key the database groups by). */
  key: string;
}

/** The periods that cover `from`..`to`, in order, the first and last cut to the range. */
export function periodsOf(from: string, to: string, interval: ReportInterval): DayPeriod[] {
  const periods: DayPeriod[] = [];
  for (let key = periodStart(from, interval); key <= to; key = addDays(periodEnd(key, interval), 1)) {
    const end = periodEnd(key, interval);
    periods.push({ key, start: key < from ? from : key, end: end > to ? to : end });
  }
  return periods;
}

/**
 * A calendar day as people type it (`2026/12/01`, `2026-12-1`, `２０２６年１２月１日`, `20261201`)
 * in the `yyyy-MM-dd` form, or null when it names no real day.
 */
export function parseTypedDay(text: string): string | null {
  const half = toHalfWidth(text).trim();
  const match =
    /^(\d{4})\s*[/\-.年]\s*(\d{1,2})\s*[/\-.月]\s*(\d{1,2})\s*日?$/.exec(half) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(half);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return fromUtc(date);
}
