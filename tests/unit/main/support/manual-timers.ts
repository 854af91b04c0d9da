import type { Timers } from '../../../../src-main/core';

interface Scheduled {
  at: number;
  callback: () => void;
}

/** Timers that only move when the test says so. */
export function createManualTimers(
  start = 1_700_000_000_000,
): Timers & { advance(ms: number): void; jump(ms: number): void; pending(): number } {
  let now = start;
  let nextHandle = 1;
  const scheduled = new Map<number, Scheduled>();
  return {
    now: () => now,
    setTimeout(callback, delayMs) {
      const handle = nextHandle++;
      scheduled.set(handle, { at: now + delayMs, callback });
      return handle;
    },
    clearTimeout(handle) {
      scheduled.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [handle, entry] of [...scheduled].sort(([, a], [, b]) => a.at - b.at)) {
        if (entry.at > now) continue;
        scheduled.delete(handle);
        entry.callback();
      }
    },
    /** Moves the wall clock without running any timer: the machine was asleep. */
    jump(ms) {
      now += ms;
    },
    pending: () => scheduled.size,
  };
}
