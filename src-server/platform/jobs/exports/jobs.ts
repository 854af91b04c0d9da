import { and, eq } from 'drizzle-orm';
import { EXPORT_STATUS } from '@shared/constants';
import type { Role } from '@shared/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { exportJobs } from '../schema';
import { deleteFile } from '../files/store';
import { newId } from '../ids';
import { leaseOf, stillClaimed } from '../queue';
import type { Claim } from '../queue';
import type { ExportScope, RawFilters } from './definition';
import { DEFAULT_FILE_OPTIONS, storedFileOptions } from './file-options';
import type { ExportFileOptions } from './file-options';
import type { ExportOutcome } from './run-export';

export interface NewExportJob {
  serviceId: number;
  userId: number;
  exportId: string;
  filters: RawFilters;
  /** The spec's Shift_JIS CSV when not given. */
  options?: ExportFileOptions;
}

export async function createExportJob(db: Database, job: NewExportJob, now: Date): Promise<string> {
  const id = newId();
  const { options = DEFAULT_FILE_OPTIONS, ...rest } = job;
  await db
    .insert(exportJobs)
    .values({ id, ...rest, ...options, filters: { ...job.filters }, createdAt: now });
  return id;
}

/** A job as its owner sees it; another user's job is as good as missing. */
export async function findOwnExportJob(db: Database, id: string, userId: number) {
  const [job] = await db
    .select({
      id: exportJobs.id,
      exportId: exportJobs.exportId,
      status: exportJobs.status,
      error: exportJobs.error,
      fileId: exportJobs.fileId,
      fileName: exportJobs.fileName,
      createdAt: exportJobs.createdAt,
      format: exportJobs.format,
      encoding: exportJobs.encoding,
      substitutions: exportJobs.substitutions,
      ...leaseOf(exportJobs),
    })
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId)));
  return job ? { ...job, options: storedFileOptions(job.format, job.encoding) } : null;
}

/** What a worker needs to run a claimed job: its export, filters and scope. */
export async function loadExportRequest(db: Database, id: string) {
  const [job] = await db
    .select({
      exportId: exportJobs.exportId,
      filters: exportJobs.filters,
      format: exportJobs.format,
      encoding: exportJobs.encoding,
      serviceId: exportJobs.serviceId,
      caller: {
        userId: users.id,
        role: users.role,
        serviceId: users.serviceId,
        shopId: users.shopId,
        groupId: users.groupId,
      },
    })
    .from(exportJobs)
    .innerJoin(users, eq(users.id, exportJobs.userId))
    .where(eq(exportJobs.id, id));
  if (!job) return null;
  const scope: ExportScope = {
    serviceId: job.serviceId,
    caller: { ...job.caller, role: job.caller.role as Role },
  };
  return {
    exportId: job.exportId,
    filters: job.filters,
    options: storedFileOptions(job.format, job.encoding),
    scope,
  };
}

/** Records the outcome while the claim holds; false when another worker owns the job now. */
export async function recordExportOutcome(
  db: Database,
  claim: Claim,
  outcome: ExportOutcome,
  now: Date,
): Promise<boolean> {
  const result = outcome.ok
    ? {
        status: EXPORT_STATUS.SUCCESS,
        fileId: outcome.fileId,
        fileName: outcome.fileName,
        rowCount: outcome.rowCount,
        substitutions: outcome.substitutions,
        error: null,
      }
    : {
        status: EXPORT_STATUS.CANCEL,
        fileId: null,
        fileName: null,
        rowCount: null,
        substitutions: null,
        error: outcome.message,
      };
  const rows = await db
    .update(exportJobs)
    .set({ ...result, partialFileId: null, finishedAt: now })
    .where(stillClaimed(exportJobs, claim))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/**
 * Deletes the file an earlier attempt of the job was writing when its worker was killed (none
 * when the attempts so far ended normally). Only while the claim holds.
 */
export async function discardPartialFile(db: Database, claim: Claim): Promise<void> {
  const [job] = await db
    .select({ partialFileId: exportJobs.partialFileId })
    .from(exportJobs)
    .where(stillClaimed(exportJobs, claim));
  if (job?.partialFileId) await deleteFile(db, job.partialFileId);
}

/** Records the file this attempt writes, so that it is found if the worker is killed midway. */
export async function recordPartialFile(db: Database, claim: Claim, fileId: string): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ partialFileId: fileId })
    .where(stillClaimed(exportJobs, claim))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}
