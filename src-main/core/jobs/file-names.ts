import { formatInTimeZone } from 'date-fns-tz';
import { TIME_ZONE } from '@shared/constants/time';

/** `店舗_20260401_0930.csv`: the label and the Tokyo time of the save (spec: `<kind>_<yyyyMMdd_HHmm>.csv`). */
export function timestampedCsvName(label: string, nowMs: number): string {
  return timestampedFileName(label, nowMs, 'csv');
}

/** `店舗_20260401_0930.xlsx`: as timestampedCsvName, with the file's own extension. */
export function timestampedFileName(label: string, nowMs: number, extension: string): string {
  return `${label}_${formatInTimeZone(new Date(nowMs), TIME_ZONE, 'yyyyMMdd_HHmm')}.${extension}`;
}
