import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { newId } from '../../../platform/jobs/ids';
import type { Clock } from '../../../platform/settings';
import {
  PushClaimLostError,
  claimDuePush,
  countAudience,
  expandNextBatch,
  failPush,
  finishPush,
  recordBatch,
  releasePush,
  unsentBatches,
} from './outbox';
import type { DeliveryBatch, PushClaim } from './outbox';
import type { PushSender } from './sender';
import type { PushSettings } from './settings';
import { PollLoop } from '../../../platform/jobs/poll-loop';

export interface PushWorkerContext {
  db: Database;
  clock: Clock;
  settings: PushSettings;
  sender: PushSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * The push worker of one server process. Every process runs one; they share the outbox through
 * the database, and a push is sent by whichever worker claims it. A worker that dies midway
 * leaves its claim to go stale; the next one sends the batches left unsent, then expands on
 * from the saved cursor, so every device token gets exactly one delivery.
 */
export class PushWorker {
  readonly id = `${hostname()}:${process.pid}:push:${newId().slice(0, 8)}`;
  private readonly polling = new PollLoop(
    () => this.drain().then(() => undefined),
    () => this.ctx.settings.pollIntervalMs,
    (error) => this.ctx.log.error({ err: error }, 'push worker failed; retrying at the next poll'),
  );

  constructor(private readonly ctx: PushWorkerContext) {}

  /** Sends every due push; answers how many it took up. */
  async drain(): Promise<number> {
    let total = 0;
    while (await this.runOnce()) total += 1;
    return total;
  }

  /** Claims and sends at most one due push; false when none is due. */
  async runOnce(): Promise<boolean> {
    const { db, clock, settings } = this.ctx;
    const claim = await claimDuePush(db, this.id, clock(), settings.staleClaimMs);
    if (!claim) return false;
    try {
      if (claim.attempts > settings.maxAttempts) {
        await failPush(db, claim, 'the push failed too many times', clock());
        return true;
      }
      await this.send(claim);
    } catch (error) {
      await this.failed(claim, error);
    }
    return true;
  }

  start(): void {
    this.polling.start();
  }

  /** A push was just saved: look now rather than at the next poll. */
  notify(): void {
    this.polling.notify();
  }

  stop(): Promise<void> {
    return this.polling.stop();
  }

  private async send(claim: PushClaim): Promise<void> {
    const { db, clock, settings } = this.ctx;
    if (claim.firstStart) await countAudience(db, claim);
    const { needsTargets } = this.ctx.sender;
    for (const batch of await unsentBatches(db, claim, needsTargets)) await this.deliver(claim, batch);
    for (;;) {
      const batch = await expandNextBatch(db, claim, settings.batchSize, needsTargets, clock());
      if (!batch) break;
      await this.deliver(claim, batch);
    }
    await finishPush(db, claim, clock());
  }

  private async deliver(claim: PushClaim, batch: DeliveryBatch): Promise<void> {
    const result = await this.ctx.sender.send(claim.message, batch.targets);
    await recordBatch(this.ctx.db, claim, batch, result, this.ctx.clock());
  }

  /**
   * The sender threw: the push goes back to the outbox and is tried again after a delay (its
   * unsent batches first), up to maxAttempts. A claim lost to another worker records nothing.
   */
  private async failed(claim: PushClaim, error: unknown): Promise<void> {
    const { db, clock, settings, log } = this.ctx;
    if (error instanceof PushClaimLostError) {
      log.warn({ push: claim.pushId }, error.message);
      return;
    }
    try {
      if (claim.attempts >= settings.maxAttempts) {
        log.error({ push: claim.pushId, err: error }, 'push failed; it is given up');
        await failPush(db, claim, error instanceof Error ? error.message : String(error), clock());
      } else {
        log.warn({ push: claim.pushId, err: error }, 'push failed for the moment; it will be tried again');
        await releasePush(db, claim, clock(), settings.staleClaimMs, settings.retryDelayMs * claim.attempts);
      }
    } catch (recordError) {
      log.error({ push: claim.pushId, err: recordError }, 'push failure could not be recorded');
    }
  }
}
