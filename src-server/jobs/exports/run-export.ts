import type { Database } from '../../db/client';
import { Cp932Encoder } from '../cp932-encoder';
import { toCp932, UnmappableTextError } from '../cp932-output';
import { csvRecords } from '../csv-output';
import { createFile } from '../files/store';
import type { FileWriter } from '../files/store';
import type { JobSettings } from '../settings';
import type { KeepAlive } from '../worker';
import type { AnyExportDefinition, ExportScope, RawFilters } from './definition';
import { csvPages } from './csv-pages';

/** Pages of an export encoded or written while the next one is read (see writeCsv). */
const PAGES_IN_FLIGHT = 4;

export type ExportOutcome = { ok: true; fileId: string; rowCount: number } | { ok: false; message: string };

export interface ExportRun {
  db: Database;
  settings: JobSettings;
  scope: ExportScope;
  rawFilters: RawFilters;
  keepAlive: KeepAlive;
  /** Where the CSV goes: a new stored file unless given (the benchmark measures without one). */
  openFile?: () => Promise<FileWriter>;
}

/**
 * Writes the CP932 CSV of an export into a stored file, page by page. A bad filter or a
 * character CP932 cannot hold cancels the export (its Japanese reason in the outcome);
 * anything else is thrown, and the partial file is removed either way.
 */
export async function runExport(definition: AnyExportDefinition, run: ExportRun): Promise<ExportOutcome> {
  const parsed = await definition.parseFilters(run.rawFilters, run.scope, run.db);
  if (!parsed.ok) return parsed;
  const file = await (run.openFile ?? (() => createFile(run.db, run.settings.fileChunkBytes)))();
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
  await file.write(toCp932(csvRecords([definition.columns.map((column) => column.header)])));
  const pages = csvPages(db, { definition, scope, filters, pageRows: settings.exportBatchRows });
  const encoder = new Cp932Encoder();
  // Pages written in order, each after the one before it; the reading goes on while up to
  // PAGES_IN_FLIGHT pages are being encoded or written, so that the database, this thread and
  // the encoder's thread all work at once.
  const writes: Promise<void>[] = [];
  try {
    let rowCount = 0;
    for await (const page of pages) {
      const previous = writes.at(-1) ?? Promise.resolve();
      const encoded = encoder.encode(page.csv);
      // Promise.all takes both failures in hand at once, and the catch keeps a failure quiet
      // until the awaits below see it.
      const written = Promise.all([encoded, previous]).then(([bytes]) => file.write(bytes));
      written.catch(() => undefined);
      writes.push(written);
      if (writes.length > PAGES_IN_FLIGHT) await writes.shift();
      rowCount += page.rowCount;
      await keepAlive();
    }
    await Promise.all(writes);
    return rowCount;
  } finally {
    await Promise.allSettled(writes);
    await encoder.close();
  }
}
