import type { z } from 'zod';
import { unescapeCsvFormula } from '../csv/formula';
import { CsvParseError, parseCsv } from '../csv/rows';
import { formatMessage } from '../messages/format';
import { ja } from '../messages/ja';
import { fieldMessage } from '../validation/message';

/**
 * How an import CSV is read, for both sides of the upload: the server's import job and main's
 * check before the upload read a file alike, so they answer the same messages for it.
 */

/** A problem with one cell, by its header (or the whole row when empty). */
export interface ImportCellError {
  column: string;
  message: string;
}

/** A data record of the file, with the row number a spreadsheet shows for it (the header is row 1). */
export interface ImportFileRecord {
  number: number;
  values: string[];
}

/**
 * The columns an import file may have. `columns` are the import's own, in the order its template
 * writes them; a file may hold them in any order. `optional` ones may be left out (the write-only
 * secrets an export never writes: left out, they are kept as they are). `ignored` ones are read
 * and set aside (what the matching export writes besides: ids, states, dates), so an exported
 * file imports again as it comes out.
 */
export interface ImportFileLayout {
  columns: readonly string[];
  optional?: readonly string[];
  ignored?: readonly string[];
}

/** An import's header: its columns in order, or a layout with optional and ignored columns. */
export type ImportHeader = readonly string[] | ImportFileLayout;

export function importLayoutOf(header: ImportHeader): ImportFileLayout {
  return 'columns' in header ? header : { columns: header };
}

/** The file's columns, in file order: each the import column it holds, or null for an ignored one. */
export type ImportFileColumns = readonly (string | null)[];

export type ImportHeaderMatch = { ok: true; columns: ImportFileColumns } | { ok: false; message: string };

/**
 * Checks a file's header record against an import's columns: every value a known column (spaces
 * around it and a byte-order mark aside), none twice, none missing but the optional ones. A
 * mismatch says which columns are missing or not known, the columns expected and those found.
 */
export function matchImportHeader(values: readonly string[], header: ImportHeader): ImportHeaderMatch {
  const layout = importLayoutOf(header);
  const found = values.map((value, index) => (index === 0 ? value.replace(/^\uFEFF/, '') : value).trim());
  const ignored = new Set(layout.ignored ?? []);
  const own = new Set(layout.columns);
  const unknown = found.filter((name) => !own.has(name) && !ignored.has(name));
  const repeated = found.filter((name, index) => found.indexOf(name) !== index);
  const optional = new Set(layout.optional ?? []);
  const missing = layout.columns.filter((name) => !optional.has(name) && !found.includes(name));
  if (unknown.length === 0 && repeated.length === 0 && missing.length === 0) {
    return { ok: true, columns: found.map((name) => (own.has(name) ? name : null)) };
  }
  const list = (names: readonly string[]) => names.join(ja.imports.columnSeparator);
  const problems = [
    missing.length > 0 ? formatMessage(ja.imports.missingColumns, { columns: list(missing) }) : null,
    unknown.length > 0 ? formatMessage(ja.imports.unknownColumns, { columns: list(unknown) }) : null,
    repeated.length > 0
      ? formatMessage(ja.imports.repeatedColumns, { columns: list([...new Set(repeated)]) })
      : null,
  ].filter((problem): problem is string => problem !== null);
  return {
    ok: false,
    message: formatMessage(ja.imports.headerMismatch, {
      problems: problems.join(ja.imports.problemSeparator),
      expected: list(layout.columns),
      found: found.length > 0 ? list(found) : ja.imports.noColumns,
    }),
  };
}

export type ImportCsvReading =
  { ok: true; records: ImportFileRecord[]; columns: ImportFileColumns } | { ok: false; message: string };

/**
 * Parses the decoded text of an import CSV and checks its header (matchImportHeader). Blank lines
 * are skipped; the records keep their row numbers in the file.
 */
export function readImportCsv(text: string, header: ImportHeader): ImportCsvReading {
  const parsed = parseRecords(text);
  if (!parsed) return { ok: false, message: ja.errors.importFormatInvalid };
  const [first, ...records] = parsed
    .map((values, index) => ({ number: index + 1, values }))
    .filter((record) => record.values.some((value) => value !== ''));
  if (!first) return { ok: false, message: ja.errors.importFormatInvalid };
  const match = matchImportHeader(first.values, header);
  if (!match.ok) return match;
  if (records.length === 0) return { ok: false, message: ja.server.importNoRows };
  return { ok: true, records, columns: match.columns };
}

function parseRecords(text: string): string[][] | null {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return null;
    throw error;
  }
}

/** One data row of an import file. */
export interface ImportRow {
  /** The row number a spreadsheet shows for it: the header is row 1. */
  number: number;
  /** The cells by header name, with the formula escaping of an export undone. */
  cells: Readonly<Record<string, string>>;
}

export type ImportRowReading = { ok: true; row: ImportRow } | { ok: false; errors: ImportCellError[] };

/**
 * A record as a row of the file's columns (ignored ones left out, optional ones left out of the
 * file read as empty); a record with another number of cells is wrong as a whole.
 */
export function readImportRow(columns: ImportFileColumns, record: ImportFileRecord): ImportRowReading {
  if (record.values.length !== columns.length) {
    return { ok: false, errors: [{ column: '', message: ja.server.importColumnCount }] };
  }
  const cells = Object.fromEntries(
    columns.flatMap((name, index) =>
      name === null ? [] : [[name, unescapeCsvFormula(record.values[index] ?? '')]],
    ),
  );
  return { ok: true, row: { number: record.number, cells } };
}

/** Zod's issues of a row as cell errors: the first message of each field, under its column. */
export function issuesToCellErrors(
  issues: readonly z.core.$ZodIssue[],
  columnOf: (field: string) => string,
): ImportCellError[] {
  const byColumn = new Map<string, string>();
  for (const issue of issues) {
    const column = columnOf(String(issue.path[0] ?? ''));
    if (!byColumn.has(column)) byColumn.set(column, issue.message);
  }
  return [...byColumn].map(([column, message]) => ({ column, message }));
}

/**
 * A value that must be unique within one file (`seen` holds the keys of the earlier rows):
 * its first use passes, every later one is an error.
 */
export function repeatedInFileErrors(
  seen: Set<string>,
  key: string,
  column: string,
  label: string,
): ImportCellError[] {
  if (seen.has(key)) return [{ column, message: fieldMessage(label, ja.validation.duplicateValue) }];
  seen.add(key);
  return [];
}
