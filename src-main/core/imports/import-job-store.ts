import { z } from 'zod';
import { importPreviewSchema } from '@shared/api/jobs';
import { IMPORT_TARGET_NAMES } from '@shared/constants/imports';
import type { ImportTarget } from '@shared/constants/imports';
import { createPersistedJobs } from '../jobs/persisted-jobs';
import type { KeyValueStore } from '../ports/key-value-store';
import { persistedUserKeySchema } from '../session/user-key';

export const IMPORT_STORAGE_KEY_PREFIX = 'import_';

const storedImportJobSchema = z.object({
  jobId: z.string().min(1),
  userId: persistedUserKeySchema,
  target: z.enum(IMPORT_TARGET_NAMES as [ImportTarget, ...ImportTarget[]]),
  subdomain: z.string(),
  shopId: z.number().int().nullable(),
  fileName: z.string(),
  requestedAt: z.string(),
  /** The dry run awaiting the user's confirmation (kept across a restart), or null while it runs. */
  preview: importPreviewSchema.nullable().default(null),
  /** The URL of the dry run's error CSV as the backend gave it (status 5's errorPath). */
  previewErrorPath: z.string().nullable().default(null),
  /** The last status answer said the server is resuming it (see ImportJobView). */
  resuming: z.boolean().default(false),
  /** Where the dry run's error CSV was saved before its good rows were imported (not asked again). */
  errorFilePath: z.string().nullable().default(null),
});

/**
 * One running import as persisted under `import_<userId>_<subdomain>_<jobId>` (spec: the
 * importing id is kept per user and per subdomain). Logout keeps it: the user sees the outcome
 * after logging in again.
 */
export type StoredImportJob = z.output<typeof storedImportJobSchema>;

export interface ImportJobStore {
  save(job: StoredImportJob): void;
  get(userId: string, jobId: string): StoredImportJob | null;
  remove(job: StoredImportJob): void;
  /** The user's running imports (every service), oldest first. */
  listFor(userId: string): StoredImportJob[];
}

export function importJobKey(job: Pick<StoredImportJob, 'userId' | 'subdomain' | 'jobId'>): string {
  return `${userPrefix(job.userId)}${job.subdomain}_${job.jobId}`;
}

function userPrefix(userId: string): string {
  return `${IMPORT_STORAGE_KEY_PREFIX}${userId}_`;
}

export function createImportJobStore(store: KeyValueStore): ImportJobStore {
  const jobs = createPersistedJobs(store, storedImportJobSchema);
  const listFor = (userId: string) => jobs.listUnder(userPrefix(userId), userId);
  return {
    save: (job) => store.set(importJobKey(job), job),
    get: (userId, jobId) => listFor(userId).find((job) => job.jobId === jobId) ?? null,
    remove: (job) => store.delete(importJobKey(job)),
    listFor,
  };
}
