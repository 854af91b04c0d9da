import type { Database } from '../../db/client';
import { Cp932Encoder } from '../cp932-encoder';
import { toCp932, UnmappableTextError } from '../cp932-output';
import { csvLines, csvRecords } from '../csv-output';
import { createFile } from '../files/store';
import type { FileWriter } from '../files/store';
import type { JobSettings } from '../settings';
import type { KeepAlive } from '../worker';
import type { AnyExportDefinition, ExportScope, RawFilters } from './definition';
import { keysetPages } from './pages';
import { rawRows } from './raw-select';

export type ExportOutcome = { ok: true; fileId: string; rowCount: number } | { ok: false; message: string };

export interface ExportRun {
  db: Database;
  settings: JobSettings;
  scope: ExportScope;
  rawFilters: RawFilters;
  keepAlive: KeepAlive;
}

/**
 * Writes the CP932 CSV of an export into a stored file, page by page. A bad filter or a
 * character CP932 cannot hold cancels the export (its Japanese reason in the outcome);
 * anything else is thrown, and the partial file is removed either way.
 */
export async function runExport(definition: AnyExportDefinition, run: ExportRun): Promise<ExportOutcome> {
  const parsed = await definition.parseFilters(run.rawFilters, run.scope, run.db);
  if (!parsed.ok) return parsed;
  const file = await createFile(run.db, run.settings.fileChunkBytes);
  try {
    const rowCount = await writeCsv(definition, parsed.filters, run, file);
    await file.close();
    return { ok: true, fileId: file.id, rowCount };
  } catch (error) {
    await file.discard();
    if (error instanceof UnmappableTextError) return { ok: false, message: error.userMessage };
    throw error;
  }
}

async function writeCsv(
  definition: AnyExportDefinition,
  filters: unknown,
  { db, settings, scope, keepAlive }: ExportRun,
  file: FileWriter,
): Promise<number> {
  const { columns } = definition;
  const cells = columns.map((column) => column.cell);
  await file.write(toCp932(csvRecords([columns.map((column) => column.header)])));
  const limit = settings.exportBatchRows;
  const pages = keysetPages(
    (after) => rawRows(db, definition.pageQuery(db, { scope, filters, after, limit })),
    (row) => definition.keyOf(row),
    limit,
  );
  const encoder = new Cp932Encoder();
  // Three pages at work at once: one read from the database, one encoded on the encoder's
  // thread, one written to the file.
  let written: Promise<void> = Promise.resolve();
  try {
    let rowCount = 0;
    for await (const rows of pages) {
      const previous = written;
      const encoded = encoder.encode(csvLines(rows, cells));
      // Written after the previous page; Promise.all takes both failures in hand at once, and
      // the catch keeps a failure quiet until the awaits below see it.
      written = Promise.all([encoded, previous]).then(([bytes]) => file.write(bytes));
      written.catch(() => undefined);
      await previous;
      rowCount += rows.length;
      await keepAlive();
    }
    await written;
    return rowCount;
  } finally {
    await written.catch(() => undefined);
    await encoder.close();
  }
}
