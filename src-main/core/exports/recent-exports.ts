import { z } from 'zod';
import { exportSubstitutionsSchema } from '@shared/api/jobs';
import { CSV_EXPORT_IDS } from '@shared/constants/csv';
import type { CsvExportKind } from '@shared/constants/csv';
import type { RecentExport } from '@shared/ipc/jobs';
import type { KeyValueStore } from '../ports/key-value-store';

/** How many saved exports "recent exports" remembers per user. */
export const RECENT_EXPORTS_LIMIT = 10;

const exportKinds = Object.keys(CSV_EXPORT_IDS) as [CsvExportKind, ...CsvExportKind[]];
const recentExportSchema = z.object({
  recentId: z.string(),
  kind: z.enum(exportKinds),
  fileName: z.string(),
  savedPath: z.string(),
  savedAt: z.string(),
  // Kept by this version; an entry saved before has none, and a damaged one is dropped from it, not from the list.
  substitutions: exportSubstitutionsSchema.nullable().optional().catch(undefined),
});

export interface RecentExports {
  list(userId: string): RecentExport[];
  /** Adds a saved file at the top and keeps the newest RECENT_EXPORTS_LIMIT. */
  add(userId: string, entry: RecentExport): void;
  find(userId: string, recentId: string): RecentExport | null;
}

/** Kept under `recentExports_<userId>`; it is not a job, so logout leaves it (other users never see it). */
export function recentExportsKey(userId: string): string {
  return `recentExports_${userId}`;
}

export function createRecentExports(store: KeyValueStore): RecentExports {
  function list(userId: string): RecentExport[] {
    const parsed = z.array(recentExportSchema).safeParse(store.get(recentExportsKey(userId)));
    return parsed.success ? parsed.data : [];
  }
  return {
    list,
    add(userId, entry) {
      store.set(recentExportsKey(userId), [entry, ...list(userId)].slice(0, RECENT_EXPORTS_LIMIT));
    },
    find: (userId, recentId) => list(userId).find((entry) => entry.recentId === recentId) ?? null,
  };
}
