import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { staleWrite } from '../errors';

/**
 * Optimistic locking on `updatedAt`. The API shows times to the second, so versions compare
 * to the second, and every write moves the version at least one second past the one it
 * replaced: a stale `updatedAt` never matches again, even within the same second.
 */

/**
 * The row is still at the version the client read (`updatedAt` as the API answered it). A write
 * that carries no version (a client that never read one) is not checked: undefined, which
 * drizzle's and() leaves out.
 */
export function atVersion(column: AnyColumn, updatedAt: string | null | undefined): SQL | undefined {
  if (updatedAt === undefined || updatedAt === null) return undefined;
  return sql`date_trunc('second', ${column}) = date_trunc('second', ${new Date(updatedAt).toISOString()}::timestamptz)`;
}

/** The version a write stamps: now, or one second past the previous version if that is later. */
export function nextVersion(column: AnyColumn, now: Date): SQL<Date> {
  return sql<Date>`greatest(${now.toISOString()}::timestamptz, date_trunc('second', ${column}) + interval '1 second')`;
}

/** A record read with the version it had: a mismatch is the conflict of a stale write (none given: no check). */
export function assertVersion(stored: Date, updatedAt: string | null | undefined): void {
  if (updatedAt === undefined || updatedAt === null) return;
  if (Math.floor(stored.getTime() / 1000) !== Math.floor(Date.parse(updatedAt) / 1000)) throw staleWrite();
}
