import { IMPORT_STATUS } from '@shared/constants';
import { readImportRow } from '@shared/imports';
import type { ImportFileRecord } from '@shared/imports';
import { formatMessage, ja } from '@shared/messages';
import type { JobContext } from '../context';
import type { Claim } from '../queue';
import { ClaimLostError } from '../worker';
import { storeErrorFile } from './error-file';
import type { RowFailure } from './error-file';
import type { AnyImporter, ImportContext } from './importer';
import { recordImportOutcome } from './jobs';
import type { ImportJob } from './jobs';
import type { ImportOutcome } from './outcome';

/** Thrown inside the transaction so that nothing a row check did is kept. */
class RowsRejected extends Error {
  constructor(readonly failures: RowFailure[]) {
    super('import rows rejected');
  }
}

/**
 * Imports the records in one transaction: every row is validated, and only when none has an
 * error are they applied, and the job recorded as finished in that same transaction. With
 * errors nothing is applied, and the outcome carries the stored error report.
 */
export async function importRecords(
  ctx: JobContext,
  claim: Claim,
  job: ImportJob,
  importer: AnyImporter,
  records: readonly ImportFileRecord[],
): Promise<ImportOutcome | null> {
  const total = records.length;
  try {
    await ctx.db.transaction(async (tx) => {
      const importContext: ImportContext = { tx, ...jobScope(job), now: ctx.clock(), scratch: new Map() };
      const { values, failures } = await validateRecords(importer, records, importContext);
      if (failures.length > 0) throw new RowsRejected(failures);
      await importer.apply(values, tx, importContext);
      const done: ImportOutcome = {
        status: IMPORT_STATUS.FINISHED_SUCCESS,
        counts: { total, succeeded: total, failed: 0 },
        message: null,
      };
      if (!(await recordImportOutcome(tx, claim, done, ctx.clock()))) throw new ClaimLostError(claim);
    });
    return null;
  } catch (error) {
    if (!(error instanceof RowsRejected)) throw error;
    return rejection(ctx, total, error.failures);
  }
}

function jobScope(job: ImportJob) {
  return { serviceId: job.serviceId, shopId: job.shopId, userId: job.userId };
}

async function validateRecords(
  importer: AnyImporter,
  records: readonly ImportFileRecord[],
  ctx: ImportContext,
) {
  const values: unknown[] = [];
  const failures: RowFailure[] = [];
  for (const record of records) {
    const read = readImportRow(importer.header, record);
    const result = read.ok ? await importer.validateRow(read.row, ctx) : read;
    if (result.ok) values.push(result.value);
    else failures.push({ number: record.number, errors: result.errors });
  }
  return { values, failures };
}

async function rejection(ctx: JobContext, total: number, failures: RowFailure[]): Promise<ImportOutcome> {
  const errorFileId = await storeErrorFile(ctx.db, failures, ctx.settings.fileChunkBytes);
  const failed = failures.length;
  return {
    status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
    counts: { total, succeeded: 0, failed },
    message: formatMessage(ja.server.importRowsRejected, { total, failed }),
    errorFileId,
  };
}
