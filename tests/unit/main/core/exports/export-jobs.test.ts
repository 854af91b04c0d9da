import { describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore, createMemorySecretStore } from '../../../../../src-main/core';
import type { KeyValueStore, Notifier } from '../../../../../src-main/core';
import { EXPORT_POLL_INTERVAL_MS, LOGOUT_CLEAR_DELAY_MS } from '@shared/constants/time';
import type { ExportStatusBody } from '@shared/api/jobs';
import type { ExportJobView } from '@shared/ipc/jobs';
import { formatMessage, ja } from '@shared/messages';
import { ACCESS_TOKEN, json } from '../../support/fake-api';
import { createFakeJobsApi, exportReady } from '../../support/fake-jobs-api';
import type { FakeJobsApi } from '../../support/fake-jobs-api';
import { CLIENT, createCoreHarness, dataOf, OTHER } from '../../support/core-harness';
import type { HarnessOptions } from '../../support/core-harness';
import { settle } from '../../support/settle';

const shopsExport = {
  subdomain: 'demo',
  exportId: '0001',
  filters: { keyword: '本店', status: 1, typeSort: 'desc' },
};

async function loggedIn(api: FakeJobsApi, options: Partial<HarnessOptions> = {}) {
  const harness = createCoreHarness({ route: api.route, ...options });
  await harness.call('session.login', CLIENT);
  return harness;
}

async function startShopsExport(harness: Awaited<ReturnType<typeof loggedIn>>): Promise<ExportJobView> {
  return dataOf(await harness.call('exports.start', shopsExport)) as ExportJobView;
}

async function poll(harness: Awaited<ReturnType<typeof loggedIn>>): Promise<void> {
  harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
  await settle();
}

/** A new core over the same store and token file: the app was closed and started again. */
async function restarted(
  api: FakeJobsApi,
  keyValueStore: KeyValueStore,
  options: Partial<HarnessOptions> = {},
) {
  const harness = createCoreHarness({
    route: api.route,
    keyValueStore,
    secretStore: createMemorySecretStore(ACCESS_TOKEN),
    ...options,
  });
  await harness.core.start();
  return harness;
}

function statusCalls(harness: Awaited<ReturnType<typeof loggedIn>>): number {
  return harness.requests.filter((request) => request.path.startsWith('export/status/')).length;
}

