import { IMPORT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { importJobs } from '../schema';
import type { JobContext } from '../context';
import { importerFor, zipImporterFor } from '../kinds';
import { isRetryableJobError } from '../failures';
import { deleteFile, readWholeFile } from '../files/store';
import type { Claim } from '../queue';
import { ClaimLostError } from '../worker';
import type { JobProcessor, KeepAlive } from '../worker';
import { applyPlan } from './apply-plan';
import { dryRun } from './dry-run';
import { isDuplicateImport, loadImportJob, recordImportOutcome } from './jobs';
import type { ImportJob } from './jobs';
import { importFailed } from './outcome';
import type { ImportOutcome } from './outcome';
import { importZip } from './run-zip-import';

/**
 * The worker's side of import jobs. A new job gets its dry run and then waits (PREVIEWED) for
 * its user; a confirmed one waits again (WAITING, confirmed) and is applied as the dry run showed.
 */
export function importProcessor(ctx: JobContext): JobProcessor {
  return {
    name: 'import',
    table: importJobs,
    async process(claim, keepAlive) {
      const job = await loadImportJob(ctx.db, claim.jobId);
      // Null: the job itself is gone (its user, shop or service was deleted meanwhile).
      if (!job) return;
      const confirmed = job.confirmedAt !== null;
      const outcome = confirmed
        ? await runApply(ctx, claim, job, keepAlive)
        : await runDryRun(ctx, claim, job, keepAlive);
      if (outcome) await record(ctx, claim, outcome);
      // The upload served the dry run (its hash, which finds duplicates, stays on the job); the plan, the import.
      const used = confirmed ? job.planFileId : job.uploadFileId;
      if (used) await deleteFile(ctx.db, used);
    },
    async giveUp(claim) {
      await record(ctx, claim, importFailed(ja.errors.serverError));
    },
    async cancel(claim) {
      await record(ctx, claim, importFailed(ja.errors.serverError));
    },
  };
}

async function runDryRun(
  ctx: JobContext,
  claim: Claim,
  job: ImportJob,
  keepAlive: KeepAlive,
): Promise<ImportOutcome | null> {
  if (await isDuplicateImport(ctx.db, job)) {
    return { status: IMPORT_STATUS.DUPLICATE_FAILURE, message: ja.errors.duplicateImportData };
  }
  // A zip (estimate images) is checked and stored at once: it has no dry run.
  const zipImporter = zipImporterFor(ctx.kinds, job.target);
  if (zipImporter) {
    if (!job.uploadFileId) return importFailed(ja.errors.serverError);
    const bytes = await readWholeFile(ctx.db, job.uploadFileId);
    return guarded(ctx, job, () => importZip(ctx, claim, job, zipImporter, bytes));
  }
  const importer = importerFor(ctx.kinds, job.target);
  if (!importer) return importFailed(ja.server.importNotAvailable);
  return dryRun(ctx, job, importer, keepAlive);
}

/** The outcome still to record, or null when the import recorded it with its rows. */
async function runApply(
  ctx: JobContext,
  claim: Claim,
  job: ImportJob,
  keepAlive: KeepAlive,
): Promise<ImportOutcome | null> {
  const importer = importerFor(ctx.kinds, job.target);
  if (!importer) return importFailed(ja.server.importNotAvailable);
  return guarded(ctx, job, () => applyPlan(ctx, claim, job, importer, keepAlive));
}

async function guarded(
  ctx: JobContext,
  job: ImportJob,
  run: () => Promise<ImportOutcome | null>,
): Promise<ImportOutcome | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ClaimLostError || isRetryableJobError(error)) throw error;
    // The importer's own failure (a constraint its checks missed): the file is not retried.
    ctx.log.error({ err: error, job: job.id }, 'import failed');
    return importFailed(ja.errors.serverError);
  }
}

async function record(ctx: JobContext, claim: Claim, outcome: ImportOutcome): Promise<void> {
  if (await recordImportOutcome(ctx.db, claim, outcome, ctx.clock())) return;
  for (const fileId of outcomeFiles(outcome)) await deleteFile(ctx.db, fileId);
  throw new ClaimLostError(claim);
}

function outcomeFiles(outcome: ImportOutcome): string[] {
  if (outcome.status === IMPORT_STATUS.PREVIEWED)
    return [outcome.planFileId, ...(outcome.errorFileId ? [outcome.errorFileId] : [])];
  return 'errorFileId' in outcome ? [outcome.errorFileId] : [];
}
