import { and, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * How a server process holds a piece of background work (an export or import job, a push, a
 * duty that runs once per database): it claims it with a lease and renews the lease with a
 * heartbeat while it works. A process that dies stops renewing, and once the lease has run out
 * another process takes the work over. So a dead process's work waits at most `leaseMs` (plus
 * the poll interval of the process that takes it over), whatever the work's length.
 */
export interface LeaseSettings {
  /** How long a claim or a renewal holds the work; past it, the work is taken over. */
  leaseMs: number;
  /** How often the holder renews the lease; a few renewals fit in one lease. */
  heartbeatMs: number;
}

export const DEFAULT_LEASE_SETTINGS: LeaseSettings = { leaseMs: 20_000, heartbeatMs: 5_000 };

/** Where a lease is kept: `claimed_at` (the claim or its last renewal) and `lease_until`. */
export interface LeaseColumns {
  claimedAt: PgColumn;
  leaseUntil: PgColumn;
}

/** The end of a lease taken or renewed at `now`. */
export function leaseEnd(now: Date, settings: LeaseSettings): Date {
  return new Date(now.getTime() + settings.leaseMs);
}

/**
 * The work is free at `now`: never claimed, handed back, or its lease has run out.
 *
 * A version before leases kept only `claimed_at` and took work over once it was `legacyStaleMs`
 * old. Such a process still running beside this one during a rolling update writes `claimed_at`
 * alone, and leaves any `lease_until` behind it; a lease is therefore only read when it ends
 * after its `claimed_at` (every claim and renewal here writes both), otherwise the old rule
 * holds. Old processes in turn see `claimed_at` renewed by every heartbeat and leave the work
 * alone.
 */
export function leaseIsFree(columns: LeaseColumns, now: Date, legacyStaleMs: number): SQL {
  const { claimedAt, leaseUntil } = columns;
  const at = sql`${now.toISOString()}::timestamptz`;
  const current = and(isNotNull(leaseUntil), sql`${leaseUntil} > ${claimedAt}`);
  return or(
    isNull(claimedAt),
    and(current, lte(leaseUntil, at)),
    and(
      sql`not coalesce(${current}, false)`,
      sql`${claimedAt} < ${new Date(now.getTime() - legacyStaleMs).toISOString()}::timestamptz`,
    ),
  ) as SQL;
}

/** leaseIsFree's rule for a row already read: whether someone holds the work at `now`. */
export function leaseIsHeld(
  row: { claimedAt: Date | null; leaseUntil: Date | null },
  now: Date,
  legacyStaleMs: number,
): boolean {
  const { claimedAt, leaseUntil } = row;
  if (!claimedAt) return false;
  if (leaseUntil && leaseUntil > claimedAt) return leaseUntil > now;
  return claimedAt.getTime() >= now.getTime() - legacyStaleMs;
}
