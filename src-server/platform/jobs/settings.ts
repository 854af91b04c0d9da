import { BYTES_PER_MEGABYTE, CSV_MAX_SIZE_MB, DEFAULT_ZIP_MAX_SIZE_MB } from '@shared/constants';
import { DEFAULT_LEASE_SETTINGS } from '../background/lease';
import type { LeaseSettings } from '../background/lease';

/**
 * Tunable policies of the export and import jobs. Tests override some of them. A worker holds
 * the job it processes on a lease (`leaseMs`, renewed every `heartbeatMs`, see LeaseSettings):
 * the job of a worker that died is taken over within leaseMs + pollIntervalMs.
 */
export interface JobSettings extends LeaseSettings {
  /** How often an idle worker looks for waiting jobs (a job created by its own process wakes it at once). */
  pollIntervalMs: number;
  /** A job whose worker died this many times is given up (it may be what kills the worker). */
  maxAttempts: number;
  /** After a failure of the moment (a lost connection), the job runs again after this, times its attempts. */
  retryDelayMs: number;
  /** Rows per query of an export on PGlite (PostgreSQL streams one COPY): more is fewer queries, and more memory. */
  exportBatchRows: number;
  /** Size of a stored file chunk. */
  fileChunkBytes: number;
  /**
   * The most rows an import's dry run checks at a time on PGlite (the importer reads the
   * database once per batch, in this process); batches start smaller and grow while they take
   * under about 100 ms. On PostgreSQL, whose queries do not hold this process, the most is
   * `importBatchRowsPostgres`, still sized by time.
   */
  importBatchRows: number;
  importBatchRowsPostgres: number;
  /**
   * The most rows an import writes per call of its importer. On PGlite, whose one connection a
   * transaction holds to itself, each chunk is a transaction of its own sized to take about
   * 100 ms, so that other requests answer between chunks. On PostgreSQL every chunk is in one
   * transaction, and a chunk has `importApplyChunkRowsPostgres` rows: fewer round trips.
   */
  importApplyChunkRows: number;
  importApplyChunkRowsPostgres: number;
  csvMaxBytes: number;
  zipMaxBytes: number;
  /** How long an export, an error report or an unused file stays downloadable. */
  fileRetentionMs: number;
  /** How often the files past their retention are deleted (by one process of the database at a time). */
  purgeIntervalMs: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  pollIntervalMs: 1000,
  ...DEFAULT_LEASE_SETTINGS,
  maxAttempts: 3,
  retryDelayMs: 10_000,
  exportBatchRows: 2000,
  fileChunkBytes: BYTES_PER_MEGABYTE,
  importBatchRows: 500,
  importBatchRowsPostgres: 5000,
  importApplyChunkRows: 1000,
  importApplyChunkRowsPostgres: 5000,
  csvMaxBytes: CSV_MAX_SIZE_MB * BYTES_PER_MEGABYTE,
  zipMaxBytes: DEFAULT_ZIP_MAX_SIZE_MB * BYTES_PER_MEGABYTE,
  fileRetentionMs: 24 * 60 * 60_000,
  purgeIntervalMs: 60 * 60_000,
};
