/**
 * The background duties that run once per database, whichever server processes share it
 * (src-server/platform/background/duties.ts). After changing this file, regenerate the
 * migrations with `npx drizzle-kit generate`.
 */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** One row per duty: who runs it now, until when, and when it is next due. */
export const backgroundDuties = pgTable('background_duties', {
  /** The duty's name (Duty.name), e.g. `jobs.purge-expired-files`. */
  name: text('name').primaryKey(),
  /** The duty runner (one per server process) running it now; null between runs. */
  heldBy: text('held_by'),
  /** Until when that runner holds it; renewed by its heartbeat. Past it, another runner may run it. */
  leaseUntil: instant('lease_until'),
  /** It is not run again before this. */
  nextRunAt: instant('next_run_at').notNull().defaultNow(),
  /** How many runs were started, across every process: a run's number. */
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  lastStartedAt: instant('last_started_at'),
  lastFinishedAt: instant('last_finished_at'),
  /** Why the last run failed, or null. */
  lastError: text('last_error'),
});
