import { and, asc } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { CsvExportKind } from '@shared/constants';
import type { Reach } from '../../auth/reach';
import type { Caller } from '../../auth/session';
import type { Database } from '../../db/client';
import type { FileWriter } from '../files/store';
import type { KeepAlive } from '../worker';

/** The service exported, and who asked: their reach narrows the rows, as in the lists. */
export interface ExportScope extends Reach {
  caller: Omit<Caller, 'tokenId'>;
}

/** The filters of the list, as the request carried them (every value a string). */
export type RawFilters = Readonly<Record<string, string>>;

/**
 * Filters a definition understood, or the Japanese reason it refuses them: the request is
 * refused (422, naming `filter` when given), or a job whose filters no longer hold is cancelled.
 */
export type ParsedFilters<F> = { ok: true; filters: F } | { ok: false; message: string; filter?: string };

/**
 * What a column's cells hold, for a file that keeps types (.xlsx): text (the default: codes,
 * phone numbers and postal codes keep their leading zeros), a number, an amount (a number shown
 * with thousands separators), a date (`yyyy/MM/dd`), a date and time (`yyyy/MM/dd HH:mm`) or one
 * to the second (`yyyy/MM/dd HH:mm:ss`, the audit trail's), each as the value formats it (Tokyo).
 * A CSV writes every cell as the text of its value.
 */
export type ExportCellType = 'text' | 'number' | 'amount' | 'date' | 'dateTime' | 'dateTimeSeconds';

export interface ExportColumn {
  /** The header cell (Japanese). */
  header: string;
  /**
   * The cell as an SQL expression over the page query's tables (any type; it is cast to text,
   * null is an empty cell). The runner formula-escapes and quotes it.
   */
  value: SQL;
  /** What the value holds; text when not given. */
  type?: ExportCellType;
}

export interface RowsRequest<F> {
  scope: ExportScope;
  filters: F;
  /** Which rows: a condition on the key, the runner's (a page's key range). */
  keyRange: SQL;
  /** At most this many rows (the first ones in key order); null for all of them. */
  limit: number | null;
  /** What to select: the runner's fields, built from `key` and the columns' values. */
  fields: Record<string, SQL.Aliased>;
}

/**
 * One export (spec section 9: 0001 shops, ...). The runner streams it page by page (keyset
 * paging on a unique key, so memory stays constant however many rows there are). The database
 * writes each page as CSV (COPY), so the server handles a text per page rather than a value per
 * cell; the runner writes the file the request chose (ExportFileOptions: a CSV in Shift_JIS or
 * UTF-8, or an .xlsx), whatever the kind.
 */
export interface ExportDefinition<F> {
  kind: CsvExportKind;
  columns: readonly ExportColumn[];
  /**
   * The unique integer key the pages follow: a column, or an expression over the rows query's
   * own FROM (an export of computed rows numbers them, see ./summary.ts).
   */
  key: AnyPgColumn | SQL;
  /**
   * Reads the list filters; unknown names are ignored. Called when the export is requested (a
   * refusal is the request's 422) and again when it runs (a refusal cancels it). A `shopId`
   * filter has been checked to be a shop in the requester's reach before (every kind alike).
   */
  parseFilters(raw: RawFilters, scope: ExportScope, db: Database): Promise<ParsedFilters<F>>;
  /** The query of `fields` for the rows in `keyRange` (up to `limit` of them), in key order. */
  rowsQuery(db: Database, request: RowsRequest<F>): SQLWrapper;
}

/**
 * The key and the rows query of an export of table rows (most of them): the runner's fields
 * selected `from` the export's tables (a `$dynamic()` select with its joins), under the
 * export's filter (`where`, the list's conditions) and the page's key range, in key order, up
 * to the limit.
 */
export function keyOrderedRows<F>(
  key: AnyPgColumn,
  from: (db: Database, fields: RowsRequest<F>['fields']) => PgSelect,
  where: (request: RowsRequest<F>, db: Database) => SQL | undefined,
): Pick<ExportDefinition<F>, 'key' | 'rowsQuery'> {
  return {
    key,
    rowsQuery(db, request) {
      const query = from(db, request.fields)
        .where(and(where(request, db), request.keyRange))
        .orderBy(asc(key));
      return request.limit === null ? query : query.limit(request.limit);
    },
  };
}

/** What a file export is given to write its file. */
export interface FileExportRequest<F> {
  db: Database;
  scope: ExportScope;
  filters: F;
  /** The stored file; the runner closes it (or discards it when writeFile throws). */
  file: FileWriter;
  keepAlive: KeepAlive;
}

export interface WrittenExport {
  /** Records written, header rows left out. */
  rowCount: number;
  /** The name to offer the download under (with its extension), or null for `<kind>_<time>.csv`. */
  fileName: string | null;
}

/**
 * An export that is not one table of rows the database writes as CSV: it writes its file
 * itself (the accounting journals: each software's layout and file form, a zip when the
 * journal is split). The runner still parses its filters, opens, closes or discards its file.
 */
export interface FileExportDefinition<F> {
  kind: CsvExportKind;
  parseFilters(raw: RawFilters, scope: ExportScope, db: Database): Promise<ParsedFilters<F>>;
  writeFile(request: FileExportRequest<F>): Promise<WrittenExport>;
}

/** A table definition with its filter type erased. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTableExportDefinition = ExportDefinition<any>;

/** A definition with its filter type erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExportDefinition = AnyTableExportDefinition | FileExportDefinition<any>;

export function isFileExport(
  definition: AnyExportDefinition,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): definition is FileExportDefinition<any> {
  return 'writeFile' in definition;
}
