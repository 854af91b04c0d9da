/**
 * Tables of the export and import jobs (spec sections 4 and 7). Jobs are rows, so they survive a
 * restart and every server process can work on them; files live in the database too (in chunks),
 * so any process can serve a download and no process keeps state on its disk.
 * After changing this file, regenerate the migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ExportSubstitutions } from '@shared/api';
import { serviceIdColumn, shops, userIdColumn } from '../db/schema';

/** Binary data; src-server/platform/jobs/files/store.ts moves it as hex and base64 text (see there why). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A file written by a job or uploaded to one. Its bytes are the chunks, in seq order. */
export const storedFiles = pgTable('stored_files', {
  id: text('id').primaryKey(),
  byteCount: bigint('byte_count', { mode: 'number' }).notNull().default(0),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * Chunks keep every read and write of a file bounded (about a megabyte), whatever its size;
 * one bytea of a 100 MB export would have to sit in memory whole.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
);

/**
 * The columns of a job queue, the same in both job tables so one claim query serves both
 * (see src-server/platform/jobs/queue.ts): a worker owns a waiting job while its lease lasts.
 */
const queueColumns = () => ({
  /** 0 waiting; then a final status of the job kind. */
  status: smallint('status').notNull().default(0),
  attempts: smallint('attempts').notNull().default(0),
  /** The worker (one per server process) processing the job. */
  claimedBy: text('claimed_by'),
  /** Set on claim and on each renewal of the lease while processing. */
  claimedAt: instant('claimed_at'),
  /**
   * Until when the worker holds the job: renewed by its heartbeat, so a past one means the
   * worker died and another takes the job over. On a job handed back after a failure of the
   * moment (nobody holds it), the time before which it is not tried again.
   */
  leaseUntil: instant('lease_until'),
  createdAt: instant('created_at').notNull().defaultNow(),
  startedAt: instant('started_at'),
  finishedAt: instant('finished_at'),
});

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: text('id').primaryKey(),
    serviceId: serviceIdColumn(),
    userId: userIdColumn(),
    /** CSV export id (CSV_EXPORT_IDS). */
    exportId: varchar('export_id', { length: 4 }).notNull(),
    /** The list filters of the request, as sent (strings). */
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    /** The file asked for (EXPORT_FORMATS, CSV_ENCODINGS): the spec's Shift_JIS CSV by default. */
    format: varchar('format', { length: 8 }).notNull().default('csv'),
    encoding: varchar('encoding', { length: 16 }).notNull().default('shift_jis'),
    ...queueColumns(),
    /** Japanese reason of a cancelled export. */
    error: text('error'),
    rowCount: integer('row_count'),
    /** The cells written with 〓 (characters Shift_JIS cannot hold), once it succeeded; null when none. */
    substitutions: jsonb('substitutions').$type<ExportSubstitutions>(),
    /** The file, once the export succeeded. */
    fileId: text('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /**
     * The name the file is offered under, when the export chose one (a journal: its software
     * and period, `.zip` when it came in several files); null for `<kind>_<time>.csv`.
     */
    fileName: text('file_name'),
    /**
     * The file an attempt is writing. A worker killed midway leaves it behind; the next attempt,
     * or the job's failure, deletes it, so no partial file outlives its job's attempts.
     */
    partialFileId: text('partial_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('export_jobs_queue_idx').on(table.status, table.createdAt),
    index('export_jobs_user_idx').on(table.userId),
    check('export_jobs_status_check', sql`${table.status} in (0, 1, 9)`),
  ],
);

export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    serviceId: serviceIdColumn(),
    userId: userIdColumn(),
    /** IMPORT_TARGETS key. */
    target: varchar('target', { length: 32 }).notNull(),
    /** The shop of a per-shop import, null otherwise. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    /** Hex SHA-256 of the uploaded bytes: the same file twice for one target is a duplicate. */
    contentSha256: char('content_sha256', { length: 64 }).notNull(),
    uploadFileId: text('upload_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...queueColumns(),
    totalRows: integer('total_rows'),
    succeededRows: integer('succeeded_rows'),
    failedRows: integer('failed_rows'),
    /** Japanese reason of a failed, duplicate or partly wrong import. */
    message: text('message'),
    /** The CP932 error CSV (row, column, message) of an import with failed rows. */
    errorFileId: text('error_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The upload's text encoding, found when it was received: utf-8 or cp932. */
    encoding: varchar('encoding', { length: 8 }),
    /** The dry run's checked rows (JSON lines), applied as they are once the user confirms. */
    planFileId: text('plan_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createRows: integer('create_rows'),
    updateRows: integer('update_rows'),
    unchangedRows: integer('unchanged_rows'),
    /** The first rows with errors, as the dry run shows them. */
    previewErrors: jsonb('preview_errors').$type<{ row: number; column: string; message: string }[]>(),
    previewedAt: instant('previewed_at'),
    /** Set when the user confirms the dry run: the job then waits to be applied. */
    confirmedAt: instant('confirmed_at'),
    /** Rows of the plan committed so far, where a database with one connection applies it in chunks. */
    appliedRows: integer('applied_rows').notNull().default(0),
  },
  (table) => [
    index('import_jobs_queue_idx').on(table.status, table.createdAt),
    index('import_jobs_content_idx').on(table.serviceId, table.target, table.contentSha256),
    index('import_jobs_user_idx').on(table.userId),
    check('import_jobs_status_check', sql`${table.status} between 0 and 6`),
  ],
);
