import { formatInTimeZone } from 'date-fns-tz';
import { DATE_FORMATS, TIME_ZONE } from '../constants/time';
import type { DateFormatName } from '../constants/time';
import { toInstant } from '../datetime/tokyo';
import type { DateInput } from '../datetime/tokyo';

type MaybeDate = DateInput | null | undefined;

/** A value in Tokyo time with one of the spec's formats; empty for no value or an invalid one. */
export function formatInTokyo(value: MaybeDate, format: DateFormatName): string {
  const instant = toInstant(value);
  return instant ? formatInTimeZone(instant, TIME_ZONE, DATE_FORMATS[format]) : '';
}

/** `yyyy/MM/dd` */
export function formatDate(value: MaybeDate): string {
  return formatInTokyo(value, 'date');
}

/** `yyyy/M/d` */
export function formatDateUnpadded(value: MaybeDate): string {
  return formatInTokyo(value, 'dateUnpadded');
}

/** `yyyy/MM/dd HH:mm` */
export function formatDateTime(value: MaybeDate): string {
  return formatInTokyo(value, 'dateTime');
}

/** `yyyy-MM-dd HH:mm` */
export function formatDateTimeHyphen(value: MaybeDate): string {
  return formatInTokyo(value, 'dateTimeHyphen');
}

/** `yyyy/MM` */
export function formatMonth(value: MaybeDate): string {
  return formatInTokyo(value, 'month');
}
