import { describe, expect, it } from 'vitest';
import { PollLoop } from '../../src-server/platform/jobs/poll-loop';

/** A round that records itself and lets the test wait for the n-th one. */
function rounds(behaviour: (n: number) => Promise<void> = async () => undefined) {
  let count = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const round = async () => {
    count += 1;
    try {
      await behaviour(count);
    } finally {
      for (const waiter of waiters.filter((candidate) => candidate.n <= count)) waiter.resolve();
    }
  };
  const reached = (n: number) =>
    new Promise<void>((resolve) => (count >= n ? resolve() : waiters.push({ n, resolve })));
  return { round, reached, count: () => count };
}

describe('the poll loop of the workers', () => {
  it('runs a round at start and another at once when notified, not waiting for the interval', async () => {
    const work = rounds();
    const loop = new PollLoop(
      work.round,
      () => 3_600_000,
      () => undefined,
    );
    loop.start();
    await work.reached(1);
    loop.notify();
    await work.reached(2);
    await loop.stop();
    expect(work.count()).toBe(2);
  });

  it('reports a failing round and goes on with the next', async () => {
    const errors: unknown[] = [];
    const work = rounds(async (n) => {
      if (n === 1) throw new Error('database gone');
    });
    const loop = new PollLoop(
      work.round,
      () => 3_600_000,
      (error) => errors.push(error),
    );
    loop.start();
    await work.reached(1);
    loop.notify();
    await work.reached(2);
    await loop.stop();
    expect(errors).toEqual([new Error('database gone')]);
  });

  it('stops after the round in hand, and a stopped loop runs no more rounds', async () => {
    let finish!: () => void;
    const work = rounds(() => new Promise<void>((resolve) => (finish = resolve)));
    const loop = new PollLoop(
      work.round,
      () => 3_600_000,
      () => undefined,
    );
    loop.start();
    await new Promise((resolve) => setImmediate(resolve));
    let stopResolved = false;
    const stopped = loop.stop().then(() => {
      stopResolved = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopResolved).toBe(false);
    finish();
    await stopped;
    loop.notify();
    await new Promise((resolve) => setImmediate(resolve));
    expect(work.count()).toBe(1);
  });
});
