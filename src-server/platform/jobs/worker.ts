import { hostname } from 'node:os';
import { Heartbeat } from '../background/heartbeat';
import type { JobContext } from './context';
import { newId } from './ids';
import { PollingWorker } from './poll-loop';
import { isRetryableJobError } from './failures';
import { claimNextJob, handBackClaim, releaseClaim, renewClaim } from './queue';
import type { Claim, JobTable } from './queue';
import { purgeExpiredFiles } from './retention';

/** Raised inside a job when its claim was taken over: the result must not be recorded. */
export class ClaimLostError extends Error {
  constructor(readonly claim: Claim) {
    super(`job ${claim.jobId} was taken over by another worker`);
    this.name = 'ClaimLostError';
  }
}

/** Raised inside a job when its worker is stopping: the job is handed back for another worker. */
export class WorkerStoppingError extends ClaimLostError {
  constructor(claim: Claim) {
    super(claim);
    this.message = `job ${claim.jobId} is handed back: its worker is stopping`;
    this.name = 'WorkerStoppingError';
  }
}

/**
 * Called by a job between pieces of its work: throws ClaimLostError once the job's lease is
 * lost, and WorkerStoppingError once its worker is stopping. (The lease itself is renewed by a
 * heartbeat of its own, however long a piece takes.)
 */
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
 * The job worker of one server process (of a process whose role runs workers). They share the
 * queue through the database, and a job is processed by whichever worker claims it first,
 * on a lease its heartbeat renews.
 */
export class JobWorker extends PollingWorker {
  readonly id = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;

  constructor(
    private readonly ctx: JobContext,
    private readonly processors: readonly JobProcessor[],
  ) {
    super(ctx, 'job worker');
  }

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
  purgeExpiredFiles(): Promise<number> {
    return purgeExpiredFiles(this.ctx.db, this.ctx.clock(), this.ctx.settings.fileRetentionMs);
  }

  private async runNext(processor: JobProcessor): Promise<boolean> {
    if (this.stopping) return false;
    const { db, clock, settings, log } = this.ctx;
    const claim = await claimNextJob(db, processor.table, this.id, clock(), settings);
    if (!claim) return false;
    const heartbeat = new Heartbeat(
      () => renewClaim(db, processor.table, claim, clock(), settings),
      settings,
      clock,
      log,
    ).start();
    const keepAlive: KeepAlive = async () => {
      if (heartbeat.lost) throw new ClaimLostError(claim);
      if (this.stopping) throw new WorkerStoppingError(claim);
    };
    try {
      if (claim.attempts > settings.maxAttempts) await processor.giveUp(claim);
      else await processor.process(claim, keepAlive);
    } catch (error) {
      await this.failed(processor, claim, error);
    } finally {
      await heartbeat.stop();
    }
    return true;
  }

  /**
   * A job that threw: a failure of the moment (a lost connection) is tried again after a delay,
   * up to maxAttempts; any other would fail again the same way, so the job is cancelled at once
   * with its reason. If even that cannot be recorded, the lease runs out and the job is retried.
   */
  private async failed(processor: JobProcessor, claim: Claim, error: unknown): Promise<void> {
    const { db, clock, settings, log } = this.ctx;
    const job = { job: claim.jobId, kind: processor.name };
    try {
      if (error instanceof WorkerStoppingError) {
        log.info(job, error.message);
        await handBackClaim(db, processor.table, claim);
      } else if (error instanceof ClaimLostError) {
        log.warn(job, error.message);
      } else if (isRetryableJobError(error)) {
        log.warn({ ...job, err: error }, 'job failed for the moment; it will be tried again');
        await releaseClaim(db, processor.table, claim, clock(), settings.retryDelayMs * claim.attempts);
      } else {
        log.error({ ...job, err: error }, 'job failed; it is cancelled');
        await processor.cancel(claim, error);
      }
    } catch (recordError) {
      log.error(
        { ...job, err: recordError },
        'job failure could not be recorded; retrying once its lease has run out',
      );
    }
  }
}
