/** Peak memory of this process over a run, sampled on a timer and whenever `sample()` is called. */
export class MemoryPeak {
  rss = 0;
  heapUsed = 0;
  private timer: NodeJS.Timeout | null = null;

  start(intervalMs = 20): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  sample(): void {
    const { rss, heapUsed } = process.memoryUsage();
    this.rss = Math.max(this.rss, rss);
    this.heapUsed = Math.max(this.heapUsed, heapUsed);
  }

  stop(): void {
    this.sample();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

export const megabytes = (bytes: number) => bytes / (1024 * 1024);
