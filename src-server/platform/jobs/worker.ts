import { hostname } from 'node:os';
import type { JobContext } from './context';
import { newId } from './ids';
import { PollLoop } from './poll-loop';
import { isRetryableJobError } from './failures';
import { claimNextJob, refreshClaim, releaseClaim } from './queue';
import type { Claim, JobTable } from './queue';
import { purgeExpiredFiles } from './retention';

/** Raised inside a job when its claim was taken over: the result must not be recorded. */
export class ClaimLostError extends Error {
  constructor(readonly claim: Claim) {
    super(`job ${claim.jobId} was taken over by another worker`);
    this.name = 'ClaimLostError';
  }
}

/** Keeps a claim fresh during a long job; throws ClaimLostError once it is lost. */
export type KeepAlive = () => Promise<void>;

/** One kind of job: where its rows are and how one is processed. */
export interface JobProcessor {
  name: string;
  table: JobTable;
  /** Does the job and records its final status (only while the claim holds). */
  process(claim: Claim, keepAlive: KeepAlive): Promise<void>;
  /** Records the job as failed without running it again (its workers kept dying). */
  giveUp(claim: Claim): Promise<void>;
  /** Records the job as failed at once, with the reason `error` gives, since it would fail again the same way. */
  cancel(claim: Claim, error: unknown): Promise<void>;
}

/**
 * The job worker of one server process. Every process runs one; they share the queue through
 * the database, and a job is processed by whichever worker claims it first.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  private readonly polling = new PollLoop(
    () => this.pollRound(),
    () => this.ctx.settings.pollIntervalMs,
    (error) => this.ctx.log.error({ err: error }, 'job worker failed; retrying at the next poll'),
  );
  private purgedAt = 0;

  constructor(
    private readonly ctx: JobContext,
    private readonly processors: readonly JobProcessor[],
  ) {}

  /** Claims and processes at most one job of each kind; answers how many it processed. */
  async runOnce(): Promise<number> {
    let processed = 0;
    for (const processor of this.processors) {
      if (await this.runNext(processor)) processed += 1;
    }
    return processed;
  }

  /** Processes jobs until none is waiting; answers how many it processed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const processed = await this.runOnce();
      if (processed === 0) return total;
      total += processed;
    }
  }

  /** Deletes the files past their retention; answers how many. */
  async purgeExpiredFiles(): Promise<number> {
    const now = this.ctx.clock();
    this.purgedAt = now.getTime();
    return purgeExpiredFiles(this.ctx.db, now, this.ctx.settings.fileRetentionMs);
  }

  /** One round of the background loop: every waiting job, and the expired files now and then. */
  private async pollRound(): Promise<void> {
    await this.drain();
    if (this.ctx.clock().getTime() - this.purgedAt >= this.ctx.settings.purgeIntervalMs) {
      await this.purgeExpiredFiles();
    }
  }

  /** Starts polling in the background. */
  start(): void {
    this.polling.start();
  }

  /** A job was just created: look now rather than at the next poll. */
  notify(): void {
    this.polling.notify();
  }

  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void> {
    return this.polling.stop();
  }

  private async runNext(processor: JobProcessor): Promise<boolean> {
    const { db, clock, settings } = this.ctx;
    const claim = await claimNextJob(db, processor.table, this.id, clock(), settings.staleClaimMs);
    if (!claim) return false;
    try {
      if (claim.attempts > settings.maxAttempts) await processor.giveUp(claim);
      else await processor.process(claim, this.keepAlive(processor.table, claim));
    } catch (error) {
      await this.failed(processor, claim, error);
    }
    return true;
  }

  /**
   * A job that threw: a failure of the moment (a lost connection) is tried again after a delay,
   * up to maxAttempts; any other would fail again the same way, so the job is cancelled at once
   * with its reason. If even that cannot be recorded, the claim goes stale and the job is retried.
   */
  private async failed(processor: JobProcessor, claim: Claim, error: unknown): Promise<void> {
    const { db, clock, settings, log } = this.ctx;
    const job = { job: claim.jobId, kind: processor.name };
    if (error instanceof ClaimLostError) {
      log.warn(job, error.message);
      return;
    }
    try {
      if (isRetryableJobError(error)) {
        log.warn({ ...job, err: error }, 'job failed for the moment; it will be tried again');
        const delayMs = settings.retryDelayMs * claim.attempts;
        await releaseClaim(db, processor.table, claim, clock(), settings.staleClaimMs, delayMs);
      } else {
        log.error({ ...job, err: error }, 'job failed; it is cancelled');
        await processor.cancel(claim, error);
      }
    } catch (recordError) {
      log.error(
        { ...job, err: recordError },
        'job failure could not be recorded; retrying once its claim is stale',
      );
    }
  }

  private keepAlive(table: JobTable, claim: Claim): KeepAlive {
    const { db, clock, settings } = this.ctx;
    let refreshedAt = clock().getTime();
    return async () => {
      const now = clock();
      if (now.getTime() - refreshedAt < settings.heartbeatMs) return;
      if (!(await refreshClaim(db, table, claim, now))) throw new ClaimLostError(claim);
      refreshedAt = now.getTime();
    };
  }
}
