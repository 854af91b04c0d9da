import { decodeText } from '@shared/encoding';
import { readImportCsv } from '@shared/imports';
import type { ImportCsvReading } from '@shared/imports';
import { ja } from '@shared/messages';

/**
 * Decodes (UTF-8 or CP932) and reads an import CSV as the console reads it before uploading:
 * the header checked against the importer's, blank lines skipped.
 */
export function readImportFile(bytes: Uint8Array, header: readonly string[]): ImportCsvReading {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { ok: false, message: ja.errors.csvEncoding };
  return readImportCsv(decoded.text, header);
}
