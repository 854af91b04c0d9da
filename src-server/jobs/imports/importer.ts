import type { ImportCellError, ImportRow } from '@shared/imports';
import type { Database } from '../../db/client';

export type { ImportRow } from '@shared/imports';

/** A problem with one cell (or the whole row when `column` is empty), in Japanese. */
export type RowError = ImportCellError;

export type RowResult<T> = { ok: true; value: T } | { ok: false; errors: RowError[] };

/** Where an import runs: the job's transaction and whose file it is. */
export interface ImportContext {
  /** The transaction the whole file runs in: checks read what the import will change. */
  tx: Database;
  serviceId: number;
  /** The shop of a per-shop import (shops/{shopId}/...), null otherwise. */
  shopId: number | null;
  userId: number;
  now: Date;
  /** Empty for every file: for checks across rows, such as a code used twice in one file. */
  scratch: Map<string, unknown>;
}

/**
 * How the rows of one import target are read and written. The pipeline checks the header
 * (exactly these names, in this order), validates every row, and calls apply only when no row
 * has an error, all inside one transaction: a file is imported whole or not at all.
 */
export interface Importer<T> {
  header: readonly string[];
  validateRow(row: ImportRow, ctx: ImportContext): RowResult<T> | Promise<RowResult<T>>;
  /** Writes every row's value, in file order. */
  apply(values: T[], tx: Database, ctx: ImportContext): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyImporter = Importer<any>;
