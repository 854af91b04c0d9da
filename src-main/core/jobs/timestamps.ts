import { toTokyoIso } from '@shared/datetime/tokyo';

/** `2026-04-01T09:30:00+09:00`: when a job was asked for or a file saved, as the API writes times. */
export function tokyoTimestamp(epochMs: number): string {
  return toTokyoIso(epochMs) ?? new Date(epochMs).toISOString();
}
