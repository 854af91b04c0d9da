import { CsvParseError, parseCsv } from '@shared/csv';
import { decodeText } from '@shared/encoding';
import { ja } from '@shared/messages';

/** A data record of the file, with its row number (the header is row 1). */
export interface FileRecord {
  number: number;
  values: string[];
}

export type ReadFileResult = { ok: true; records: FileRecord[] } | { ok: false; message: string };

/**
 * Decodes (UTF-8 or CP932) and parses an import CSV, and checks its header against the
 * importer's: the same names in the same order. Blank lines are skipped.
 */
export function readImportFile(bytes: Uint8Array, header: readonly string[]): ReadFileResult {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { ok: false, message: ja.errors.csvEncoding };
  const parsed = parseRecords(decoded.text);
  if (!parsed) return { ok: false, message: ja.errors.importFormatInvalid };
  const [first, ...records] = parsed
    .map((values, index) => ({ number: index + 1, values }))
    .filter((record) => record.values.some((value) => value !== ''));
  if (!first || !isHeader(first.values, header)) return { ok: false, message: ja.errors.importFormatInvalid };
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

function isHeader(values: readonly string[], header: readonly string[]): boolean {
  return values.length === header.length && values.every((value, index) => value.trim() === header[index]);
}
