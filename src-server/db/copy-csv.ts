import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { driverClientOf } from './client';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * The query as SQL text with its parameters written in as literals: COPY takes no parameters.
 * Drizzle quotes every text literal (doubling its quotes), and PostgreSQL reads it as written
 * because standard_conforming_strings is on (the default since 9.1).
 */
function inlined(query: SQLWrapper): string {
  return dialect.sqlToQuery(query.getSQL().inlineParams()).sql;
}

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
  const driver = driverClientOf(db);
  if (driver?.kind !== 'postgres') return null;
  return streamFromPool(driver.pool, copyStatement(query, 'stdout'), bufferBytes);
}

async function* streamFromPool(
  pool: pg.Pool,
  statement: string,
  bufferBytes: number,
): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let finished = false;
  try {
    const stream = client.query(copyTo(statement, { highWaterMark: bufferBytes }));
    for await (const chunk of stream) yield chunk as Buffer;
    finished = true;
  } finally {
    // A COPY given up half way (an error, or a reader that stopped) leaves the connection in
    // the middle of it: it is closed, not reused.
    client.release(!finished);
  }
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
