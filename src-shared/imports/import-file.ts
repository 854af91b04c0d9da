import type { z } from 'zod';
import { unescapeCsvFormula } from '../csv/formula';
import { CsvParseError, parseCsv } from '../csv/rows';
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

export type ImportCsvReading = { ok: true; records: ImportFileRecord[] } | { ok: false; message: string };

/**
 * Parses the decoded text of an import CSV and checks its header: exactly these names, in this
 * order. Blank lines are skipped; the records keep their row numbers in the file.
 */
export function readImportCsv(text: string, header: readonly string[]): ImportCsvReading {
  const parsed = parseRecords(text);
  if (!parsed) return { ok: false, message: ja.errors.importFormatInvalid };
  const [first, ...records] = parsed
    .map((values, index) => ({ number: index + 1, values }))
    .filter((record) => record.values.some((value) => value !== ''));
  if (!first || !isImportHeader(first.values, header))
    return { ok: false, message: ja.errors.importFormatInvalid };
  if (records.length === 0) return { ok: false, message: ja.server.importNoRows };
  return { ok: true, records };
}

function parseRecords(text: string): string[][] | null {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return null;
    throw error;
  }
}

/** The header record of an import file: exactly these names (spaces around them aside), in this order. */
export function isImportHeader(values: readonly string[], header: readonly string[]): boolean {
  return values.length === header.length && values.every((value, index) => value.trim() === header[index]);
}

/** One data row of an import file. */
export interface ImportRow {
  /** The row number a spreadsheet shows for it: the header is row 1. */
  number: number;
  /** The cells by header name, with the formula escaping of an export undone. */
  cells: Readonly<Record<string, string>>;
}

export type ImportRowReading = { ok: true; row: ImportRow } | { ok: false; errors: ImportCellError[] };

/** A record as a row of the header's columns; a record with another number of cells is wrong as a whole. */
export function readImportRow(header: readonly string[], record: ImportFileRecord): ImportRowReading {
  if (record.values.length !== header.length) {
    return { ok: false, errors: [{ column: '', message: ja.server.importColumnCount }] };
  }
  const cells = Object.fromEntries(
    header.map((name, index) => [name, unescapeCsvFormula(record.values[index] ?? '')]),
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
