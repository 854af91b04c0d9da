import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs a query and answers the driver's rows as they are, keyed by the selected aliases,
 * skipping drizzle's mapping of every value (an export reads its pages this way).
 */
export async function rawRows<Row>(db: Database, query: SQLWrapper): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
