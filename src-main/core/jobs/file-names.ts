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

/** The extensions a file from the server may be saved with. */
export type SavableExtension = 'csv' | 'zip';

const MAX_NAME_LENGTH = 120;

/**
 * A name the server offered, as a name to save under on any desktop: its last path segment,
 * without the characters Windows refuses in a name (: * ? " < > |) or control characters, at most 120
 * characters, ending in .csv or .zip. Null when nothing usable is left (the timestamped name is
 * used then).
 */
export function savableFileName(offered: string): string | null {
  const base = offered.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[:*?"<>|\u0000-\u001f\u007f]/g, '').trim();
  const match = /^(.+)\.(csv|zip)$/i.exec(cleaned);
  if (!match || match[1] === undefined || /^\.+$/.test(match[1])) return null;
  const stem = Array.from(match[1])
    .slice(0, MAX_NAME_LENGTH - 4)
    .join('');
  return `${stem}.${(match[2] ?? 'csv').toLowerCase()}`;
}

/** The extension of a savable name. */
export function extensionOf(fileName: string): SavableExtension {
  return fileName.toLowerCase().endsWith('.zip') ? 'zip' : 'csv';
}
