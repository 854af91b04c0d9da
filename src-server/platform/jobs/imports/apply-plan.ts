import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { IMPORT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { driverClientOf } from '../../db/client';
import type { Database } from '../../db/client';
import { isUniqueViolation, uniqueViolationValues } from '../../db/errors';
import { importJobs } from '../schema';
import type { JobContext } from '../context';
import { stillClaimed } from '../queue';
import type { Claim } from '../queue';
import { ClaimLostError } from '../worker';
import type { KeepAlive } from '../worker';
import type { AnyImporter, ImportContext, PlannedRow } from './importer';
import { recordImportOutcome } from './jobs';
import type { ImportJob } from './jobs';
import { importFailed } from './outcome';
import type { ImportCounts, ImportOutcome } from './outcome';
import { chunkFrom, keyOrdered, readPlan } from './plan-file';

/** A planned row whose record is no longer as the dry run read it. */
class ChangedSinceDryRun extends Error {
  constructor(readonly rowNumber: number) {
    super(`row ${rowNumber} changed since the dry run`);
  }
}

type Chunk = PlannedRow<unknown>[];

/**
 * Applies a confirmed dry run exactly as it was shown: the stored plan's create and update rows,
 * after checking that every planned key is still as the dry run read it. On PostgreSQL the
 * whole plan is one transaction, with the job's outcome. PGlite has one connection, which a
 * transaction holds to itself; there each chunk is a short transaction of its own (recording how
 * many rows are in, so a retry goes on from there), so that other requests answer between chunks.
 * Answers the outcome still to record, or null when the last transaction recorded it.
 */
export async function applyPlan(
  ctx: JobContext,
  claim: Claim,
  job: ImportJob,
  importer: AnyImporter,
  keepAlive: KeepAlive,
): Promise<ImportOutcome | null> {
  if (!job.planFileId) return importFailed(ja.errors.serverError);
  const rows = keyOrdered(await readPlan(ctx.db, job.planFileId));
  const importContext: ImportContext = {
    serviceId: job.serviceId,
    shopId: job.shopId,
    userId: job.userId,
    now: ctx.clock(),
    scratch: new Map(),
  };
  const done = finishedOutcome(job);
  const apply = new PlanApplier(ctx, claim, importer, importContext);
  try {
    if (driverClientOf(ctx.db)?.kind === 'pglite') {
      const maxRows = ctx.settings.importApplyChunkRows;
      // Chunks sized by time: each transaction holds the one connection for about TARGET_MS.
      let size = FIRST_CHUNK_ROWS;
      let from = job.appliedRows;
      while (from < rows.length) {
        const chunk = chunkFrom(rows, from, size);
        const to = from + chunk.length;
        const started = performance.now();
        await ctx.db.transaction(async (tx) => {
          await apply.chunk(tx, chunk);
          if (to >= rows.length) await apply.record(tx, done);
          else await apply.markApplied(tx, to);
        });
        const elapsed = Math.max(performance.now() - started, 1);
        size = Math.min(maxRows, Math.max(MIN_CHUNK_ROWS, Math.round((size * TARGET_MS) / elapsed)));
        from = to;
        await keepAlive();
        await yieldToEventLoop();
      }
      // A plan of no rows to write (every row failed) still ends with its outcome.
      if (job.appliedRows >= rows.length) return done;
    } else {
      await ctx.db.transaction(async (tx) => {
        for (let from = 0; from < rows.length;) {
          const chunk = chunkFrom(rows, from, ctx.settings.importApplyChunkRowsPostgres);
          await apply.chunk(tx, chunk);
          from += chunk.length;
          // A lost lease or a stopping worker rolls the whole plan back; the next worker applies it.
          await keepAlive();
        }
        await apply.record(tx, done);
      });
    }
    return null;
  } catch (error) {
    const changed = changedRow(error, apply.current);
    if (changed === null) throw error;
    const applied = rows.slice(0, apply.committedRows(job.appliedRows));
    if (applied.length === 0)
      return importFailed(formatMessage(ja.importPreview.changedSince, { row: changed }));
    return importFailed(
      formatMessage(ja.importPreview.changedSincePartly, { row: changed, applied: applied.length }),
      { total: job.totalRows ?? 0, succeeded: applied.length, failed: (job.totalRows ?? 0) - applied.length },
    );
  }
}

/** A PGlite transaction of the plan aims at this long, so that other requests wait no longer. */
const TARGET_MS = 100;
const FIRST_CHUNK_ROWS = 100;
const MIN_CHUNK_ROWS = 10;

/** The row a failure names as changed since the dry run, or null for any other failure. */
function changedRow(error: unknown, current: Chunk | null): number | null {
  if (error instanceof ChangedSinceDryRun) return error.rowNumber;
  // A record the dry run did not see took a unique value first (a shop code, an e-mail): the
  // row whose key is that value when the key is the constraint's last column, else the chunk's.
  if (isUniqueViolation(error)) {
    const values = uniqueViolationValues(error);
    const row =
      values === null
        ? undefined
        : current?.find((planned) => values === planned.key || values.endsWith(`, ${planned.key}`));
    return (row ?? current?.[0])?.number ?? 0;
  }
  return null;
}

function finishedOutcome(job: ImportJob): ImportOutcome {
  const total = job.totalRows ?? 0;
  const failed = job.failedRows ?? 0;
  const counts: ImportCounts = { total, succeeded: total - failed, failed };
  if (failed === 0 || !job.errorFileId)
    return { status: IMPORT_STATUS.FINISHED_SUCCESS, counts, message: null };
  return {
    status: IMPORT_STATUS.FINISHED_WITH_FAILURES,
    counts,
    message: formatMessage(ja.importPreview.finishedWithFailures, { total, failed }),
    errorFileId: job.errorFileId,
  };
}

class PlanApplier {
  /** The chunk being applied, for the row a unique violation names. */
  current: Chunk | null = null;
  private rowsDone = 0;

  constructor(
    private readonly ctx: JobContext,
    private readonly claim: Claim,
    private readonly importer: AnyImporter,
    private readonly importContext: ImportContext,
  ) {}

  async chunk(tx: Database, chunk: Chunk): Promise<void> {
    this.current = chunk;
    const planned = new Map(chunk.map((row) => [row.key, row.version]));
    const versions = await this.importer.versions(planned, tx, this.importContext);
    const changed = chunk.find((row) => (versions.get(row.key) ?? null) !== row.version);
    if (changed) throw new ChangedSinceDryRun(changed.number);
    const writes = chunk.filter((row) => row.change !== 'unchanged');
    if (writes.length > 0) await this.importer.apply(writes, tx, this.importContext);
  }

  async markApplied(tx: Database, appliedRows: number): Promise<void> {
    const rows = await tx
      .update(importJobs)
      .set({ appliedRows })
      .where(stillClaimed(importJobs, this.claim))
      .returning({ id: importJobs.id });
    if (rows.length === 0) throw new ClaimLostError(this.claim);
    this.rowsDone = appliedRows;
  }

  async record(tx: Database, outcome: ImportOutcome): Promise<void> {
    if (!(await recordImportOutcome(tx, this.claim, outcome, this.ctx.clock())))
      throw new ClaimLostError(this.claim);
  }

  /** Rows committed for good: on PGlite those marked applied; on PostgreSQL none (it rolled back). */
  committedRows(before: number): number {
    return Math.max(before, this.rowsDone);
  }
}
