import type { SQLWrapper } from 'drizzle-orm';
import { driverClientOf } from './client';
import type { Database } from './client';
import { inlined, streamCopyOfQuery } from './copy-stream';

function copyStatement(query: SQLWrapper, target: string): string {
  return `copy (${inlined(query)}) to ${target} with (format csv)`;
}

/**
 * `COPY (<query>) TO STDOUT WITH (FORMAT csv)` streamed from PostgreSQL: the rows formatted by
 * the database (UTF-8, LF line ends, cells quoted where needed, an empty text as `""`) in chunks
 * as they arrive, cut anywhere (inside a row, inside a character). The database runs ahead of
 * the reader by at most `bufferBytes`, then waits for it. Null on PGlite, which cannot stream a
 * COPY (see copyCsv).
 */
export function streamCopyCsv(
  db: Database,
  query: SQLWrapper,
  bufferBytes: number,
): AsyncGenerator<Buffer> | null {
  return streamCopyOfQuery(db, query, 'csv', bufferBytes);
}

/** The same COPY's whole output in memory, on either driver: keep the query to one page. */
export async function copyCsv(db: Database, query: SQLWrapper): Promise<Buffer> {
  const driver = driverClientOf(db);
  if (driver?.kind === 'pglite') {
    // PGlite writes a COPY to a blob rather than a stream.
    const result = await driver.client.query(copyStatement(query, "'/dev/blob'"));
    return Buffer.from(await (result.blob ?? new Blob([])).arrayBuffer());
  }
  const stream = streamCopyCsv(db, query, COLLECT_BUFFER_BYTES);
  if (!stream) throw new Error('COPY needs the top-level database, not a transaction');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const COLLECT_BUFFER_BYTES = 1 << 20;