describe('exports.start', () => {
  it('asks the API with the list filters and persists the job at once, per user', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const job = await startShopsExport(harness);
    expect(job).toEqual({
      jobId: 'exp-1',
      kind: 'shops',
      subdomain: 'demo',
      state: 'waiting',
      resuming: false,
      requestedAt: '2023-11-15T07:13:20+09:00',
      message: null,
      format: 'csv',
      encoding: 'shift_jis',
      substitutions: null,
    });
    const request = harness.requests.find((entry) => entry.path === 'demo/exports/0001');
    expect(request?.method).toBe('GET');
    // The spec's file is asked for exactly as before: no file options in the query.
    expect(request?.url.searchParams.has('format')).toBe(false);
    expect(request?.url.searchParams.has('encoding')).toBe(false);
    expect(request?.url.searchParams.get('keyword')).toBe('本店');
    expect(request?.url.searchParams.get('status')).toBe('1');
    expect(request?.url.searchParams.get('typeSort')).toBe('DESC');
    expect(harness.keyValueStore.get('export_2_exp-1')).toMatchObject({
      jobId: 'exp-1',
      userId: '2',
      exportId: '0001',
      subdomain: 'demo',
      state: 'waiting',
    });
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [job] });
  });

  it('asks for the file chosen, and keeps what the server says it wrote once ready (a backend that says nothing wrote a Shift_JIS CSV)', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const utf8 = dataOf(
      await harness.call('exports.start', { ...shopsExport, encoding: 'utf-8' }),
    ) as ExportJobView;
    expect(utf8).toMatchObject({ format: 'csv', encoding: 'utf-8' });
    const xlsx = dataOf(
      await harness.call('exports.start', { ...shopsExport, exportId: '0003', format: 'xlsx' }),
    ) as ExportJobView;
    const [utf8Request, xlsxRequest] = harness.requests.filter((entry) =>
      /^demo\/exports\//.test(entry.path),
    );
    expect(utf8Request?.url.searchParams.get('encoding')).toBe('utf-8');
    expect(utf8Request?.url.searchParams.has('format')).toBe(false);
    expect(xlsxRequest?.url.searchParams.get('format')).toBe('xlsx');

    const substitutions = { cells: 2, rows: 1, rowNumbers: [4], characters: ['𠮷'] };
    api.exportStatuses.set(utf8.jobId, {
      ...exportReady(utf8.jobId),
      format: 'csv',
      encoding: 'utf-8',
      substitutions,
    });
    // An unknown format and a malformed report are read as absent, never as a failed poll.
    api.exportStatuses.set(xlsx.jobId, {
      ...exportReady(xlsx.jobId),
      format: 'ods',
      substitutions: { cells: 'many' },
    } as unknown as ExportStatusBody);
    await poll(harness);
    const ready = harness.eventsNamed('exports.ready').map((event) => event.job);
    expect(ready).toEqual([
      expect.objectContaining({
        jobId: utf8.jobId,
        state: 'ready',
        format: 'csv',
        encoding: 'utf-8',
        substitutions,
      }),
      expect.objectContaining({
        jobId: xlsx.jobId,
        state: 'ready',
        format: 'csv',
        encoding: 'shift_jis',
        substitutions: null,
      }),
    ]);
  });

  it('answers the API failure and persists nothing when the API refuses', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    api.revokeAll();
    const result = await harness.call('exports.start', shopsExport);
    expect(result.ok ? null : result.error.status).toBe(401);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('export_'))).toEqual([]);
  });

  it('needs a session', async () => {
    const harness = createCoreHarness({ route: createFakeJobsApi().route });
    const result = await harness.call('exports.start', shopsExport);
    expect(result.ok ? null : result.error.status).toBe(401);
    expect(harness.requests).toHaveLength(0);
  });
});

