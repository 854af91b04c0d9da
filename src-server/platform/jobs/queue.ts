import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobProcessing } from '@shared/api';
import type { Database } from '../db/client';
import { leaseEnd, leaseIsFree, leaseIsHeld } from '../background/lease';
import type { LeaseSettings } from '../background/lease';
import type { exportJobs, importJobs } from './schema';

/** Both job tables share the queue columns (status, attempts, claimed_by, lease_until, ...). */
export type JobTable = typeof exportJobs | typeof importJobs;

/** The waiting status of both job kinds. */
export const JOB_WAITING = 0;

/** How long a claim of the version before leases stayed valid without a refresh (see leaseIsFree). */
export const LEGACY_JOB_STALE_MS = 5 * 60_000;

/** A job one worker owns until it records the result, or until its lease runs out. */
export interface Claim {
  jobId: string;
  workerId: string;
  /** 1 on the first claim; more when earlier workers died on the job. */
  attempts: number;
}

/**
 * Claims the oldest waiting job nobody holds (never claimed, handed back, or whose holder's
 * lease ran out), with a lease of its own. SKIP LOCKED lets several workers claim at the same
 * moment without waiting for, or taking, each other's row.
 */
export async function claimNextJob(
  db: Database,
  table: JobTable,
  workerId: string,
  now: Date,
  lease: LeaseSettings,
): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: table.id, startedAt: table.startedAt })
      .from(table)
      .where(and(eq(table.status, JOB_WAITING), leaseIsFree(table, now, LEGACY_JOB_STALE_MS)))
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(table)
      .set({
        claimedBy: workerId,
        claimedAt: now,
        leaseUntil: leaseEnd(now, lease),
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

/** Renews the claim's lease (the heartbeat); false when another worker took the job over meanwhile. */
export async function renewClaim(
  db: Database,
  table: JobTable,
  claim: Claim,
  now: Date,
  lease: LeaseSettings,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ claimedAt: now, leaseUntil: leaseEnd(now, lease) })
    .where(stillClaimed(table, claim))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Gives a claimed job back to the queue after a failure of the moment: nobody holds it, and it
 * can be claimed again once `delayMs` has passed. It counts as an attempt, so maxAttempts still
 * bounds a failure that keeps coming back.
 */
export async function releaseClaim(
  db: Database,
  table: JobTable,
  claim: Claim,
  now: Date,
  delayMs: number,
): Promise<void> {
  await db
    .update(table)
    .set({ claimedBy: null, leaseUntil: new Date(now.getTime() + delayMs) })
    .where(stillClaimed(table, claim));
}

/**
 * Hands a claimed job back at once because its worker is stopping (a deploy, a shutdown): the
 * next worker to look takes it, and the attempt does not count towards maxAttempts.
 */
export async function handBackClaim(db: Database, table: JobTable, claim: Claim): Promise<void> {
  await db
    .update(table)
    .set({ claimedBy: null, claimedAt: null, leaseUntil: null, attempts: sql`${table.attempts} - 1` })
    .where(stillClaimed(table, claim));
}

/** The columns jobProcessing reads, for a select of a job. */
export function leaseOf(table: JobTable) {
  return {
    attempts: table.attempts,
    claimedBy: table.claimedBy,
    claimedAt: table.claimedAt,
    leaseUntil: table.leaseUntil,
  };
}

/**
 * How a waiting job's processing stands, for its status answer (JobProcessing): a job its
 * worker gave back, or whose worker's lease ran out, is interrupted; one taken over is resumed.
 */
export function jobProcessing(
  job: {
    status: number;
    attempts: number;
    claimedBy: string | null;
    claimedAt: Date | null;
    leaseUntil: Date | null;
  },
  now: Date,
): JobProcessing | null {
  if (job.status !== JOB_WAITING) return null;
  if (job.claimedBy === null) return job.attempts > 0 ? 'interrupted' : 'queued';
  if (!leaseIsHeld(job, now, LEGACY_JOB_STALE_MS)) return 'interrupted';
  return job.attempts > 1 ? 'resumed' : 'running';
}

/** The status answer's `processing` field: only while the job waits. */
export function processingOf(
  job: Parameters<typeof jobProcessing>[0],
  now: Date,
): { processing?: JobProcessing } {
  const processing = jobProcessing(job, now);
  return processing ? { processing } : {};
}
