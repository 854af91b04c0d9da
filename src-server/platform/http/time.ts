import { toTokyoIso } from '@shared/datetime';

/** A stored instant as the API answers every time: ISO 8601 with the Tokyo offset. */
export function apiTime(date: Date): string {
  return toTokyoIso(date) ?? date.toISOString();
}
