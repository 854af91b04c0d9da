import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { IMPORT_PREVIEW_TTL_MINUTES, IMPORT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import type { Database } from '../../db/client';
import { importJobs, storedFiles } from '../schema';
import { Conflict } from '../../errors';
import { findOwnImportJob } from './jobs';
import type { OwnImportJob } from './jobs';
import { eqWhenGiven } from '../../db/list-helpers';

const TTL_MS = IMPORT_PREVIEW_TTL_MINUTES * 60_000;

/** Until when a dry run can be confirmed. */
export function previewExpiry(previewedAt: Date): Date {
  return new Date(previewedAt.getTime() + TTL_MS);
}

const notAwaiting = () => new Conflict(ja.importPreview.notAwaiting);

/**
 * The user confirms their dry run: the job waits again, now to be applied. A dry run past its
 * time is failed instead (its data may have changed since), and answered as such. Null: no such
 * job of this user.
 */
export async function confirmImport(
  db: Database,
  id: string,
  userId: number,
  now: Date,
): Promise<OwnImportJob | null> {
  const confirmed = await db
    .update(importJobs)
    .set({
      status: IMPORT_STATUS.WAITING,
      confirmedAt: now,
      claimedBy: null,
      claimedAt: null,
      leaseUntil: null,
      attempts: 0,
    })
    .where(
      and(
        eq(importJobs.id, id),
        eq(importJobs.userId, userId),
        eq(importJobs.status, IMPORT_STATUS.PREVIEWED),
        gte(importJobs.previewedAt, new Date(now.getTime() - TTL_MS)),
      ),
    )
    .returning({ id: importJobs.id });
  if (confirmed.length === 0) {
    const job = await findOwnImportJob(db, id, userId);
    if (!job) return null;
    if (job.status !== IMPORT_STATUS.PREVIEWED) throw notAwaiting();
    await expirePreviews(db, now, id);
  }
  return findOwnImportJob(db, id, userId);
}

/** The user gives their dry run up: nothing is written, and its plan and error file go. */
export async function cancelImport(
  db: Database,
  id: string,
  userId: number,
  now: Date,
): Promise<OwnImportJob | null> {
  const job = await findOwnImportJob(db, id, userId);
  if (!job) return null;
  const cancelled = await db
    .update(importJobs)
    .set({
      status: IMPORT_STATUS.CANCELLED,
      message: ja.importPreview.cancelled,
      finishedAt: now,
      planFileId: null,
      errorFileId: null,
    })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, IMPORT_STATUS.PREVIEWED)))
    .returning({ id: importJobs.id });
  if (cancelled.length === 0) throw notAwaiting();
  await deleteFiles(db, [job.planFileId, job.errorFileId]);
  return findOwnImportJob(db, id, userId);
}

/**
 * Fails the dry runs nobody confirmed in time (all of them, or the one `id`), and deletes their
 * plans and error files. Answers how many.
 */
export async function expirePreviews(db: Database, now: Date, id?: string): Promise<number> {
  const stale = and(
    eqWhenGiven(importJobs.id, id),
    eq(importJobs.status, IMPORT_STATUS.PREVIEWED),
    lt(importJobs.previewedAt, new Date(now.getTime() - TTL_MS)),
  );
  const jobs = await db
    .select({ id: importJobs.id, planFileId: importJobs.planFileId, errorFileId: importJobs.errorFileId })
    .from(importJobs)
    .where(stale);
  if (jobs.length === 0) return 0;
  await db
    .update(importJobs)
    .set({
      status: IMPORT_STATUS.FAILED,
      message: formatMessage(ja.importPreview.expired, { minutes: IMPORT_PREVIEW_TTL_MINUTES }),
      finishedAt: now,
      planFileId: null,
      errorFileId: null,
    })
    .where(
      and(
        stale,
        inArray(
          importJobs.id,
          jobs.map((job) => job.id),
        ),
      ),
    );
  await deleteFiles(
    db,
    jobs.flatMap((job) => [job.planFileId, job.errorFileId]),
  );
  return jobs.length;
}

async function deleteFiles(db: Database, ids: (string | null)[]): Promise<void> {
  const present = ids.filter((id): id is string => id !== null);
  if (present.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, present));
}
