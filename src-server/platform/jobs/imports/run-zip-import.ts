import { IMPORT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import type { Database } from '../../db/client';
import type { JobContext } from '../context';
import type { Claim } from '../queue';
import { ClaimLostError } from '../worker';
import { ErrorFileWriter } from './error-file';
import type { RowFailure } from './error-file';
import type { ImportContext } from './importer';
import { recordImportOutcome } from './jobs';
import type { ImportJob } from './jobs';
import { importFailed } from './outcome';
import type { ImportOutcome } from './outcome';

/** What a zip importer found: what apply stores, or the refused entries, or why the zip as a whole is refused. */
export type ZipCheck<T> =
  | { ok: true; value: T; total: number }
  | { ok: false; failures: RowFailure[]; total: number }
  | { ok: false; message: string };

/** A zip's check reads the database through `db`, outside any transaction. */
export type ZipImportContext = ImportContext & { db: Database };

/**
 * An import of a zip (estimate images): every entry is checked first, outside any transaction
 * (the zip is read and judged meanwhile), and only when none is refused is anything stored, in
 * one transaction with the job's outcome. A zip has no dry run.
 */
export interface ZipImporter<T> {
  check(bytes: Buffer, ctx: ZipImportContext, limits: { zipMaxBytes: number }): Promise<ZipCheck<T>>;
  apply(value: T, tx: Database, ctx: ImportContext): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyZipImporter = ZipImporter<any>;

export async function importZip<T>(
  ctx: JobContext,
  claim: Claim,
  job: ImportJob,
  importer: ZipImporter<T>,
  bytes: Buffer,
): Promise<ImportOutcome | null> {
  const importContext: ZipImportContext = {
    db: ctx.db,
    serviceId: job.serviceId,
    shopId: job.shopId,
    userId: job.userId,
    now: ctx.clock(),
    scratch: new Map(),
  };
  const checked = await importer.check(bytes, importContext, { zipMaxBytes: ctx.settings.zipMaxBytes });
  if (!checked.ok) return refused(ctx, checked);
  await ctx.db.transaction(async (tx) => {
    await importer.apply(checked.value, tx, importContext);
    const done: ImportOutcome = {
      status: IMPORT_STATUS.FINISHED_SUCCESS,
      counts: { total: checked.total, succeeded: checked.total, failed: 0 },
      message: null,
    };
    if (!(await recordImportOutcome(tx, claim, done, ctx.clock()))) throw new ClaimLostError(claim);
  });
  return null;
}

async function refused(
  ctx: JobContext,
  rejected: Exclude<ZipCheck<unknown>, { ok: true }>,
): Promise<ImportOutcome> {
  if ('message' in rejected) return importFailed(rejected.message);
  const errors = new ErrorFileWriter(ctx.db, ctx.settings.fileChunkBytes);
  for (const failure of rejected.failures) await errors.add(failure);
  const errorFileId = await errors.close();
  if (!errorFileId) return importFailed(ja.errors.serverError);
  const failed = rejected.failures.length;
  return {
    status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
    counts: { total: rejected.total, succeeded: 0, failed },
    message: formatMessage(ja.server.importRowsRejected, { total: rejected.total, failed }),
    errorFileId,
  };
}
