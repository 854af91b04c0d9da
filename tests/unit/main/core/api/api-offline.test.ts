import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../../../src-main/core';
import { createApiReachability } from '../../../../../src-main/core/api/api-reachability';
import { API_REACHABILITY_RETRY_MS } from '@shared/constants/desktop';
import { EXPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import type { ExportJobView } from '@shared/ipc/jobs';
import { CLIENT, createCoreHarness, dataOf } from '../../support/core-harness';
import type { FakeRoute } from '../../support/fake-api';
import { createFakeJobsApi, exportReady } from '../../support/fake-jobs-api';
import { createManualTimers } from '../../support/manual-timers';
import { eventually, settle } from '../../support/settle';

const BASE = 'https://api.example.test/api/v1';

function reachabilityWith(answer: () => Promise<Response>) {
  const timers = createManualTimers();
  const fetch = vi.fn((_url: string | URL | Request) => answer());
  const reachability = createApiReachability({
    apiBaseUrl: BASE,
    timers,
    logger: silentLogger,
    fetch: fetch as unknown as typeof globalThis.fetch,
    reachableIntervalMs: 30_000,
  });
  const changes: boolean[] = [];
  reachability.onChange((reachable) => changes.push(reachable));
  return { reachability, timers, fetch, changes };
}

describe('API reachability in main', () => {
  it('probes <base>/health and counts any HTTP answer, even an error status, as reachable', async () => {
    const { reachability, fetch, changes } = reachabilityWith(() =>
      Promise.resolve(new Response('', { status: 404 })),
    );
    reachability.start();
    await settle();
    expect(fetch.mock.calls[0]?.[0]).toBe(`${BASE}/health`);
    expect(reachability.isReachable()).toBe(true);
    expect(changes).toEqual([]);
  });

  it('goes unreachable on a refused connection, probes every few seconds, and says once when the API is back', async () => {
    let up = false;
    const { reachability, timers, fetch, changes } = reachabilityWith(() =>
      up ? Promise.resolve(new Response('{}')) : Promise.reject(new TypeError('fetch failed')),
    );
    reachability.start();
    await settle();
    expect(changes).toEqual([false]);
    timers.advance(API_REACHABILITY_RETRY_MS);
    await settle();
    timers.advance(API_REACHABILITY_RETRY_MS);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(changes).toEqual([false]);
    up = true;
    timers.advance(API_REACHABILITY_RETRY_MS);
    await settle();
    expect(changes).toEqual([false, true]);
    // Back to the slow rhythm while it answers.
    timers.advance(API_REACHABILITY_RETRY_MS);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(4);
    reachability.stop();
    expect(timers.pending()).toBe(0);
  });

  it('hears about failures and answers from the API client itself, not from the OS', () => {
    const { reachability, changes } = reachabilityWith(() => new Promise(() => undefined));
    reachability.reportUnreachable();
    reachability.reportUnreachable();
    reachability.reportAnswer();
    expect(changes).toEqual([false, true]);
  });
});

describe('the console while the API is away', () => {
  function harnessWithOutage() {
    const api = createFakeJobsApi();
    let down = false;
    const route: FakeRoute = (request) => {
      if (down) throw new TypeError('fetch failed: ECONNREFUSED');
      return request.path === 'health' ? new Response('{"status":"ok"}') : api.route(request);
    };
    const harness = createCoreHarness({ route, timers: createManualTimers() });
    return { api, harness, setDown: (value: boolean) => (down = value) };
  }

  const statusCalls = (harness: ReturnType<typeof harnessWithOutage>['harness']) =>
    harness.requests.filter((request) => request.path.startsWith('export/status/')).length;

  it('tells the renderer, keeps polling the export, and asks for it at once when the API is back', async () => {
    const { api, harness, setDown } = harnessWithOutage();
    await harness.call('session.login', CLIENT);
    await harness.core.start();
    await settle();
    const job = dataOf(
      await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} }),
    ) as ExportJobView;
    expect(dataOf(await harness.call('desktop.connection'))).toEqual({ reachable: true });

    setDown(true);
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    // ky tries a GET that got no answer once more (after a short real delay) before giving up.
    await eventually(() => harness.eventsNamed('desktop.connectionChanged').length > 0);
    expect(harness.eventsNamed('desktop.connectionChanged')).toEqual([{ reachable: false }]);
    expect(dataOf(await harness.call('desktop.connection'))).toEqual({ reachable: false });
    const whileDown = statusCalls(harness);
    await eventually(() => {
      harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
      return statusCalls(harness) > whileDown;
    });
    // Still polled during the outage (each try fails without an answer), the job still waiting.
    expect(dataOf(await harness.call('exports.list'))).toEqual([job]);
    // Each check is a request and ky's one retry: wait for the last one to give up.
    await eventually(() => statusCalls(harness) % 2 === 0);
    await settle();

    api.exportStatuses.set(job.jobId, exportReady(job.jobId));
    setDown(false);
    // The probe notices within a few seconds, and the waiting export is asked again (at once: job-poller test).
    harness.timers.advance(API_REACHABILITY_RETRY_MS);
    await settle();
    expect(harness.eventsNamed('desktop.connectionChanged')).toEqual([
      { reachable: false },
      { reachable: true },
    ]);
    expect(harness.eventsNamed('exports.ready')).toEqual([{ job: { ...job, state: 'ready' } }]);
    await harness.core.dispose();
  });
});
