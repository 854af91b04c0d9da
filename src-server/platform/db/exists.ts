import { and, ne, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { notFound, staleWrite } from '../errors';
import type { Database } from './client';
import { atVersion, nextVersion } from './versions';

/** Whether the table has a row under the condition (reads one row at most). */
export async function rowExists(db: Database, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/**
 * A uniqueness check's condition on the row being edited: any row but `exceptId` (an edit does not
 * collide with itself), or every row for a new one (no id).
 */
export function otherThan(id: AnyColumn, exceptId: number | undefined): SQL | undefined {
  return exceptId === undefined ? undefined : ne(id, exceptId);
}

/**
 * The error of a versioned write (an UPDATE or DELETE under atVersion) that changed no row: the
 * row is still there, so its version moved on (409), or it is gone or not the caller's (404).
 */
export async function missedWriteError(rowStillThere: Promise<boolean>): Promise<Error> {
  return (await rowStillThere) ? staleWrite() : notFound();
}

/**
 * Saves the row under `where` read at `updatedAt` (atVersion; none given: no check), stamping its
 * next version: 409 when the row changed since, 404 when it is gone or not the caller's.
 */
export async function updateAtVersion<Table extends PgTable & { updatedAt: AnyColumn }>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  version: { updatedAt?: string | null | undefined; now: Date },
  values: PgUpdateSetSource<Table>,
): Promise<void> {
  const updated = await db
    .update(table)
    .set({ ...values, updatedAt: nextVersion(table.updatedAt, version.now) })
    .where(and(where, atVersion(table.updatedAt, version.updatedAt)))
    .returning({ found: sql`1` });
  if (updated.length === 0) throw await missedWriteError(rowExists(db, table, where));
}
