import { CSV_ENCODINGS, EXPORT_FILE_PARAMS, EXPORT_FORMATS } from '@shared/constants';
import type { CsvEncoding, ExportFormat } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { ErrorEntry } from '@shared/api';

/**
 * What file an export writes, chosen with the request (EXPORT_FILE_PARAMS), the same for every
 * kind: the spec's Shift_JIS CSV unless asked otherwise.
 */
export interface ExportFileOptions {
  format: ExportFormat;
  /** The CSV's text encoding (an .xlsx is always UTF-8 inside; it is kept as asked). */
  encoding: CsvEncoding;
}

export const DEFAULT_FILE_OPTIONS: ExportFileOptions = { format: 'csv', encoding: 'shift_jis' };

function choice<V extends string>(values: readonly V[], raw: unknown, fallback: V): V | null {
  if (raw === undefined || raw === '') return fallback;
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as V) : null;
}

/** The file options of a request's query, or the 422 entries naming the values it does not know. */
export function parseFileOptions(
  query: Readonly<Record<string, unknown>>,
): { ok: true; options: ExportFileOptions } | { ok: false; errors: ErrorEntry[] } {
  const last = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[value.length - 1] : value;
  };
  const format = choice(EXPORT_FORMATS, last(EXPORT_FILE_PARAMS.format), DEFAULT_FILE_OPTIONS.format);
  const encoding = choice(CSV_ENCODINGS, last(EXPORT_FILE_PARAMS.encoding), DEFAULT_FILE_OPTIONS.encoding);
  const errors: ErrorEntry[] = [];
  if (!format) {
    errors.push({
      name: EXPORT_FILE_PARAMS.format,
      message: fieldMessage(ja.server.fields.exportFormat, ja.validation.unknownChoice),
    });
  }
  if (!encoding) {
    errors.push({
      name: EXPORT_FILE_PARAMS.encoding,
      message: fieldMessage(ja.server.fields.exportEncoding, ja.validation.unknownChoice),
    });
  }
  return format && encoding ? { ok: true, options: { format, encoding } } : { ok: false, errors };
}

/** Stored on the job as they were chosen; anything else read back is the default. */
export function storedFileOptions(format: string, encoding: string): ExportFileOptions {
  return {
    format: choice(EXPORT_FORMATS, format, DEFAULT_FILE_OPTIONS.format) ?? DEFAULT_FILE_OPTIONS.format,
    encoding: choice(CSV_ENCODINGS, encoding, DEFAULT_FILE_OPTIONS.encoding) ?? DEFAULT_FILE_OPTIONS.encoding,
  };
}