describe('export polling (every 5 s)', () => {
  it('polls until the export is ready, then raises exports.ready and stops', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const job = await startShopsExport(harness);
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS - 1);
    await settle();
    expect(statusCalls(harness)).toBe(0);
    harness.timers.advance(1);
    await settle();
    expect(statusCalls(harness)).toBe(1);
    await poll(harness);
    expect(statusCalls(harness)).toBe(2);
    api.exportStatuses.set('exp-1', {
      status: 1,
      url: 'https://api.example.test/api/v1/export/download/exp-1',
      error: null,
    });
    await poll(harness);
    const ready = { ...job, state: 'ready' };
    expect(harness.eventsNamed('exports.ready')).toEqual([{ job: ready }]);
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [ready] });
    expect(dataOf(await harness.call('exports.list'))).toEqual([ready]);
    await poll(harness);
    await poll(harness);
    expect(statusCalls(harness)).toBe(3);
  });

  it('says while the server resumes an export its process dropped, even after a restart of the app', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const job = await startShopsExport(harness);
    const changes = () => harness.eventsNamed('exports.changed');
    api.exportStatuses.set('exp-1', { status: 0, url: null, error: null, processing: 'running' });
    await poll(harness);
    expect(changes().at(-1)).toEqual({ jobs: [job] });
    api.exportStatuses.set('exp-1', { status: 0, url: null, error: null, processing: 'interrupted' });
    await poll(harness);
    expect(changes().at(-1)).toEqual({ jobs: [{ ...job, resuming: true }] });
    // Taken over and running again: still the same story for the user, nothing new to announce.
    const announced = changes().length;
    api.exportStatuses.set('exp-1', { status: 0, url: null, error: null, processing: 'resumed' });
    await poll(harness);
    expect(changes()).toHaveLength(announced);

    const again = await restarted(api, harness.keyValueStore);
    expect(dataOf(await again.call('exports.list'))).toEqual([{ ...job, resuming: true }]);
    api.exportStatuses.set('exp-1', exportReady('exp-1'));
    await poll(again);
    expect(again.eventsNamed('exports.ready')).toEqual([{ job: { ...job, state: 'ready' } }]);
  });

  it('takes a status without processing (or with one it does not know) as an export that runs', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const job = await startShopsExport(harness);
    api.exportStatuses.set('exp-1', { status: 0, url: null, error: null, processing: 'interrupted' });
    await poll(harness);
    api.exportStatuses.set('exp-1', { status: 0, url: null, error: null });
    await poll(harness);
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [job] });
    api.exportStatuses.set('exp-1', { status: 0, url: null, error: null, processing: 'paused' } as never);
    await poll(harness);
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [job] });
    expect(statusCalls(harness)).toBe(3);
  });

  it('shows an OS notification for a ready export only when no window has the focus', async () => {
    const notifications: Array<{ title: string; body: string }> = [];
    let focused = true;
    const notifier: Notifier = { isAppFocused: () => focused, show: (note) => notifications.push(note) };
    const api = createFakeJobsApi();
    const harness = await loggedIn(api, { notifier });
    await startShopsExport(harness);
    await harness.call('exports.start', { ...shopsExport, exportId: '0005' });
    api.exportStatuses.set('exp-1', exportReady('exp-1'));
    await poll(harness);
    expect(notifications).toEqual([]);
    focused = false;
    api.exportStatuses.set('exp-2', exportReady('exp-2'));
    await poll(harness);
    expect(notifications).toEqual([
      {
        title: ja.csv.exportReadyTitle,
        body: formatMessage(ja.main.exportReadyNotice, { name: 'クーポン' }),
      },
    ]);
  });

  it('a cancelled export (status 9) raises exports.failed with the server error and is forgotten', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const job = await startShopsExport(harness);
    api.exportStatuses.set('exp-1', { status: 9, url: null, error: '出力件数が上限を超えました。' });
    await poll(harness);
    expect(harness.eventsNamed('exports.failed')).toEqual([
      {
        job: { ...job, state: 'failed', message: '出力件数が上限を超えました。' },
        message: '出力件数が上限を超えました。',
      },
    ]);
    expect(harness.keyValueStore.get('export_2_exp-1')).toBeUndefined();
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [] });
    await poll(harness);
    expect(statusCalls(harness)).toBe(1);
  });

  it('uses the spec message when a cancel comes without an error', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    await startShopsExport(harness);
    api.exportStatuses.set('exp-1', { status: 9, url: null, error: null });
    await poll(harness);
    expect(harness.eventsNamed('exports.failed')[0]?.message).toBe(ja.csv.exportCancelled);
  });

  it('keeps polling while the server fails temporarily', async () => {
    const api = createFakeJobsApi();
    let unavailable = false;
    const harness = await loggedIn(api, {
      route: (request) =>
        unavailable && request.path.startsWith('export/status/')
          ? json(503, { message: 'メンテナンス中です。' })
          : api.route(request),
    });
    await startShopsExport(harness);
    unavailable = true;
    await poll(harness);
    await poll(harness);
    unavailable = false;
    api.exportStatuses.set('exp-1', exportReady('exp-1'));
    await poll(harness);
    expect(statusCalls(harness)).toBe(3);
    expect(harness.eventsNamed('exports.failed')).toEqual([]);
    expect(harness.eventsNamed('exports.ready')).toHaveLength(1);
  });

  it('gives up on a job the server does not know (404): cleared, with a message that says to export again', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const job = await startShopsExport(harness);
    api.exportStatuses.delete('exp-1');
    await poll(harness);
    expect(harness.eventsNamed('exports.failed')).toEqual([
      { job: { ...job, state: 'failed', message: ja.main.exportNotFound }, message: ja.main.exportNotFound },
    ]);
    expect(harness.keyValueStore.get('export_2_exp-1')).toBeUndefined();
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [] });
    await poll(harness);
    expect(statusCalls(harness)).toBe(1);
  });

  it('a finished export whose file is past the retention (no URL) is cleared with the expiry message, never offered', async () => {
    const notifier = { isAppFocused: vi.fn(() => false), show: vi.fn() };
    const api = createFakeJobsApi();
    const harness = await loggedIn(api, { notifier });
    const job = await startShopsExport(harness);
    api.expireExport('exp-1');
    await poll(harness);
    expect(harness.eventsNamed('exports.failed')).toEqual([
      {
        job: { ...job, state: 'failed', message: ja.main.exportFileExpired },
        message: ja.main.exportFileExpired,
      },
    ]);
    expect(harness.eventsNamed('exports.ready')).toEqual([]);
    expect(notifier.show).not.toHaveBeenCalled();
    expect(harness.keyValueStore.get('export_2_exp-1')).toBeUndefined();
    // No job of the kind is left, so its CSV button is enabled again.
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [] });
    await poll(harness);
    expect(statusCalls(harness)).toBe(1);
  });

  it('an answer that arrives after the job was dismissed does not bring the job back', async () => {
    const api = createFakeJobsApi();
    let answerStatus: (response: Response) => void = () => undefined;
    const harness = await loggedIn(api, {
      route: (request) =>
        request.path.startsWith('export/status/')
          ? new Promise<Response>((resolve) => {
              answerStatus = resolve;
            })
          : api.route(request),
    });
    await startShopsExport(harness);
    await poll(harness);
    await harness.call('exports.dismiss', { jobId: 'exp-1' });
    answerStatus(json(200, { data: exportReady('exp-1') }));
    await settle();
    expect(harness.keyValueStore.get('export_2_exp-1')).toBeUndefined();
    expect(harness.eventsNamed('exports.ready')).toEqual([]);
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
  });

  it('dismiss forgets a job and stops its polling', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    await startShopsExport(harness);
    expect(dataOf(await harness.call('exports.dismiss', { jobId: 'exp-1' }))).toBeNull();
    expect(harness.keyValueStore.get('export_2_exp-1')).toBeUndefined();
    await poll(harness);
    expect(statusCalls(harness)).toBe(0);
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
  });
});

