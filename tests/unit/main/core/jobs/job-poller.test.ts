import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../../../src-main/core';
import { createJobPoller } from '../../../../../src-main/core/jobs/job-poller';
import type { PollVerdict } from '../../../../../src-main/core/jobs/job-poller';
import { createManualTimers } from '../../support/manual-timers';
import { settle } from '../../support/settle';

describe('job poller', () => {
  it('never overlaps two checks of one job: the next waits for the answer', async () => {
    const timers = createManualTimers();
    const pending: { answer?: (verdict: PollVerdict) => void } = {};
    const check = vi.fn(() => new Promise<PollVerdict>((resolve) => (pending.answer = resolve)));
    const poller = createJobPoller({ timers, intervalMs: 5000, check, logger: silentLogger });
    poller.watch('a');
    poller.watch('a');
    timers.advance(5000);
    timers.advance(20_000);
    expect(check).toHaveBeenCalledTimes(1);
    pending.answer?.('again');
    await settle();
    timers.advance(5000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks every waiting job at once on request (the API is back), then keeps its rhythm', async () => {
    const timers = createManualTimers();
    const check = vi.fn(() => Promise.resolve<PollVerdict>('again'));
    const poller = createJobPoller({ timers, intervalMs: 5000, check, logger: silentLogger });
    poller.watch('a');
    poller.watch('b');
    timers.advance(1000);
    poller.checkAllNow();
    expect(check.mock.calls).toEqual([['a'], ['b']]);
    await settle();
    timers.advance(4999);
    expect(check).toHaveBeenCalledTimes(2);
    timers.advance(1);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('does not start a second check of a job whose check is in flight', () => {
    const timers = createManualTimers();
    const check = vi.fn(() => new Promise<PollVerdict>(() => undefined));
    const poller = createJobPoller({ timers, intervalMs: 5000, check, logger: silentLogger });
    poller.watch('a');
    timers.advance(5000);
    poller.checkAllNow();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops a job that was unwatched while its check was in flight', async () => {
    const timers = createManualTimers();
    const pending: { answer?: (verdict: PollVerdict) => void } = {};
    const check = vi.fn(() => new Promise<PollVerdict>((resolve) => (pending.answer = resolve)));
    const poller = createJobPoller({ timers, intervalMs: 5000, check, logger: silentLogger });
    poller.watch('a');
    timers.advance(5000);
    poller.unwatchAll();
    pending.answer?.('again');
    await settle();
    expect(poller.isWatching('a')).toBe(false);
    expect(timers.pending()).toBe(0);
  });

  it('keeps polling after a check throws', async () => {
    const timers = createManualTimers();
    const check = vi
      .fn<() => Promise<PollVerdict>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue('done');
    const poller = createJobPoller({ timers, intervalMs: 10, check, logger: silentLogger });
    poller.watch('a');
    timers.advance(10);
    await settle();
    timers.advance(10);
    await settle();
    expect(check).toHaveBeenCalledTimes(2);
    expect(poller.isWatching('a')).toBe(false);
  });
});
