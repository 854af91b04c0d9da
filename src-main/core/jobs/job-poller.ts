import type { Logger } from '../ports/logger';
import { describeError } from '../ports/logger';
import type { TimerHandle, Timers } from '../ports/timers';

/** What one status check decided. */
export type PollVerdict = 'again' | 'done';

export interface JobPollerOptions {
  timers: Timers;
  intervalMs: number;
  /** Checks one job; a thrown error counts as "again". */
  check: (jobId: string) => Promise<PollVerdict>;
  logger: Logger;
}

export interface JobPoller {
  /** Polls the job every interval until its check says done (a job already polled is left alone). */
  watch(jobId: string): void;
  unwatch(jobId: string): void;
  unwatchAll(): void;
  isWatching(jobId: string): boolean;
  /** Checks every watched job now instead of at its next tick (the API is reachable again). */
  checkAllNow(): void;
}

/**
 * One timer per job; the next check is scheduled only after the previous one answered, so a
 * slow server never gets overlapping requests for the same job.
 */
export function createJobPoller({ timers, intervalMs, check, logger }: JobPollerOptions): JobPoller {
  const watched = new Map<string, TimerHandle | null>();

  function schedule(jobId: string): void {
    watched.set(
      jobId,
      timers.setTimeout(() => void checkOnce(jobId), intervalMs),
    );
  }

  async function checkOnce(jobId: string): Promise<void> {
    if (!watched.has(jobId)) return;
    watched.set(jobId, null);
    let verdict: PollVerdict = 'again';
    try {
      verdict = await check(jobId);
    } catch (error) {
      logger.error('Job status check failed', { jobId, ...describeError(error) });
    }
    // The job may have been unwatched (logout, dismiss) while its check was in flight.
    if (!watched.has(jobId)) return;
    if (verdict === 'done') watched.delete(jobId);
    else schedule(jobId);
  }

  function unwatch(jobId: string): void {
    const timer = watched.get(jobId);
    if (timer !== undefined && timer !== null) timers.clearTimeout(timer);
    watched.delete(jobId);
  }

  return {
    watch(jobId) {
      if (!watched.has(jobId)) schedule(jobId);
    },
    unwatch,
    unwatchAll() {
      for (const jobId of [...watched.keys()]) unwatch(jobId);
    },
    isWatching: (jobId) => watched.has(jobId),
    checkAllNow() {
      for (const [jobId, timer] of [...watched]) {
        // null: its check is in flight already, and schedules the next one itself.
        if (timer === null) continue;
        timers.clearTimeout(timer);
        void checkOnce(jobId);
      }
    },
  };
}
