import path from 'node:path';
import { CSV_MAX_SIZE_MB, DEFAULT_ZIP_MAX_SIZE_MB } from '@shared/constants/imports';
import { decodeText } from '@shared/encoding/decode';
import type { TextEncodingName } from '@shared/encoding/decode';
import { formatMessage, ja } from '@shared/messages';
import type { FileSystem } from '../ports/file-system';

export type ImportFileType = 'csv' | 'zip';

/** Size limits in MB; the zip one is a setting (spec: `{maxSize}` is a parameter). */
export interface ImportLimits {
  zipMaxSizeMb: number;
  csvMaxSizeMb: number;
}

/** The defaults of src-shared, with whatever the host's settings override. */
export function importLimitsWith(overrides: Partial<ImportLimits> = {}): ImportLimits {
  return {
    zipMaxSizeMb: overrides.zipMaxSizeMb ?? DEFAULT_ZIP_MAX_SIZE_MB,
    csvMaxSizeMb: overrides.csvMaxSizeMb ?? CSV_MAX_SIZE_MB,
  };
}

export interface CheckedImportFile {
  fileName: string;
  bytes: Uint8Array;
  /** The decoded text of a CSV (null for a zip). */
  decoded: { text: string; encoding: TextEncodingName } | null;
}

export type ImportFileCheck = { ok: true; file: CheckedImportFile } | { ok: false; message: string };

const BYTES_PER_MB = 1024 * 1024;
/** Every zip archive with at least one entry starts with a local file header. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;

/** The checks before an upload (spec section 4, "Import flow"), each failure with the spec's message. */
export async function checkImportFile(
  fileSystem: FileSystem,
  filePath: string,
  fileType: ImportFileType,
  limits: ImportLimits,
): Promise<ImportFileCheck> {
  if (path.extname(filePath).toLowerCase() !== `.${fileType}`) return rejected(ja.errors.importFileType);
  const size = await fileSystem.fileSize(filePath).catch(() => null);
  if (size === null) return rejected(ja.main.fileReadFailed);
  const sizeRefusal = sizeRefusalOf(size, fileType, limits);
  if (sizeRefusal) return rejected(sizeRefusal);
  let bytes: Uint8Array;
  try {
    bytes = await fileSystem.readFile(filePath);
  } catch {
    return rejected(ja.main.fileReadFailed);
  }
  const fileName = path.basename(filePath);
  if (fileType === 'zip') {
    return hasZipSignature(bytes)
      ? { ok: true, file: { fileName, bytes, decoded: null } }
      : rejected(ja.errors.importFileType);
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) return rejected(ja.errors.csvEncoding);
  return { ok: true, file: { fileName, bytes, decoded: { text: decoded.text, encoding: decoded.encoding } } };
}

function sizeRefusalOf(size: number, fileType: ImportFileType, limits: ImportLimits): string | null {
  if (size === 0) return ja.errors.importFormatInvalid;
  if (fileType === 'zip' && size > limits.zipMaxSizeMb * BYTES_PER_MB)
    return formatMessage(ja.errors.zipTooLarge, { maxSize: limits.zipMaxSizeMb });
  if (fileType === 'csv' && size > limits.csvMaxSizeMb * BYTES_PER_MB)
    return formatMessage(ja.main.csvTooLarge, { maxSize: limits.csvMaxSizeMb });
  return null;
}

function hasZipSignature(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function rejected(message: string): ImportFileCheck {
  return { ok: false, message };
}
