import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { exportJobs, importJobs } from './schema';

/** Both job tables share the queue columns (status, attempts, claimed_by, claimed_at, ...). */
export type JobTable = typeof exportJobs | typeof importJobs;

/** The waiting status of both job kinds. */
export const JOB_WAITING = 0;

/** A job one worker owns until it records the result, or until its claim goes stale. */
export interface Claim {
  jobId: string;
  workerId: string;
  /** 1 on the first claim; more when earlier workers died on the job. */
  attempts: number;
}

/**
 * Claims the oldest waiting job nobody holds (or whose holder stopped refreshing its claim).
 * SKIP LOCKED lets several workers claim at the same moment without waiting for, or taking,
 * each other's row.
 */
export async function claimNextJob(
  db: Database,
  table: JobTable,
  workerId: string,
  now: Date,
  staleClaimMs: number,
): Promise<Claim | null> {
  const staleBefore = new Date(now.getTime() - staleClaimMs);
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: table.id, startedAt: table.startedAt })
      .from(table)
      .where(
        and(eq(table.status, JOB_WAITING), or(isNull(table.claimedAt), lt(table.claimedAt, staleBefore))),
      )
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(table)
      .set({
        claimedBy: workerId,
        claimedAt: now,
        startedAt: next.startedAt ?? now,
        attempts: sql`${table.attempts} + 1`,
      })
      .where(eq(table.id, next.id))
      .returning({ attempts: table.attempts });
    return claimed ? { jobId: next.id, workerId, attempts: claimed.attempts } : null;
  });
}

/** The condition every write of a job's result carries: the job is still ours and still waiting. */
export function stillClaimed(table: JobTable, claim: Claim) {
  return and(eq(table.id, claim.jobId), eq(table.claimedBy, claim.workerId), eq(table.status, JOB_WAITING));
}

/** Refreshes the claim; false when another worker took the job over in the meantime. */
export async function refreshClaim(db: Database, table: JobTable, claim: Claim, now: Date): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ claimedAt: now })
    .where(stillClaimed(table, claim))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Gives a claimed job back to the queue after a failure of the moment: it can be claimed again
 * once `delayMs` has passed (its claim is dated so that it goes stale then), and counts as an
 * attempt, so maxAttempts still bounds a failure that keeps coming back.
 */
export async function releaseClaim(
  db: Database,
  table: JobTable,
  claim: Claim,
  now: Date,
  staleClaimMs: number,
  delayMs: number,
): Promise<void> {
  await db
    .update(table)
    .set({ claimedAt: new Date(now.getTime() - staleClaimMs + delayMs) })
    .where(stillClaimed(table, claim));
}
