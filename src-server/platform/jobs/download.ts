import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { notFound } from '../errors';
import { fileSize, readFileChunks } from './files/store';

export interface CsvDownloadName {
  /** The name the user sees (Japanese allowed). */
  name: string;
  /** An ASCII name for clients that ignore the RFC 5987 form. */
  asciiName: string;
  /** The media type, when the file is not a CP932 CSV (a UTF-8 CSV, a zip). */
  contentType?: string;
}

/** Sends a stored file (a CP932 CSV unless said otherwise) chunk by chunk, as a download named in UTF-8 (RFC 6266 / 5987). */
export async function sendCsvFile(
  reply: FastifyReply,
  db: Database,
  fileId: string,
  { name, asciiName, contentType = 'text/csv; charset=Shift_JIS' }: CsvDownloadName,
): Promise<FastifyReply> {
  const size = await fileSize(db, fileId);
  if (size === null) throw notFound();
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(name)}`,
    )
    .header('cache-control', 'no-store')
    .send(Readable.from(readFileChunks(db, fileId)));
}

/** RFC 5987 value characters: encodeURIComponent leaves a few that the attr-char set lacks. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
