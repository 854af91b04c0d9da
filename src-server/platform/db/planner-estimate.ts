import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PgViewBase } from 'drizzle-orm/pg-core/view-base';
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

/**
 * The total of a list too large to count every time: its rows are counted up to `exactLimit`,
 * and past that the planner's estimate stands in (never below the rows counted), marked as one.
 */
export async function cappedCount(
  db: Database,
  table: PgTable | PgViewBase,
  where: SQL | undefined,
  exactLimit: number,
): Promise<{ total: number; estimated: boolean }> {
  const rows = () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where);
  const [row] = await db.select({ total: count() }).from(
    rows()
      .limit(exactLimit + 1)
      .as('capped'),
  );
  const total = row?.total ?? 0;
  if (total <= exactLimit) return { total, estimated: false };
  return { total: Math.max(await plannerEstimate(db, rows()), total), estimated: true };
}
