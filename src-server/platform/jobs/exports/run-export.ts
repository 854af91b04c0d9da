import { sql } from 'drizzle-orm';
import type { ExportSubstitutions } from '@shared/api';
import { XLSX_MAX_ROWS } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-select';
import { CopyCsvTranscoder } from '../copy-csv-transcoder';
import { toCp932 } from '../cp932-output';
import { csvRecords } from '../csv-output';
import { createFile } from '../files/store';
import type { FileWriter } from '../files/store';
import type { JobSettings } from '../settings';
import type { KeepAlive } from '../worker';
import { CopyCsvRecordReader } from './copy-csv-records';
import type { CsvPageSource } from './csv-pages';
import { copyCsvChunks } from './csv-pages';
import { isFileExport } from './definition';
import type { AnyExportDefinition, ExportScope, RawFilters, WrittenExport } from './definition';
import { DEFAULT_FILE_OPTIONS } from './file-options';
import type { ExportFileOptions } from './file-options';
import { readExportFilters } from './read-filters';
import { SheetRowLimitError, writeXlsx } from './xlsx-file';

export type ExportOutcome = ({ ok: true; fileId: string } & Written) | { ok: false; message: string };

export interface ExportRun {
  db: Database;
  settings: JobSettings;
  scope: ExportScope;
  rawFilters: RawFilters;
  /** The file asked for: the spec's Shift_JIS CSV when not given. */
  options?: ExportFileOptions;
  keepAlive: KeepAlive;
  /** Where the file goes: a new stored file unless given (the benchmark measures without one). */
  openFile?: () => Promise<FileWriter>;
}

interface Written extends WrittenExport {
  /** The cells of a Shift_JIS CSV written with 〓 for characters it cannot hold, or null. */
  substitutions: ExportSubstitutions | null;
}

/**
 * Writes the export's file into a stored file, page by page, as the request chose it: a CSV in
 * Shift_JIS (〓 for a character it cannot hold, counted) or UTF-8 with a BOM, or an .xlsx; a file
 * export (a journal) writes its own file, the request having no file options for it. Filters
 * that no longer hold, or more rows than a worksheet takes, cancel the export (its Japanese
 * reason in the outcome); anything else is thrown, and the partial file is removed either way.
 */
export async function runExport(definition: AnyExportDefinition, run: ExportRun): Promise<ExportOutcome> {
  const parsed = await readExportFilters(definition, run.rawFilters, run.scope, run.db);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const options = run.options ?? DEFAULT_FILE_OPTIONS;
  const file = await (run.openFile ?? (() => createFile(run.db, run.settings.fileChunkBytes)))();
  try {
    let written: Written;
    if (isFileExport(definition)) {
      const request = {
        db: run.db,
        scope: run.scope,
        filters: parsed.filters,
        file,
        keepAlive: run.keepAlive,
      };
      written = { ...(await definition.writeFile(request)), substitutions: null };
    } else {
      const source: CsvPageSource = {
        definition,
        scope: run.scope,
        filters: parsed.filters,
        pageRows: run.settings.exportBatchRows,
      };
      written =
        options.format === 'xlsx'
          ? await writeXlsxExport(source, run, file)
          : await writeCsv(source, options, run, file);
    }
    await file.close();
    return { ok: true, fileId: file.id, ...written };
  } catch (error) {
    await file.discard();
    // Rows added since the request was counted: still refused rather than cut.
    if (error instanceof SheetRowLimitError) return sheetRowLimit();
    throw error;
  }
}

/**
 * The header, then the rows as the database writes them, converted piece by piece as they
 * arrive. The stored file's writes run while the next piece is read (see createFile).
 */
async function writeCsv(
  source: CsvPageSource,
  options: ExportFileOptions,
  { db, keepAlive }: ExportRun,
  file: FileWriter,
): Promise<Written> {
  const header = csvRecords([source.definition.columns.map((column) => column.header)]);
  // The byte order mark tells Excel that the file is UTF-8.
  await file.write(options.encoding === 'utf-8' ? Buffer.from(`\uFEFF${header}`) : toCp932(header));
  const transcoder = new CopyCsvTranscoder(options.encoding);
  for await (const chunk of copyCsvChunks(db, source)) {
    await file.write(transcoder.write(chunk));
    await keepAlive();
  }
  transcoder.end();
  return { rowCount: transcoder.rowCount, fileName: null, substitutions: transcoder.substitutions };
}

async function writeXlsxExport(
  source: CsvPageSource,
  { db, keepAlive }: ExportRun,
  file: FileWriter,
): Promise<Written> {
  const reader = new CopyCsvRecordReader();
  async function* batches() {
    for await (const chunk of copyCsvChunks(db, source)) {
      yield reader.read(chunk);
      await keepAlive();
    }
    reader.end();
  }
  const rowCount = await writeXlsx(
    {
      columns: source.definition.columns,
      sheetName: ja.enums.csvKind[source.definition.kind],
      batches: batches(),
    },
    file,
  );
  return { rowCount, fileName: null, substitutions: null };
}

/**
 * Whether the export has more rows than a worksheet holds under its header, counted up to one
 * past: an .xlsx export is refused at its request rather than cancelled later.
 */
export async function rowsPastSheet(
  db: Database,
  { definition, scope, filters }: CsvPageSource,
): Promise<boolean> {
  const keys = definition.rowsQuery(db, {
    scope,
    filters,
    keyRange: sql`true`,
    limit: XLSX_MAX_ROWS,
    fields: { key: sql`${definition.key}`.as('key') },
  });
  const [counted] = await rawRows<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from (${keys}) as page`,
  );
  return (counted?.rows ?? 0) >= XLSX_MAX_ROWS;
}

export function sheetRowLimitMessage(): string {
  return formatMessage(ja.server.xlsxTooManyRows, { max: formatNumber(XLSX_MAX_ROWS - 1) });
}

function sheetRowLimit(): ExportOutcome {
  return { ok: false, message: sheetRowLimitMessage() };
}
