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
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const name = `prepared_${createHash('sha1').update(text).digest('hex')}`;
  const result = await driver.pool.query<Row & Record<string, unknown>>({ name, text, values: params });
  return result.rows;
}
