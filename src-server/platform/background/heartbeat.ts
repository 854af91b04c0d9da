import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../settings';
import type { LeaseSettings } from './lease';

/**
 * Renews a lease every `heartbeatMs` while its holder works, on a timer of its own: the work
 * may sit in one long statement or transaction, and its lease is renewed all the same. Once a
 * renewal finds the lease gone (taken over), or renewals keep failing until the lease has run
 * out, the lease counts as lost and the holder must stop and record nothing.
 */
export class Heartbeat {
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private lostLease = false;
  private heldUntil: number;

  constructor(
    /** Renews the lease in the database; false when it is no longer this holder's. */
    private readonly renew: () => Promise<boolean>,
    private readonly settings: LeaseSettings,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.heldUntil = clock().getTime() + settings.leaseMs;
  }

  /** Starts renewing; the claim that took the lease counts as the first renewal. */
  start(): this {
    this.timer = setInterval(() => {
      this.beating ??= this.beat().finally(() => (this.beating = null));
    }, this.settings.heartbeatMs);
    this.timer.unref();
    return this;
  }

  /** The lease was taken over, or could not be renewed before it ran out. */
  get lost(): boolean {
    return this.lostLease || this.clock().getTime() >= this.heldUntil;
  }

  /** Stops renewing (the work is done or handed back); waits for a renewal under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating;
  }

  private async beat(): Promise<void> {
    const now = this.clock().getTime();
    try {
      if (await this.renew()) this.heldUntil = now + this.settings.leaseMs;
      else this.lostLease = true;
    } catch (error) {
      // A failure of the moment: the next beat tries again while the lease lasts.
      this.log.warn({ err: error }, 'lease renewal failed');
    }
  }
}
