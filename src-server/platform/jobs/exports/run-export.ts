import type { Database } from '../../db/client';
import { CopyCsvTranscoder } from '../copy-csv-transcoder';
import { toCp932, UnmappableTextError } from '../cp932-output';
import { csvRecords } from '../csv-output';
import { createFile } from '../files/store';
import type { FileWriter } from '../files/store';
import type { JobSettings } from '../settings';
import type { KeepAlive } from '../worker';
import { isFileExport } from './definition';
import type { AnyExportDefinition, AnyTableExportDefinition, ExportScope, RawFilters, WrittenExport } from './definition';
import { copyCsvChunks } from './csv-pages';

export type ExportOutcome =
  | { ok: true; fileId: string; rowCount: number; fileName: string | null }
  | { ok: false; message: string };

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
    const written: WrittenExport = isFileExport(definition)
      ? await definition.writeFile({ db: run.db, scope: run.scope, filters: parsed.filters, file, keepAlive: run.keepAlive })
      : { rowCount: await writeCsv(definition, parsed.filters, run, file), fileName: null };
    await file.close();
    return { ok: true, fileId: file.id, ...written };
  } catch (error) {
    await file.discard();
    if (error instanceof UnmappableTextError) return { ok: false, message: error.userMessage };
    throw error;
  }
}

/**
 * The header, then the rows as the database writes them, converted piece by piece as they
 * arrive. The stored file's writes run while the next piece is read (see createFile).
 */
async function writeCsv(
  definition: AnyTableExportDefinition,
  filters: unknown,
  { db, settings, scope, keepAlive }: ExportRun,
  file: FileWriter,
): Promise<number> {
  await file.write(toCp932(csvRecords([definition.columns.map((column) => column.header)])));
  const transcoder = new CopyCsvTranscoder();
  const source = { definition, scope, filters, pageRows: settings.exportBatchRows };
  for await (const chunk of copyCsvChunks(db, source)) {
    await file.write(transcoder.write(chunk));
    await keepAlive();
  }
  transcoder.end();
  return transcoder.rowCount;
}
