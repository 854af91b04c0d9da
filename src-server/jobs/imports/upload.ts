import type { FastifyRequest } from 'fastify';
import { BYTES_PER_MEGABYTE, fileExtension, IMPORT_TARGETS } from '@shared/constants';
import type { ImportTarget } from '@shared/constants';
import { decodeText } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { ApiError } from '../../http/errors';
import type { JobSettings } from '../settings';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** The multipart field that carries the file. */
const FILE_FIELD = 'file';

/** A 422 about the uploaded file, shown on the file field. */
function fileRefused(message: string): ApiError {
  return new ApiError(422, message, [{ name: FILE_FIELD, message }]);
}

/**
 * The file of an import upload, checked as the client checks it before sending (the server
 * never relies on that): the extension of the target, the size limit, and for a CSV an
 * encoding we can read (UTF-8 or CP932); for a zip, a zip signature. Every refusal is a 422.
 */
export async function receiveImportFile(
  request: FastifyRequest,
  target: ImportTarget,
  settings: JobSettings,
): Promise<UploadedFile> {
  const kind = IMPORT_TARGETS[target].file;
  const maxBytes = kind === 'csv' ? settings.csvMaxBytes : settings.zipMaxBytes;
  const file = await readFilePart(request, maxBytes, kind);
  if (fileExtension(file.name) !== kind) throw fileRefused(ja.errors.importFileType);
  if (file.bytes.length === 0) throw fileRefused(ja.server.importNoRows);
  if (kind === 'csv' && !decodeText(file.bytes).ok) throw fileRefused(ja.errors.csvEncoding);
  if (kind === 'zip' && !isZip(file.bytes)) throw fileRefused(ja.errors.importFileType);
  return file;
}

async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
  kind: 'csv' | 'zip',
): Promise<UploadedFile> {
  const missing = fileRefused(fieldMessage(ja.server.fields.file, ja.validation.selectionRequired));
  if (!request.isMultipart()) throw missing;
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  // A form with no file chosen still sends the field, with an empty name.
  if (!part || part.fieldname !== FILE_FIELD || part.filename === '') throw missing;
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    const maxSize = Math.floor(maxBytes / BYTES_PER_MEGABYTE);
    throw fileRefused(
      formatMessage(kind === 'csv' ? ja.main.csvTooLarge : ja.errors.zipTooLarge, { maxSize }),
    );
  }
}

/** A local file header, or the end record of an empty archive. */
function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && [0x04034b50, 0x06054b50].includes(bytes.readUInt32LE(0));
}
