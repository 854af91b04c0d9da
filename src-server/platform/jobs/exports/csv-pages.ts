import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { copyCsv, streamCopyCsv } from '../../db/copy-csv';
import type { AnyTableExportDefinition, ExportScope } from './definition';
import { keysetPages } from './pages';
import { rawRows } from '../../db/raw-select';

export interface CsvPageSource {
  definition: AnyTableExportDefinition;
  scope: ExportScope;
  filters: unknown;
  /** Rows per page where the export reads page by page (PGlite). */
  pageRows: number;
}

/** How far PostgreSQL may write ahead of the export while it converts and stores. */
const STREAM_BUFFER_BYTES = 1 << 20;

/** Every column's value as text, as fields c0, c1, ... */
export function cellFields(definition: AnyTableExportDefinition): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    definition.columns.map((column, index) => [`c${index}`, sql`(${column.value})::text`.as(`c${index}`)]),
  );
}

function rowsQuery(db: Database, source: CsvPageSource, keyRange: SQL, limit: number | null) {
  const { definition, scope, filters } = source;
  return definition.rowsQuery(db, { scope, filters, keyRange, limit, fields: cellFields(definition) });
}

/**
 * The export's rows as `COPY ... TO STDOUT WITH (FORMAT csv)` writes them (UTF-8), in pieces
 * cut anywhere: one COPY streamed on PostgreSQL, or a COPY per keyset page on PGlite, which
 * cannot stream one. Either way the memory it takes does not grow with the number of rows.
 */
export function copyCsvChunks(db: Database, source: CsvPageSource): AsyncGenerator<Uint8Array> {
  return (
    streamCopyCsv(db, rowsQuery(db, source, sql`true`, null), STREAM_BUFFER_BYTES) ??
    keysetCopyPages(db, source)
  );
}

/** Where the page after `after` ends: its row count and last key (none when it is empty). */
async function pageBounds(
  db: Database,
  { definition, scope, filters, pageRows }: CsvPageSource,
  after: number | null,
): Promise<{ rowCount: number; lastKey: number | null }> {
  const keys = definition.rowsQuery(db, {
    scope,
    filters,
    keyRange: after === null ? sql`true` : sql`${definition.key} > ${after}`,
    limit: pageRows,
    fields: { key: sql`${definition.key}`.as('key') },
  });
  const [bounds] = await rawRows<{ row_count: number; last_key: number | null }>(
    db,
    sql`select count(*)::int as row_count, max(page.key) as last_key from (${keys}) as page`,
  );
  return { rowCount: bounds?.row_count ?? 0, lastKey: bounds?.last_key ?? null };
}

/**
 * A page's bounds are found first, then the rows between them copied: rows inserted or
 * deleted meanwhile move no row into two pages.
 */
async function* keysetCopyPages(db: Database, source: CsvPageSource): AsyncGenerator<Uint8Array> {
  const { key } = source.definition;
  const pages = keysetPages(async (after) => {
    const bounds = await pageBounds(db, source, after);
    if (bounds.lastKey === null) return { lastKey: null, isLast: true, copied: null };
    const range = and(after === null ? undefined : sql`${key} > ${after}`, sql`${key} <= ${bounds.lastKey}`);
    return {
      lastKey: bounds.lastKey,
      isLast: bounds.rowCount < source.pageRows,
      copied: await copyCsv(db, rowsQuery(db, source, range ?? sql`true`, null)),
    };
  });
  for await (const page of pages) if (page.copied) yield page.copied;
}
