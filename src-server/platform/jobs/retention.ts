import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import { IMPORT_STATUS } from '@shared/constants';
import type { Database } from '../db/client';
import { importJobs, storedFiles } from './schema';
import { expirePreviews } from './imports/confirm';
import type { Duty } from '../background/duties';
import type { JobContext } from './context';

/**
 * Deletes the stored files older than the retention (exports, error reports, and files no job
 * took up because their worker died), except the upload of an import still waiting. A job
 * whose file is gone keeps its status; its download answers 404.
 */
export async function purgeExpiredFiles(db: Database, now: Date, retentionMs: number): Promise<number> {
  const waitingUpload = db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.uploadFileId, storedFiles.id), eq(importJobs.status, IMPORT_STATUS.WAITING)));
  // The plan of a dry run stays while it awaits confirmation (an expired one is failed first).
  await expirePreviews(db, now);
  const awaitedPlan = db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.planFileId, storedFiles.id),
        inArray(importJobs.status, [IMPORT_STATUS.WAITING, IMPORT_STATUS.PREVIEWED]),
      ),
    );
  const deleted = await db
    .delete(storedFiles)
    .where(
      and(
        lt(storedFiles.createdAt, new Date(now.getTime() - retentionMs)),
        notExists(waitingUpload),
        notExists(awaitedPlan),
      ),
    )
    .returning({ id: storedFiles.id });
  return deleted.length;
}

/** The purge of expired files as a duty: once per database every `purgeIntervalMs`, whatever the number of processes. */
export function fileRetentionDuty(ctx: Pick<JobContext, 'db' | 'clock' | 'settings'>): Duty {
  return {
    name: 'jobs.purge-expired-files',
    intervalMs: () => ctx.settings.purgeIntervalMs,
    run: async () => {
      await purgeExpiredFiles(ctx.db, ctx.clock(), ctx.settings.fileRetentionMs);
    },
  };
}
