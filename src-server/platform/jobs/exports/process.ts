import { ja } from '@shared/messages';
import { exportJobs } from '../schema';
import type { JobContext } from '../context';
import { exportDefinitionFor } from '../kinds';
import { isRejectedByDatabase } from '../failures';
import { createFile, deleteFile } from '../files/store';
import type { FileWriter } from '../files/store';
import type { Claim } from '../queue';
import { ClaimLostError } from '../worker';
import type { JobProcessor, KeepAlive } from '../worker';
import { discardPartialFile, loadExportRequest, recordExportOutcome, recordPartialFile } from './jobs';
import { runExport } from './run-export';
import type { ExportOutcome } from './run-export';

/** The worker's side of export jobs. */
export function exportProcessor(ctx: JobContext): JobProcessor {
  return {
    name: 'export',
    table: exportJobs,
    async process(claim, keepAlive) {
      // An earlier attempt killed midway left its file behind.
      await discardPartialFile(ctx.db, claim);
      const outcome = await produce(ctx, claim, keepAlive);
      // Null: the job itself is gone (its user or service was deleted meanwhile).
      if (outcome) await record(ctx, claim, outcome);
    },
    async giveUp(claim) {
      await discardPartialFile(ctx.db, claim);
      await record(ctx, claim, { ok: false, message: ja.errors.serverError });
    },
    async cancel(claim, error) {
      await discardPartialFile(ctx.db, claim);
      await record(ctx, claim, { ok: false, message: cancelReason(error) });
    },
  };
}

/** Why an export that failed for good was cancelled, in Japanese. */
function cancelReason(error: unknown): string {
  return isRejectedByDatabase(error) ? ja.server.exportRejectedByDatabase : ja.server.exportFailed;
}

async function produce(ctx: JobContext, claim: Claim, keepAlive: KeepAlive): Promise<ExportOutcome | null> {
  const request = await loadExportRequest(ctx.db, claim.jobId);
  if (!request) return null;
  const definition = exportDefinitionFor(ctx.kinds, request.exportId);
  if (!definition) return { ok: false, message: ja.server.exportNotAvailable };
  return runExport(definition, {
    db: ctx.db,
    settings: ctx.settings,
    scope: request.scope,
    rawFilters: request.filters,
    options: request.options,
    keepAlive,
    openFile: () => openPartialFile(ctx, claim),
  });
}

/** The file this attempt writes, recorded on the job before anything goes into it. */
export async function openPartialFile(ctx: JobContext, claim: Claim): Promise<FileWriter> {
  const file = await createFile(ctx.db, ctx.settings.fileChunkBytes);
  if (await recordPartialFile(ctx.db, claim, file.id)) return file;
  await file.discard();
  throw new ClaimLostError(claim);
}

async function record(ctx: JobContext, claim: Claim, outcome: ExportOutcome): Promise<void> {
  if (await recordExportOutcome(ctx.db, claim, outcome, ctx.clock())) return;
  if (outcome.ok) await deleteFile(ctx.db, outcome.fileId);
  throw new ClaimLostError(claim);
}
