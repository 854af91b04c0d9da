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
