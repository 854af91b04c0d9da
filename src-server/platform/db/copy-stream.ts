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
 * while standard_conforming_strings is on (the default since 9.1; a database may still turn it
 * off, so the statements that send inlined text hold it on themselves).
 */
export function inlined(query: SQLWrapper): string {
  return dialect.sqlToQuery(query.getSQL().inlineParams()).sql;
}

/**
 * `COPY (<query>) TO STDOUT WITH (FORMAT <format>)` from node-postgres's pool, in pieces as they
 * arrive; null on PGlite, which cannot stream a COPY, and in a transaction, whose connection is
 * not known here.
 */
export function streamCopyOfQuery(
  db: Database,
  query: SQLWrapper,
  format: 'csv' | 'binary',
  bufferBytes: number,
): AsyncGenerator<Buffer> | null {
  const driver = driverClientOf(db);
  if (driver?.kind !== 'postgres') return null;
  return streamCopyOut(
    driver.pool,
    `copy (${inlined(query)}) to stdout with (format ${format})`,
    bufferBytes,
  );
}

/**
 * A `COPY … TO STDOUT` statement's output from one connection of the pool, in pieces as they
 * arrive (cut anywhere). The database runs ahead of the reader by at most `bufferBytes`.
 */
async function* streamCopyOut(pool: pg.Pool, statement: string, bufferBytes: number): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let finished = false;
  try {
    // The statement's values are inlined: exact only while backslashes are plain characters.
    await client.query('set standard_conforming_strings = on');
    const stream = client.query(copyTo(statement, { highWaterMark: bufferBytes }));
    for await (const chunk of stream) yield chunk as Buffer;
    finished = true;
  } finally {
    // A COPY given up half way (an error, or a reader that stopped) leaves the connection in
    // the middle of it: it is closed, not reused.
    client.release(!finished);
  }
}