describe('export jobs across a restart', () => {
  it('a new core over the same store resumes polling a waiting export and raises ready', async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore();
    const first = await loggedIn(api, { keyValueStore });
    const job = await startShopsExport(first);
    await first.core.dispose();

    // The process ends; the token file and the state file survive.
    const second = createCoreHarness({
      route: api.route,
      keyValueStore,
      secretStore: createMemorySecretStore(ACCESS_TOKEN),
    });
    await second.core.start();
    expect(second.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [job] });
    api.exportStatuses.set('exp-1', exportReady('exp-1'));
    await poll(second);
    expect(second.eventsNamed('exports.ready')).toEqual([{ job: { ...job, state: 'ready' } }]);
    expect(first.requests.filter((request) => request.path.startsWith('export/status/'))).toHaveLength(0);
  });

  it('a ready export is still ready after a restart: checked once, without a second modal or notification', async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore();
    const first = await loggedIn(api, { keyValueStore });
    await startShopsExport(first);
    api.exportStatuses.set('exp-1', exportReady('exp-1'));
    await poll(first);
    await first.core.dispose();
    const notifier = { isAppFocused: vi.fn(() => false), show: vi.fn() };
    const second = await restarted(api, keyValueStore, { notifier });
    expect(dataOf(await second.call('exports.list'))).toEqual([
      expect.objectContaining({ jobId: 'exp-1', state: 'ready' }),
    ]);
    await poll(second);
    await poll(second);
    expect(statusCalls(second)).toBe(1);
    expect(dataOf(await second.call('exports.list'))).toEqual([
      expect.objectContaining({ jobId: 'exp-1', state: 'ready' }),
    ]);
    expect(second.eventsNamed('exports.ready')).toEqual([]);
    expect(second.eventsNamed('exports.failed')).toEqual([]);
    expect(notifier.show).not.toHaveBeenCalled();
  });

  it('restarted the next day, a waiting export whose file has expired is cleared with the expiry message', async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore();
    const first = await loggedIn(api, { keyValueStore });
    const job = await startShopsExport(first);
    await first.core.dispose();

    // The export finished while the app was closed, and its file was purged before it came back.
    api.expireExport('exp-1');
    const second = await restarted(api, keyValueStore);
    expect(second.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [job] });
    await poll(second);
    expect(second.eventsNamed('exports.failed')).toEqual([
      {
        job: { ...job, state: 'failed', message: ja.main.exportFileExpired },
        message: ja.main.exportFileExpired,
      },
    ]);
    expect(second.eventsNamed('exports.ready')).toEqual([]);
    expect(second.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [] });
    expect(keyValueStore.keys().filter((key) => key.startsWith('export_'))).toEqual([]);
    await poll(second);
    expect(statusCalls(second)).toBe(1);
  });

  it('restarted the next day, a ready export whose file has expired is cleared before it is offered again', async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore();
    const first = await loggedIn(api, { keyValueStore });
    const job = await startShopsExport(first);
    api.exportStatuses.set('exp-1', exportReady('exp-1'));
    await poll(first);
    await first.core.dispose();

    api.expireExport('exp-1');
    const second = await restarted(api, keyValueStore);
    await poll(second);
    expect(second.eventsNamed('exports.failed')).toEqual([
      {
        job: { ...job, state: 'failed', message: ja.main.exportFileExpired },
        message: ja.main.exportFileExpired,
      },
    ]);
    expect(dataOf(await second.call('exports.list'))).toEqual([]);
    expect(keyValueStore.keys().filter((key) => key.startsWith('export_'))).toEqual([]);
  });

  it('a resumed job the server no longer knows (404) is cleared with a message, not polled forever', async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore();
    const first = await loggedIn(api, { keyValueStore });
    await startShopsExport(first);
    await first.core.dispose();

    api.exportStatuses.clear();
    const second = await restarted(api, keyValueStore);
    await poll(second);
    expect(second.eventsNamed('exports.failed')).toEqual([
      expect.objectContaining({ message: ja.main.exportNotFound }),
    ]);
    expect(keyValueStore.keys().filter((key) => key.startsWith('export_'))).toEqual([]);
    await poll(second);
    await poll(second);
    expect(statusCalls(second)).toBe(1);
  });

  it('drops a persisted entry it cannot read instead of failing', async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore({ export_2_broken: { jobId: 42 } });
    const harness = await loggedIn(api, { keyValueStore });
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
    expect(keyValueStore.keys()).not.toContain('export_2_broken');
  });
});

