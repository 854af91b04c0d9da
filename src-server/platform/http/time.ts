import { toTokyoIso } from '@shared/datetime';

/** A stored instant as the API answers every time: ISO 8601 with the Tokyo offset. */
export function apiTime(date: Date): string {
  return toTokyoIso(date) ?? date.toISOString();
}

/** A record's registDate and updatedAt as the API answers them (see the schemas' timestamps). */
export function apiTimestamps(row: { registDate: Date; updatedAt: Date }): {
  registDate: string;
  updatedAt: string;
} {
  return { registDate: apiTime(row.registDate), updatedAt: apiTime(row.updatedAt) };
}
