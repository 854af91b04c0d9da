import type { SQLWrapper } from 'drizzle-orm';
import type { CsvExportKind } from '@shared/constants';
import type { CsvCell } from '@shared/csv';
import type { Caller } from '../../auth/session';
import type { Database } from '../../db/client';

/** The service exported, and who asked (their role may narrow the rows, as in the lists). */
export interface ExportScope {
  serviceId: number;
  requester: Omit<Caller, 'tokenId'>;
}

/** The filters of the list, as the request carried them (every value a string). */
export type RawFilters = Readonly<Record<string, string>>;

/** Filters a definition understood, or the Japanese reason the export is cancelled. */
export type ParsedFilters<F> = { ok: true; filters: F } | { ok: false; message: string };

export interface ExportColumn<Row> {
  /** The header cell (Japanese). */
  header: string;
  /** The cell of a row; text is formula-escaped when it is written. */
  cell(row: Row): CsvCell;
}

export interface PageRequest<F> {
  scope: ExportScope;
  filters: F;
  /** The key of the last row of the previous page; null for the first page. */
  after: number | null;
  limit: number;
}

/**
 * One CSV export (spec section 9: 0001 shops, ...). The runner streams it page by page (keyset
 * paging on a unique key, so memory stays constant however many rows there are), writes the
 * header and the cells of every row, and encodes the file in CP932.
 */
export interface ExportDefinition<Row, F> {
  kind: CsvExportKind;
  columns: readonly ExportColumn<Row>[];
  /** Reads the list filters; unknown names are ignored, a bad value cancels the export. */
  parseFilters(raw: RawFilters, scope: ExportScope, db: Database): Promise<ParsedFilters<F>>;
  /**
   * The query of up to `limit` rows with a key above `after`, in key order. The runner takes
   * its rows as the driver gives them (see raw-select), so alias every field to its Row key.
   */
  pageQuery(db: Database, request: PageRequest<F>): SQLWrapper;
  keyOf(row: Row): number;
}

/** A definition with its row and filter types erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExportDefinition = ExportDefinition<any, any>;
