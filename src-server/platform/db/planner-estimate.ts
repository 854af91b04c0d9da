import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';
import { rawRows } from './raw-select';

/** The rows the planner expects a query to return (EXPLAIN, no execution). */
export async function plannerEstimate(db: Database, query: { getSQL(): SQL }): Promise<number> {
  const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  const rows = Number((plan as [{ Plan: { 'Plan Rows': number } }] | undefined)?.[0]?.Plan['Plan Rows']);
  return Number.isFinite(rows) ? Math.round(rows) : 0;
}
