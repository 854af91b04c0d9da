import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { Heartbeat } from '../../../platform/background/heartbeat';
import { newId } from '../../../platform/jobs/ids';
import type { Clock } from '../../../platform/settings';
import {
  PushClaimLostError,
  claimDuePush,
  countAudience,
  expandNextBatch,
  failPush,
  finishPush,
  handBackPush,
  markBatchHanded,
  recordBatch,
  releasePush,
  renewPushClaim,
  unsentBatches,
} from './outbox';
import type { DeliveryBatch, PushClaim } from './outbox';
import type { PushSender } from './sender';
import type { PushSettings } from './settings';
import { PollingWorker } from '../../../platform/jobs/poll-loop';

export interface PushWorkerContext {
  db: Database;
  clock: Clock;
  settings: PushSettings;
  sender: PushSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Raised between batches when the worker is stopping: the push is handed back for another worker. */
class PushWorkerStopping extends Error {
  constructor(readonly pushId: number) {
    super(`push ${pushId} is handed back: its worker is stopping`);
    this.name = 'PushWorkerStopping';
  }
}

/**
 * The push worker of one server process (of a process whose role runs workers); they share the
 * outbox through the database, and a push is sent by whichever worker claims it, on a lease
 * its heartbeat renews. A worker that dies midway leaves a lease that runs out; the next one
 * sends the batches left unsent, then expands on from the saved cursor, so every device token
 * gets exactly one delivery row. What reaches the phones is at least once per batch: a batch
 * the sender had when its worker died is sent again (see markBatchHanded).
 */
export class PushWorker extends PollingWorker {
  readonly id = `${hostname()}:${process.pid}:push:${newId().slice(0, 8)}`;

  constructor(private readonly ctx: PushWorkerContext) {
    super(ctx, 'push worker');
  }

  /** Sends every due push; answers how many it took up. */
  async drain(): Promise<number> {
    let total = 0;
    while (await this.runOnce()) total += 1;
    return total;
  }

  /** Claims and sends at most one due push; false when none is due. */
  async runOnce(): Promise<boolean> {
    if (this.stopping) return false;
    const { db, clock, settings, log } = this.ctx;
    const claim = await claimDuePush(db, this.id, clock(), settings);
    if (!claim) return false;
    const heartbeat = new Heartbeat(() => renewPushClaim(db, claim, clock()), settings, clock, log).start();
    try {
      if (claim.attempts > settings.maxAttempts) {
        await failPush(db, claim, 'the push failed too many times', clock());
        return true;
      }
      await this.send(claim, heartbeat);
    } catch (error) {
      await this.failed(claim, error);
    } finally {
      await heartbeat.stop();
    }
    return true;
  }

  private async send(claim: PushClaim, heartbeat: Heartbeat): Promise<void> {
    const { db, clock, settings } = this.ctx;
    if (claim.firstStart) await countAudience(db, claim);
    const { needsTargets } = this.ctx.sender;
    for (const batch of await unsentBatches(db, claim, needsTargets))
      await this.deliver(claim, batch, heartbeat);
    for (;;) {
      this.checkHeld(claim, heartbeat);
      const batch = await expandNextBatch(db, claim, settings.batchSize, needsTargets, clock());
      if (!batch) break;
      await this.deliver(claim, batch, heartbeat);
    }
    await finishPush(db, claim, clock());
  }

  /**
   * One batch in flight at a time: it is marked as handed to the sender (while the claim is
   * checked to hold) before the sender gets it, and marked sent once the sender answered.
   */
  private async deliver(claim: PushClaim, batch: DeliveryBatch, heartbeat: Heartbeat): Promise<void> {
    const { db, clock, sender, log } = this.ctx;
    this.checkHeld(claim, heartbeat);
    const handoffs = await markBatchHanded(db, claim, batch, clock());
    if (handoffs > 1) {
      log.warn(
        { push: claim.pushId, batch: batch.seq, devices: batch.size },
        'a batch the sender had when its worker stopped is sent again: some of its devices may get the push twice',
      );
    }
    const result = await sender.send(claim.message, batch.targets);
    await recordBatch(db, claim, batch, result, clock());
  }

  private checkHeld(claim: PushClaim, heartbeat: Heartbeat): void {
    if (heartbeat.lost) throw new PushClaimLostError(claim.pushId);
    if (this.stopping) throw new PushWorkerStopping(claim.pushId);
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
      if (error instanceof PushWorkerStopping) {
        log.warn({ push: claim.pushId }, error.message);
        await handBackPush(db, claim);
      } else if (claim.attempts >= settings.maxAttempts) {
        log.error({ push: claim.pushId, err: error }, 'push failed; it is given up');
        await failPush(db, claim, error instanceof Error ? error.message : String(error), clock());
      } else {
        log.warn({ push: claim.pushId, err: error }, 'push failed for the moment; it will be tried again');
        await releasePush(db, claim, clock(), settings.retryDelayMs * claim.attempts);
      }
    } catch (recordError) {
      log.error({ push: claim.pushId, err: recordError }, 'push failure could not be recorded');
    }
  }
}
