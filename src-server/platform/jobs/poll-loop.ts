import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../db/request-transaction';

/**
 * A background loop that runs `round` every `intervalMs`, or at once when woken (work was
 * just added in this process). A failing round is reported and tried again at the next poll;
 * `stop` waits for the round in hand. The CSV job worker and the push worker run on it.
 */
export class PollLoop {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private wakeRequested = false;

  constructor(
    private readonly round: () => Promise<void>,
    private readonly intervalMs: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.poll();
  }

  /**
   * Look now rather than at the next poll; from inside a request, once its transaction has
   * committed (before that the work just added cannot be seen).
   */
  notify(): void {
    afterCommit(() => {
      this.wakeRequested = true;
      this.wake?.();
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async poll(): Promise<void> {
    while (this.running) {
      this.wakeRequested = false;
      try {
        await this.round();
      } catch (error) {
        this.onError(error);
      }
      if (this.running && !this.wakeRequested) await this.sleep(this.intervalMs());
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }
}

/**
 * A worker of one server process that polls the database for its work (the CSV jobs, the
 * pushes) on a PollLoop: started, woken when work was just saved, stopped. `stopping` tells the
 * work in hand to hand itself back at its next step.
 */
export abstract class PollingWorker {
  protected stopping = false;
  private readonly polling: PollLoop;

  constructor(
    context: { settings: { pollIntervalMs: number }; log: Pick<FastifyBaseLogger, 'error'> },
    name: string,
  ) {
    this.polling = new PollLoop(
      () => this.drain().then(() => undefined),
      () => context.settings.pollIntervalMs,
      (error) => context.log.error({ err: error }, `${name} failed; retrying at the next poll`),
    );
  }

  /** Does every piece of work that is due; answers how many it took up. */
  abstract drain(): Promise<number>;

  /** Starts polling in the background. */
  start(): void {
    this.stopping = false;
    this.polling.start();
  }

  /** Work was just saved: look now rather than at the next poll. */
  notify(): void {
    this.polling.notify();
  }

  /** Stops polling; the work in hand is handed back (see `stopping`). */
  stop(): Promise<void> {
    this.stopping = true;
    return this.polling.stop();
  }
}
