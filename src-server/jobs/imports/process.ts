import { IMPORT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { importJobs } from '../../db/schema-jobs';
import type { JobContext } from '../context';
import { deleteFile, readWholeFile } from '../files/store';
import type { Claim } from '../queue';
import { ClaimLostError } from '../worker';
import type { JobProcessor } from '../worker';
import { isDuplicateImport, loadImportJob, recordImportOutcome } from './jobs';
import type { ImportJob } from './jobs';
import { importFailed } from './outcome';
import type { ImportOutcome } from './outcome';
import { readImportFile } from './read-file';
import { importerFor, zipImporterFor } from './registry';
import { importZip } from './run-zip-import';
import { importRecords } from './run-import';

/** The worker's side of import jobs. */
export function importProcessor(ctx: JobContext): JobProcessor {
  return {
    name: 'import',
    table: importJobs,
    async process(claim) {
      const job = await loadImportJob(ctx.db, claim.jobId);
      // Null: the job itself is gone (its user, shop or service was deleted meanwhile).
      if (!job) return;
      const outcome = await runImport(ctx, claim, job);
      if (outcome) await record(ctx, claim, outcome);
      // The upload has served its purpose; its hash, which finds duplicates, stays on the job.
      if (job.uploadFileId) await deleteFile(ctx.db, job.uploadFileId);
    },
    async giveUp(claim) {
      await record(ctx, claim, importFailed(ja.errors.serverError));
    },
    async cancel(claim) {
      await record(ctx, claim, importFailed(ja.errors.serverError));
    },
  };
}

/** The outcome still to record, or null when the import recorded its success itself. */
async function runImport(ctx: JobContext, claim: Claim, job: ImportJob): Promise<ImportOutcome | null> {
  if (await isDuplicateImport(ctx.db, job)) {
    return { status: IMPORT_STATUS.DUPLICATE_FAILURE, message: ja.errors.duplicateImportData };
  }
  if (!job.uploadFileId) return importFailed(ja.errors.serverError);
  const zipImporter = zipImporterFor(job.target);
  if (zipImporter) {
    const bytes = Buffer.from(await readWholeFile(ctx.db, job.uploadFileId));
    return guarded(ctx, job, () => importZip(ctx, claim, job, zipImporter, bytes));
  }
  const importer = importerFor(job.target);
  if (!importer) return importFailed(ja.server.importNotAvailable);
  const file = readImportFile(await readWholeFile(ctx.db, job.uploadFileId), importer.header);
  if (!file.ok) return importFailed(file.message);
  return guarded(ctx, job, () => importRecords(ctx, claim, job, importer, file.records));
}

async function guarded(
  ctx: JobContext,
  job: ImportJob,
  run: () => Promise<ImportOutcome | null>,
): Promise<ImportOutcome | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ClaimLostError) throw error;
    // The importer's own failure (a constraint its checks missed): the file is not retried.
    ctx.log.error({ err: error, job: job.id }, 'import failed');
    return importFailed(ja.errors.serverError);
  }
}

async function record(ctx: JobContext, claim: Claim, outcome: ImportOutcome): Promise<void> {
  if (await recordImportOutcome(ctx.db, claim, outcome, ctx.clock())) return;
  if ('errorFileId' in outcome) await deleteFile(ctx.db, outcome.errorFileId);
  throw new ClaimLostError(claim);
}
