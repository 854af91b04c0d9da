import type { ImportCellError, ImportHeader, ImportRow } from '@shared/imports';
import type { Database } from '../../db/client';

export type { ImportRow } from '@shared/imports';

/** A problem with one cell (or the whole row when `column` is empty), in Japanese. */
export type RowError = ImportCellError;

/** What a row does to the data, decided by its natural key (a shop code, a contract number...). */
export type RowChange = 'create' | 'update' | 'unchanged';

/**
 * The check of one row: its errors, or what it will do. `key` is the row's natural key; rows of
 * one key always reach `apply` together. `version` is the state of the key's record as the check
 * read it (any string that changes when the record does; null when there is no record yet).
 * `value` is what `apply` writes: it is kept (as JSON) until the user confirms the dry run, so
 * it must survive JSON.stringify/parse, and holds finished work (a password already hashed).
 */
export type RowCheck<T> =
  | { ok: true; change: RowChange; key: string; version: string | null; value: T }
  | { ok: false; errors: RowError[] };

/** A checked row that the confirmed import applies. */
export interface PlannedRow<T> {
  number: number;
  change: RowChange;
  key: string;
  version: string | null;
  value: T;
}

/** Whose import it is. */
export interface ImportContext {
  serviceId: number;
  /** The shop of a per-shop import (shops/{shopId}/...), null otherwise. */
  shopId: number | null;
  userId: number;
  now: Date;
  /** Empty for each file and kept across its batches: for checks across rows (a code used twice). */
  scratch: Map<string, unknown>;
}

/**
 * How the rows of one CSV import target are checked and written (register it in
 * src-server/imports/register.ts). The pipeline (src-server/jobs/imports) reads the file as a
 * stream, checks its header (`header`'s columns, in any order: matchImportHeader) and then:
 *
 * 1. Dry run: `checkRows` gets the rows in batches (file order, IMPORT_CHECK_BATCH_ROWS at a
 *    time) with the database `db`, outside any transaction: read what a batch needs in a few
 *    queries (never one per row) and do slow work asynchronously (hash passwords with the async
 *    scrypt, never a sync call per row), since other requests share the database and the event
 *    loop meanwhile. Nothing may be written. The counts of create / update / unchanged and the
 *    errors are shown to the user.
 * 2. On confirm, in one transaction: `versions` reads (and locks, FOR UPDATE) the records of
 *    the planned keys (with the version each key's rows were checked against: an importer may
 *    find its records by what it put in it, say an id, rather than by the key); any key whose
 *    version is not the one its rows were checked against refuses the import as changed since
 *    the dry run. A key checked with no record (null) may be left out when a record made since
 *    would fail `apply`'s INSERT with a unique violation. Then `apply` gets the create and update
 *    rows (never the unchanged ones) in chunks, rows of one key together, and writes them in a
 *    few bulk statements (INSERT … SELECT FROM json_to_recordset, UPDATE … FROM …). A unique
 *    violation there also counts as changed since the dry run.
 *
 * Rows with errors are not applied: they go to the error CSV, and the corrected rows can be
 * imported again; rows that went in are then `unchanged` (or `update`), never created twice.
 */
export interface Importer<T> {
  /** Its columns; a layout adds the ones that may be left out or are set aside (import-file.ts). */
  header: ImportHeader;
  checkRows(rows: readonly ImportRow[], db: Database, ctx: ImportContext): Promise<RowCheck<T>[]>;
  /**
   * The current version of each planned key's record (keys without a record left out), locked;
   * `planned` maps each key to the version its rows were checked against.
   */
  versions(
    planned: ReadonlyMap<string, string | null>,
    tx: Database,
    ctx: ImportContext,
  ): Promise<Map<string, string>>;
  apply(rows: readonly PlannedRow<T>[], tx: Database, ctx: ImportContext): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyImporter = Importer<any>;
