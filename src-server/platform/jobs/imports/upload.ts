import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BYTES_PER_MEGABYTE, fileExtension, IMPORT_TARGETS } from '@shared/constants';
import type { ImportTarget } from '@shared/constants';
import { createEncodingSniffer } from '@shared/encoding';
import type { TextEncodingName } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../db/client';
import { invalidField } from '../../errors';
import { createFile } from '../files/store';
import type { JobSettings } from '../settings';

export interface UploadedFile {
  name: string;
  /** The stored upload. */
  fileId: string;
  contentSha256: string;
  /** A CSV's text encoding (null for a zip). */
  encoding: TextEncodingName | null;
}

/** The multipart field that carries the file. */
const FILE_FIELD = 'file';

/** A 422 about the uploaded file, shown on the file field. */
function fileRefused(message: string) {
  return invalidField(FILE_FIELD, message);
}

/**
 * The file of an import upload, checked as the client checks it before sending (the server
 * never relies on that): the extension of the target, the size limit, and for a CSV an
 * encoding we can read (UTF-8 or CP932); for a zip, a zip signature. Every refusal is a 422.
 * The upload streams into the file store as it arrives (hashed and its encoding found on the
 * way), so a large file is never in memory whole.
 */
export async function receiveImportFile(
  request: FastifyRequest,
  db: Database,
  target: ImportTarget,
  settings: JobSettings,
): Promise<UploadedFile> {
  const kind = IMPORT_TARGETS[target].file;
  const maxBytes = kind === 'csv' ? settings.csvMaxBytes : settings.zipMaxBytes;
  const missing = fileRefused(fieldMessage(ja.server.fields.file, ja.validation.selectionRequired));
  if (!request.isMultipart()) throw missing;
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  // A form with no file chosen still sends the field, with an empty name.
  if (!part || part.fieldname !== FILE_FIELD || part.filename === '') throw missing;
  if (fileExtension(part.filename) !== kind) {
    part.file.resume();
    throw fileRefused(ja.errors.importFileType);
  }
  const hash = createHash('sha256');
  const sniffer = createEncodingSniffer();
  const writer = await createFile(db, settings.fileChunkBytes);
  let head = Buffer.alloc(0);
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
      size += chunk.length;
      hash.update(chunk);
      if (kind === 'csv') sniffer.write(chunk);
      await writer.write(chunk);
    }
    if (part.file.truncated) {
      const maxSize = Math.floor(maxBytes / BYTES_PER_MEGABYTE);
      throw fileRefused(
        formatMessage(kind === 'csv' ? ja.main.csvTooLarge : ja.errors.zipTooLarge, { maxSize }),
      );
    }
    if (size === 0) throw fileRefused(ja.server.importNoRows);
    const sniffed = kind === 'csv' ? sniffer.result() : null;
    if (sniffed && !sniffed.ok) throw fileRefused(ja.errors.csvEncoding);
    if (kind === 'zip' && !isZip(head)) throw fileRefused(ja.errors.importFileType);
    const { id } = await writer.close();
    return {
      name: part.filename,
      fileId: id,
      contentSha256: hash.digest('hex'),
      encoding: sniffed?.ok ? sniffed.encoding : null,
    };
  } catch (error) {
    await writer.discard();
    throw error;
  }
}

/** A local file header, or the end record of an empty archive. */
function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && [0x04034b50, 0x06054b50].includes(bytes.readUInt32LE(0));
}
