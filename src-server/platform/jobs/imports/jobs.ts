import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { IMPORT_STATUS } from '@shared/constants';
import type { Database } from '../../db/client';
import { auditActorOf } from '../../audit/actor';
import { writeAuditLine } from '../../audit/line';
import { importJobs } from '../schema';
import { newId } from '../ids';
import { leaseOf, stillClaimed } from '../queue';
import type { Claim } from '../queue';
import type { ImportOutcome } from './outcome';

export interface NewImportJob {
  serviceId: number;
  userId: number;
  target: string;
  shopId: number | null;
  originalName: string;
  contentSha256: string;
  uploadFileId: string;
  encoding: string | null;
}

export async function createImportJob(db: Database, job: NewImportJob, now: Date): Promise<string> {
  const id = newId();
  await db.insert(importJobs).values({ id, ...job, createdAt: now });
  return id;
}

/** A job as its owner sees it; another user's job is as good as missing. */
export async function findOwnImportJob(db: Database, id: string, userId: number) {
  const [job] = await db
    .select({
      id: importJobs.id,
      status: importJobs.status,
      totalRows: importJobs.totalRows,
      succeededRows: importJobs.succeededRows,
      failedRows: importJobs.failedRows,
      message: importJobs.message,
      errorFileId: importJobs.errorFileId,
      createdAt: importJobs.createdAt,
      encoding: importJobs.encoding,
      createRows: importJobs.createRows,
      updateRows: importJobs.updateRows,
      unchangedRows: importJobs.unchangedRows,
      previewErrors: importJobs.previewErrors,
      previewedAt: importJobs.previewedAt,
      planFileId: importJobs.planFileId,
      ...leaseOf(importJobs),
    })
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.userId, userId)));
  return job ?? null;
}

export type OwnImportJob = NonNullable<Awaited<ReturnType<typeof findOwnImportJob>>>;

/** A claimed job, as the worker runs it. */
export async function loadImportJob(db: Database, id: string) {
  const [job] = await db
    .select({
      id: importJobs.id,
      serviceId: importJobs.serviceId,
      userId: importJobs.userId,
      target: importJobs.target,
      shopId: importJobs.shopId,
      contentSha256: importJobs.contentSha256,
      uploadFileId: importJobs.uploadFileId,
      createdAt: importJobs.createdAt,
      encoding: importJobs.encoding,
      confirmedAt: importJobs.confirmedAt,
      planFileId: importJobs.planFileId,
      errorFileId: importJobs.errorFileId,
      totalRows: importJobs.totalRows,
      failedRows: importJobs.failedRows,
      appliedRows: importJobs.appliedRows,
    })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  return job ?? null;
}
export type ImportJob = NonNullable<Awaited<ReturnType<typeof loadImportJob>>>;

/**
 * The same bytes for the same target (and shop) of the service were imported already, or an
 * earlier upload of them is still waiting. Failed imports do not count: the file may be
 * uploaded again once what made it fail is fixed.
 */
export async function isDuplicateImport(db: Database, job: ImportJob): Promise<boolean> {
  const earlier = or(
    lt(importJobs.createdAt, job.createdAt),
    and(eq(importJobs.createdAt, job.createdAt), lt(importJobs.id, job.id)),
  );
  const [other] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.serviceId, job.serviceId),
        eq(importJobs.target, job.target),
        job.shopId === null ? isNull(importJobs.shopId) : eq(importJobs.shopId, job.shopId),
        eq(importJobs.contentSha256, job.contentSha256),
        ne(importJobs.id, job.id),
        or(
          eq(importJobs.status, IMPORT_STATUS.FINISHED_SUCCESS),
          and(inArray(importJobs.status, [IMPORT_STATUS.WAITING, IMPORT_STATUS.PREVIEWED]), earlier),
        ),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Records the outcome while the claim holds; false when another worker owns the job now.
 * A successful import records it in the transaction that wrote the rows, so the rows and the
 * status commit together or not at all.
 */
export async function recordImportOutcome(
  db: Database,
  claim: Claim,
  outcome: ImportOutcome,
  now: Date,
): Promise<boolean> {
  const [job] = await db
    .update(importJobs)
    .set(outcomeColumns(outcome, now))
    .where(stillClaimed(importJobs, claim))
    .returning({
      id: importJobs.id,
      serviceId: importJobs.serviceId,
      shopId: importJobs.shopId,
      userId: importJobs.userId,
      target: importJobs.target,
      originalName: importJobs.originalName,
      confirmedAt: importJobs.confirmedAt,
    });
  if (!job) return false;
  await auditAppliedImport(db, job, outcome, now);
  return true;
}

/**
 * The 操作ログ line of an import that wrote rows (or was confirmed to), in the transaction that
 * records its outcome: who asked, the file, and how many rows went in. A dry run's outcome and
 * an import that failed before writing anything write none.
 */
async function auditAppliedImport(
  db: Database,
  job: { id: string; serviceId: number; shopId: number | null; userId: number; target: string; originalName: string; confirmedAt: Date | null },
  outcome: ImportOutcome,
  now: Date,
): Promise<void> {
  if (outcome.status === IMPORT_STATUS.PREVIEWED) return;
  const counts = 'counts' in outcome ? outcome.counts : undefined;
  if (job.confirmedAt === null && (counts?.succeeded ?? 0) === 0) return;
  await writeAuditLine(db, {
    at: now,
    actor: await auditActorOf(db, job.userId),
    serviceId: job.serviceId,
    shopId: job.shopId,
    entity: 'import',
    entityId: job.id,
    entityLabel: job.originalName,
    action: 'importApplied',
    details: {
      target: job.target,
      status: outcome.status,
      ...(counts ? { total: counts.total, succeeded: counts.succeeded, failed: counts.failed } : {}),
    },
  });
}

function outcomeColumns(outcome: ImportOutcome, now: Date) {
  if (outcome.status === IMPORT_STATUS.PREVIEWED) {
    const { preview } = outcome;
    return {
      status: outcome.status,
      totalRows: preview.total,
      createRows: preview.create,
      updateRows: preview.update,
      unchangedRows: preview.unchanged,
      failedRows: preview.failed,
      previewErrors: outcome.previewErrors,
      planFileId: outcome.planFileId,
      errorFileId: outcome.errorFileId,
      previewedAt: now,
    };
  }
  const counts = 'counts' in outcome ? outcome.counts : undefined;
  return {
    status: outcome.status,
    message: outcome.message,
    totalRows: counts?.total ?? null,
    succeededRows: counts?.succeeded ?? null,
    failedRows: counts?.failed ?? null,
    errorFileId: 'errorFileId' in outcome ? outcome.errorFileId : null,
    finishedAt: now,
  };
}