describe('export jobs are per user', () => {
  it("another user's persisted export is neither listed nor polled with this user's token", async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore();
    const other = await loggedIn(api, { keyValueStore });
    await other.call('session.logout');
    await other.call('session.login', OTHER);
    await startShopsExport(other);
    expect(keyValueStore.keys()).toContain('export_7_exp-1');
    await other.core.dispose();

    const harness = createCoreHarness({ route: api.route, keyValueStore });
    await harness.call('session.login', CLIENT);
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [] });
    await poll(harness);
    expect(harness.requests.filter((request) => request.path.startsWith('export/status/'))).toHaveLength(0);
    const dismissed = await harness.call('exports.dismiss', { jobId: 'exp-1' });
    expect(dismissed.ok).toBe(true);
    expect(keyValueStore.keys()).toContain('export_7_exp-1');
  });

  it('logout stops the polling at once and removes every export_ key after the delay', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    await startShopsExport(harness);
    await harness.call('session.logout');
    await poll(harness);
    expect(statusCalls(harness)).toBe(0);
    harness.timers.advance(LOGOUT_CLEAR_DELAY_MS);
    await settle();
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('export_'))).toEqual([]);
  });

  it('a 401 while polling ends the session and the polling', async () => {
    const api = createFakeJobsApi();
    const notifier = { isAppFocused: vi.fn(() => true), show: vi.fn() };
    const harness = await loggedIn(api, { notifier });
    await startShopsExport(harness);
    api.revokeAll();
    await poll(harness);
    expect(harness.eventsNamed('session.ended')).toEqual([{ reason: 'unauthorized', message: null }]);
    await poll(harness);
    expect(statusCalls(harness)).toBe(1);
    expect(harness.eventsNamed('exports.failed')).toEqual([]);
  });
});
