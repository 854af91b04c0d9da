import { formatInTimeZone, fromZonedTime, toDate } from 'date-fns-tz';
import { TIME_ZONE } from '../constants/time';

/** What the console accepts as a date: an instant, epoch milliseconds, or a date(-time) string. */
export type DateInput = Date | string | number;

const CALENDAR_DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(.*)$/s;

/** `2024/3/1 10:00` -> `2024-03-01 10:00`, so that toDate() reads it. */
function normaliseDateString(value: string): string {
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return value.trim();
  const [, year, month = '', day = '', rest = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}${rest}`;
}

/**
 * The instant a value stands for, or null when it is empty or not a real date. A string
 * without an offset (`2024-03-01`, `2024/03/01 10:00`) is Tokyo wall-clock time, whatever
 * the machine's zone; a string with an offset or `Z` is taken as written.
 */
export function toInstant(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const instant =
    typeof value === 'string'
      ? toDate(normaliseDateString(value), { timeZone: TIME_ZONE })
      : new Date(value instanceof Date ? value.getTime() : value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The Tokyo calendar day of a value as `yyyy-MM-dd`, or null. */
export function tokyoDay(value: DateInput | null | undefined): string | null {
  const instant = toInstant(value);
  return instant ? formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd') : null;
}

/** 00:00:00 Tokyo time of the value's Tokyo day: where a date-range filter starts. */
export function startOfTokyoDay(value: DateInput | null | undefined): Date | null {
  const day = tokyoDay(value);
  return day ? fromZonedTime(`${day}T00:00:00`, TIME_ZONE) : null;
}

/** 23:59:59 Tokyo time of the value's Tokyo day: where a date-range filter ends. */
export function endOfTokyoDay(value: DateInput | null | undefined): Date | null {
  const day = tokyoDay(value);
  return day ? fromZonedTime(`${day}T23:59:59`, TIME_ZONE) : null;
}

export interface TokyoDayRange {
  from: Date | null;
  to: Date | null;
}

/** A date range widened to whole Tokyo days: from 00:00:00 of the start, to 23:59:59 of the end. */
export function tokyoDayRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
): TokyoDayRange {
  return { from: startOfTokyoDay(start), to: endOfTokyoDay(end) };
}

/** True when the range is empty or in order (the end day is not before the start day). */
export function isDateRangeOrdered(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
): boolean {
  const { from, to } = tokyoDayRange(start, end);
  return from === null || to === null || from.getTime() <= to.getTime();
}

/**
 * Tokyo has kept +09:00 all year since its last summer time ended in 1951: from 1952 to year 9999
 * an instant is written with plain arithmetic (about 20 times faster than formatInTimeZone, which
 * every row of every list pays for).
 */
const FIXED_OFFSET_FROM = Date.UTC(1952, 0, 1);
const FIXED_OFFSET_UNTIL = Date.UTC(9999, 11, 31) - 9 * 3_600_000;
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** An instant as ISO 8601 with the Tokyo offset (`2024-03-01T10:00:00+09:00`), as the API expects. */
export function toTokyoIso(value: DateInput | null | undefined): string | null {
  const instant = toInstant(value);
  if (!instant) return null;
  const time = instant.getTime();
  if (time >= FIXED_OFFSET_FROM && time < FIXED_OFFSET_UNTIL) {
    return `${new Date(time + TOKYO_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
  }
  return formatInTimeZone(instant, TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}
