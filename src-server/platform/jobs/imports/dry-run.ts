import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_ROW_CHARS,
  IMPORT_PREVIEW_ERROR_ROWS,
  IMPORT_STATUS,
} from '@shared/constants';
import { CsvParseError } from '@shared/csv';
import type { CsvRecord } from '@shared/csv';
import type { TextEncodingName } from '@shared/encoding';
import { matchImportHeader, readImportRow } from '@shared/imports';
import type { ImportFileColumns } from '@shared/imports';
import { formatMessage, ja } from '@shared/messages';
import { driverClientOf } from '../../db/client';
import type { JobContext } from '../context';
import { createFile } from '../files/store';
import type { FileWriter } from '../files/store';
import type { KeepAlive } from '../worker';
import { ErrorFileWriter } from './error-file';
import type { RowFailure } from './error-file';
import type { AnyImporter, ImportContext, ImportRow } from './importer';
import type { ImportJob } from './jobs';
import { importFailed } from './outcome';
import type { ImportOutcome, PreviewCounts, PreviewError } from './outcome';
import { planLine } from './plan-file';
import { readImportRecords } from './read-file';

/** Thrown when the file as a whole cannot be imported. */
class FileRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The dry run of an import: reads the upload as a stream, checks every row in batches outside
 * any transaction, and stores the plan (each checked row, as `apply` will get it) and the error
 * CSV. Nothing of the data is written: the outcome waits for the user to confirm it.
 */
export async function dryRun(
  ctx: JobContext,
  job: ImportJob,
  importer: AnyImporter,
  keepAlive: KeepAlive,
): Promise<ImportOutcome> {
  if (!job.uploadFileId || !job.encoding) return importFailed(ja.errors.serverError);
  const run = new DryRun(ctx, importer, {
    serviceId: job.serviceId,
    shopId: job.shopId,
    userId: job.userId,
    now: ctx.clock(),
    scratch: new Map(),
  });
  try {
    const preview = await run.read(
      readImportRecords(ctx.db, job.uploadFileId, job.encoding as TextEncodingName),
      keepAlive,
    );
    return {
      status: IMPORT_STATUS.PREVIEWED,
      preview,
      previewErrors: run.shown,
      planFileId: (await run.plan.close()).id,
      errorFileId: await run.errors.close(),
    };
  } catch (error) {
    await run.discard();
    if (error instanceof CsvParseError) return importFailed(ja.errors.importFormatInvalid);
    if (error instanceof FileRejected) return importFailed(error.reason);
    throw error;
  }
}

type Pending = { row: ImportRow } | { failure: RowFailure };

/** A batch of the dry run aims at this long; it starts small and grows while it is quicker. */
const BATCH_TARGET_MS = 100;
const MIN_BATCH_ROWS = 20;

class DryRun {
  readonly counts: PreviewCounts = { total: 0, create: 0, update: 0, unchanged: 0, failed: 0 };
  readonly shown: PreviewError[] = [];
  readonly errors: ErrorFileWriter;
  plan!: FileWriter;
  private pending: Pending[] = [];
  /** The file's columns, once its header is read. */
  private columns: ImportFileColumns | null = null;
  private batchRows = MIN_BATCH_ROWS;
  private readonly maxBatchRows: number;

  constructor(
    private readonly ctx: JobContext,
    private readonly importer: AnyImporter,
    private readonly importContext: ImportContext,
  ) {
    this.errors = new ErrorFileWriter(ctx.db, ctx.settings.fileChunkBytes);
    this.maxBatchRows =
      driverClientOf(ctx.db)?.kind === 'postgres'
        ? ctx.settings.importBatchRowsPostgres
        : ctx.settings.importBatchRows;
  }

  async read(records: AsyncIterable<CsvRecord>, keepAlive: KeepAlive): Promise<PreviewCounts> {
    this.plan = await createFile(this.ctx.db, this.ctx.settings.fileChunkBytes);
    for await (const record of records) {
      if (this.columns === null) {
        if (record.overflow) throw new FileRejected(ja.errors.importFormatInvalid);
        const header = matchImportHeader(record.values, this.importer.header);
        if (!header.ok) throw new FileRejected(header.message);
        this.columns = header.columns;
        continue;
      }
      this.counts.total += 1;
      this.pending.push(this.rowOf(record));
      if (this.pending.length >= this.batchRows) {
        const started = performance.now();
        await this.checkPending();
        // Batches sized by time: the synchronous part of a batch keeps other requests waiting.
        const elapsed = Math.max(performance.now() - started, 1);
        this.batchRows = Math.min(
          this.maxBatchRows,
          Math.max(MIN_BATCH_ROWS, Math.round((this.batchRows * BATCH_TARGET_MS) / elapsed)),
        );
        await keepAlive();
        // The checks of a batch are synchronous work: other requests get their turn between batches.
        await yieldToEventLoop();
      }
    }
    if (this.columns === null) throw new FileRejected(ja.errors.importFormatInvalid);
    if (this.counts.total === 0) throw new FileRejected(ja.server.importNoRows);
    await this.checkPending();
    return this.counts;
  }

  async discard(): Promise<void> {
    await Promise.allSettled([this.plan?.discard(), this.errors.discard()]);
  }

  private rowOf(record: CsvRecord): Pending {
    const { number } = record;
    if (record.overflow) {
      const message =
        record.overflow === 'cell'
          ? formatMessage(ja.importPreview.cellTooLong, { row: number, max: IMPORT_MAX_CELL_CHARS })
          : formatMessage(ja.importPreview.rowTooLong, { row: number, max: IMPORT_MAX_ROW_CHARS });
      return { failure: { number, errors: [{ column: '', message }] } };
    }
    const read = readImportRow(this.columns ?? [], { number, values: record.values });
    return read.ok ? { row: read.row } : { failure: { number, errors: read.errors } };
  }

  private async checkPending(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    const rows = pending.flatMap((entry) => ('row' in entry ? [entry.row] : []));
    const checks =
      rows.length > 0 ? await this.importer.checkRows(rows, this.ctx.db, this.importContext) : [];
    if (checks.length !== rows.length)
      throw new Error('an importer answered another number of rows than it was given');
    let lines = '';
    let next = 0;
    for (const entry of pending) {
      if ('failure' in entry) {
        await this.fail(entry.failure);
        continue;
      }
      const { number } = entry.row;
      const check = checks[next];
      next += 1;
      if (!check?.ok) {
        await this.fail({ number, errors: check?.errors ?? [] });
        continue;
      }
      this.counts[check.change] += 1;
      lines += planLine({
        number,
        change: check.change,
        key: check.key,
        version: check.version,
        value: check.value,
      });
    }
    await this.plan.write(Buffer.from(lines, 'utf8'));
  }

  private async fail(failure: RowFailure): Promise<void> {
    this.counts.failed += 1;
    await this.errors.add(failure);
    for (const error of failure.errors) {
      if (this.shown.length >= IMPORT_PREVIEW_ERROR_ROWS) break;
      this.shown.push({ row: failure.number, column: error.column, message: error.message });
    }
  }
}
