import type { TimerHandle, Timers } from '../ports/timers';

export interface IdleMonitorOptions {
  timers: Timers;
  timeoutMs: number;
  onIdle: () => void;
}

export interface IdleMonitor {
  /** A session began: the idle time counts from now. */
  start(): void;
  stop(): void;
  /** The user did something. Cheap: called on every key press of every window. */
  recordActivity(): void;
  /** Compares the wall clock with the last activity at once (after the machine wakes up). */
  checkNow(): void;
}

/**
 * Logs out after `timeoutMs` without activity. Idle time is measured on the wall clock
 * (`timers.now()`), not by the timer alone: a timer does not run while the machine sleeps, but
 * the sleep counts as idle time, so a wake-up is checked at once.
 */
export function createIdleMonitor({ timers, timeoutMs, onIdle }: IdleMonitorOptions): IdleMonitor {
  let running = false;
  let lastActivityAt = 0;
  let timer: TimerHandle | null = null;

  function schedule(delayMs: number): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      checkNow();
    }, delayMs);
  }

  function stop(): void {
    running = false;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function checkNow(): void {
    if (!running) return;
    const idleFor = timers.now() - lastActivityAt;
    // A clock set backwards would make the idle time negative: count from now instead.
    if (idleFor < 0) lastActivityAt = timers.now();
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    // Activity only moves the mark; the timer re-arms itself for the time that is left.
    schedule(timeoutMs - Math.max(idleFor, 0));
  }

  return {
    start() {
      running = true;
      lastActivityAt = timers.now();
      schedule(timeoutMs);
    },
    stop,
    recordActivity() {
      if (running) lastActivityAt = timers.now();
    },
    checkNow,
  };
}
