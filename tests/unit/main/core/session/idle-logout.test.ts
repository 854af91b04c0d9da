import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, LOGOUT_CLEAR_DELAY_MS } from '@shared/constants/time';
import { ja } from '@shared/messages';
import { ACCESS_TOKEN } from '../../support/fake-api';
import { createFakeJobsApi } from '../../support/fake-jobs-api';
import { CLIENT, createCoreHarness } from '../../support/core-harness';
import { settle } from '../../support/settle';

async function loggedIn() {
  const api = createFakeJobsApi();
  const harness = createCoreHarness({ route: api.route });
  await harness.call('session.login', CLIENT);
  return harness;
}

describe('idle logout (spec section 4: one hour without activity)', () => {
  it('logs out like the user would after an hour without activity, and says why', async () => {
    const harness = await loggedIn();
    harness.timers.advance(IDLE_TIMEOUT_MS);
    await settle();
    expect(harness.eventsNamed('session.ended')).toEqual([
      { reason: 'idle', message: ja.main.idleLoggedOut },
    ]);
    const logout = harness.requests.find((request) => request.path === 'auth/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(await harness.call('session.current')).toEqual({ ok: true, data: null });
    expect(await harness.secretStore.get()).toBe(ACCESS_TOKEN);
    harness.timers.advance(LOGOUT_CLEAR_DELAY_MS);
    await settle();
    expect(await harness.secretStore.get()).toBeNull();
  });

  it('input every half hour keeps the session alive for hours', async () => {
    const harness = await loggedIn();
    for (let minute = 0; minute < 120; minute += 1) {
      harness.timers.advance(60_000);
      if (minute % 30 === 0) harness.core.activity.record();
    }
    await settle();
    expect(harness.eventsNamed('session.ended')).toEqual([]);
    harness.timers.advance(IDLE_TIMEOUT_MS);
    await settle();
    expect(harness.eventsNamed('session.ended')).toHaveLength(1);
  });

  it('input in a window (activity.record) counts as activity too', async () => {
    const harness = await loggedIn();
    harness.timers.advance(IDLE_TIMEOUT_MS - 1000);
    harness.core.activity.record();
    harness.timers.advance(IDLE_TIMEOUT_MS - 1000);
    await settle();
    expect(harness.eventsNamed('session.ended')).toEqual([]);
  });

  it('a wake-up after a long sleep logs out at once', async () => {
    const harness = await loggedIn();
    harness.timers.jump(IDLE_TIMEOUT_MS + 1);
    harness.core.activity.checkNow();
    await settle();
    expect(harness.eventsNamed('session.ended')).toEqual([
      { reason: 'idle', message: ja.main.idleLoggedOut },
    ]);
  });

  it('never fires without a session, nor after the user logged out', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route });
    harness.timers.advance(IDLE_TIMEOUT_MS * 2);
    await harness.call('session.login', CLIENT);
    await harness.call('session.logout');
    harness.timers.advance(IDLE_TIMEOUT_MS * 2);
    harness.timers.jump(IDLE_TIMEOUT_MS * 2);
    harness.core.activity.checkNow();
    await settle();
    expect(harness.eventsNamed('session.ended')).toEqual([]);
  });
});
