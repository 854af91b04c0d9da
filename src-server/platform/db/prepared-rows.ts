import { createHash } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { driverClientOf } from './client';
import type { Database } from './client';
import { rawRows } from './raw-select';

const dialect = new PgDialect();

/**
 * Runs a query the app repeats (a list's page) as a named prepared statement on PostgreSQL's
 * pool: each connection parses and plans its text once (after five runs PostgreSQL keeps a
 * generic plan when it costs no more), the name being a digest of the text. On PGlite, and in a
 * transaction, it runs as any query. Rows as the driver answers them, as rawRows does.
 */
export async function preparedRows<Row>(db: Database, query: SQLWrapper): Promise<Row[]> {
  const driver = driverClientOf(db);
  if (driver?.kind !== 'postgres') return rawRows<Row>(db, query);
  return preparedStatementRows<Row>(db, preparedStatement(query));
}

/** A query compiled once (drizzle's text and values, the statement's name) to run many times. */
export interface PreparedStatement {
  query: SQLWrapper;
  name: string;
  text: string;
  values: unknown[];
}

export function preparedStatement(query: SQLWrapper): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  return { query, name: `prepared_${createHash('sha1').update(text).digest('hex')}`, text, values: params };
}

/** preparedRows of a statement compiled beforehand: no SQL built or compiled again. */
export async function preparedStatementRows<Row>(db: Database, statement: PreparedStatement): Promise<Row[]> {
  const driver = driverClientOf(db);
  if (driver?.kind !== 'postgres') return rawRows<Row>(db, statement.query);
  const result = await driver.pool.query<Row & Record<string, unknown>>({
    name: statement.name,
    text: statement.text,
    values: statement.values,
  });
  return result.rows;
}
