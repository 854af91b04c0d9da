import { IMPORT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import type { Database } from '../../db/client';
import type { JobContext } from '../context';
import type { Claim } from '../queue';
import { ClaimLostError } from '../worker';
import { storeErrorFile } from './error-file';
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

/**
 * An import of a zip (estimate images): every entry is checked first, and only when none is
 * refused is anything stored, in the job's one transaction, as for a CSV.
 */
export interface ZipImporter<T> {
  check(bytes: Buffer, ctx: ImportContext, limits: { zipMaxBytes: number }): Promise<ZipCheck<T>>;
  apply(value: T, tx: Database, ctx: ImportContext): Promise<void>;
}

/** Thrown inside the transaction so that nothing the check did is kept. */
class EntriesRejected extends Error {
  constructor(readonly check: Exclude<ZipCheck<unknown>, { ok: true }>) {
    super('zip entries rejected');
  }
}

export async function importZip<T>(
  ctx: JobContext,
  claim: Claim,
  job: ImportJob,
  importer: ZipImporter<T>,
  bytes: Buffer,
): Promise<ImportOutcome | null> {
  try {
    await ctx.db.transaction(async (tx) => {
      const importContext: ImportContext = {
        tx,
        serviceId: job.serviceId,
        shopId: job.shopId,
        userId: job.userId,
        now: ctx.clock(),
        scratch: new Map(),
      };
      const checked = await importer.check(bytes, importContext, { zipMaxBytes: ctx.settings.zipMaxBytes });
      if (!checked.ok) throw new EntriesRejected(checked);
      await importer.apply(checked.value, tx, importContext);
      const done: ImportOutcome = {
        status: IMPORT_STATUS.FINISHED_SUCCESS,
        counts: { total: checked.total, succeeded: checked.total, failed: 0 },
        message: null,
      };
      if (!(await recordImportOutcome(tx, claim, done, ctx.clock()))) throw new ClaimLostError(claim);
    });
    return null;
  } catch (error) {
    if (!(error instanceof EntriesRejected)) throw error;
    const rejected = error.check;
    if ('message' in rejected) return importFailed(rejected.message);
    const errorFileId = await storeErrorFile(ctx.db, rejected.failures, ctx.settings.fileChunkBytes);
    const failed = rejected.failures.length;
    return {
      status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
      counts: { total: rejected.total, succeeded: 0, failed },
      message: formatMessage(ja.server.importRowsRejected, { total: rejected.total, failed }),
      errorFileId,
    };
  }
}
