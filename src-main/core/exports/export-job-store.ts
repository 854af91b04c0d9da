import { z } from 'zod';
import { exportSubstitutionsSchema } from '@shared/api/jobs';
import { CSV_ENCODINGS, EXPORT_FORMATS } from '@shared/constants/csv';
import { EXPORT_STORAGE_KEY_PREFIX } from '@shared/constants/storage';
import { createPersistedJobs } from '../jobs/persisted-jobs';
import type { KeyValueStore } from '../ports/key-value-store';
import { persistedUserKeySchema } from '../session/user-key';

const storedExportJobSchema = z.object({
  jobId: z.string().min(1),
  userId: persistedUserKeySchema,
  exportId: z.string(),
  subdomain: z.string(),
  state: z.enum(['waiting', 'ready']),
  /** The last status answer said the server is resuming it (see ExportJobView). */
  resuming: z.boolean().default(false),
  requestedAt: z.string(),
  /**
   * Where the finished file is: the status answer's url, absolute, as the backend gave it (a
   * storage service's presigned URL, or the API's own). Null until the job is ready; a ready job
   * without one (saved by an older version) gets it again from the status.
   */
  fileUrl: z.string().min(1).nullable().default(null),
  /** The file asked for, then (once ready) the one the server says it wrote; a job saved before these existed is a Shift_JIS CSV. */
  format: z.enum(EXPORT_FORMATS).default('csv'),
  encoding: z.enum(CSV_ENCODINGS).default('shift_jis'),
  substitutions: exportSubstitutionsSchema.nullable().default(null),
  /** The name the server chose for the file (a journal's period, `.zip`), already made safe to save under. */
  fileName: z.string().min(1).nullish(),
});

/** One export as it is persisted under `export_<userId>_<jobId>` (logout removes every `export_` key). */
export type StoredExportJob = z.output<typeof storedExportJobSchema>;

export interface ExportJobStore {
  save(job: StoredExportJob): void;
  get(userId: string, jobId: string): StoredExportJob | null;
  remove(userId: string, jobId: string): void;
  /** The user's jobs, oldest first. */
  listFor(userId: string): StoredExportJob[];
}

export function exportJobKey(userId: string, jobId: string): string {
  return `${EXPORT_STORAGE_KEY_PREFIX}${userId}_${jobId}`;
}

export function createExportJobStore(store: KeyValueStore): ExportJobStore {
  const jobs = createPersistedJobs(store, storedExportJobSchema);
  return {
    save: (job) => store.set(exportJobKey(job.userId, job.jobId), job),
    get(userId, jobId) {
      const key = exportJobKey(userId, jobId);
      if (!store.keys().includes(key)) return null;
      const job = jobs.read(key);
      return job && job.userId === userId && job.jobId === jobId ? job : null;
    },
    remove: (userId, jobId) => store.delete(exportJobKey(userId, jobId)),
    listFor: (userId) => jobs.listUnder(exportJobKey(userId, ''), userId),
  };
}
