import { describe, expect, it, vi } from 'vitest';
import { createIdleMonitor } from '../../../../../src-main/core/session/idle-monitor';
import { createManualTimers } from '../../support/manual-timers';

const HOUR = 3_600_000;

function monitor() {
  const timers = createManualTimers();
  const onIdle = vi.fn();
  const idle = createIdleMonitor({ timers, timeoutMs: HOUR, onIdle });
  return { timers, onIdle, idle };
}

describe('idle monitor', () => {
  it('fires once after the time-out without activity, not a millisecond earlier', () => {
    const { timers, onIdle, idle } = monitor();
    idle.start();
    timers.advance(HOUR - 1);
    expect(onIdle).not.toHaveBeenCalled();
    timers.advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timers.advance(HOUR * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timers.pending()).toBe(0);
  });

  it('counts from the last activity', () => {
    const { timers, onIdle, idle } = monitor();
    idle.start();
    timers.advance(HOUR - 10);
    idle.recordActivity();
    timers.advance(HOUR - 1);
    expect(onIdle).not.toHaveBeenCalled();
    timers.advance(10);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts a sleep as idle time: a wake-up after an hour logs out at once', () => {
    const { timers, onIdle, idle } = monitor();
    idle.start();
    timers.advance(10 * 60_000);
    // Asleep for an hour: the wall clock moves, the timer does not run.
    timers.jump(HOUR);
    expect(onIdle).not.toHaveBeenCalled();
    idle.checkNow();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('a short sleep only shortens the time left', () => {
    const { timers, onIdle, idle } = monitor();
    idle.start();
    timers.jump(HOUR / 2);
    idle.checkNow();
    expect(onIdle).not.toHaveBeenCalled();
    timers.advance(HOUR / 2 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    timers.advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while stopped: no session, no idle logout', () => {
    const { timers, onIdle, idle } = monitor();
    idle.recordActivity();
    idle.checkNow();
    idle.start();
    idle.stop();
    timers.jump(HOUR * 2);
    idle.checkNow();
    timers.advance(HOUR * 2);
    expect(onIdle).not.toHaveBeenCalled();
    expect(timers.pending()).toBe(0);
  });
});
