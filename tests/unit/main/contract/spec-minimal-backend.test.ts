import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMainCore,
  createMemoryKeyValueStore,
  createMemorySecretStore,
  silentLogger,
} from '../../../../src-main/core';
import type { MainCore } from '../../../../src-main/core';
import { EXPORT_POLL_INTERVAL_MS, IMPORT_POLL_INTERVAL_MS } from '../../../../src-shared/constants/time';
import { apiChannels } from '../../../../src-shared/ipc/api-channels';
import { CHANNEL_NAMES } from '../../../../src-shared/ipc/contract';
import type { BridgeEventName, BridgeEvents, ChannelName } from '../../../../src-shared/ipc/contract';
import type { ImportFinished, RecentExport } from '../../../../src-shared/ipc/jobs';
import { ja } from '../../../../src-shared/messages';
import {
  standInImageUrl,
  startStandInBackend,
  STAND_IN_ACCOUNT,
} from '../../../fixtures/stand-in-backend/stand-in-backend';
import type { StandInBackend } from '../../../fixtures/stand-in-backend/stand-in-backend';
import { callsMatching } from '../../../fixtures/stand-in-backend/routes';
import { sampleRequest } from '../support/channel-samples';
import { APP_WINDOW, createQueuedDialogs } from '../support/core-harness';
import { createManualTimers } from '../support/manual-timers';
import { driveUntilSettled, eventually } from '../support/settle';

/**
 * The contract suite of issue 24: main's API client and every bridge channel against a backend
 * that answers what spec section 7 shows and nothing more (tests/fixtures/stand-in-backend):
 * numeric ids, a login answering only the token, job files on a second loopback origin, no dry
 * run, no 409, no extra fields. Real HTTP on loopback; only main's clock is manual.
 */
let backend: StandInBackend;
let folder: string;

beforeAll(async () => {
  backend = await startStandInBackend();
  folder = await mkdtemp(path.join(os.tmpdir(), 'console-contract-'));
});

afterAll(async () => {
  await backend?.close();
  await rm(folder, { recursive: true, force: true });
});

const CREDENTIALS = { email: 'hanako@demo.example', password: 'DemoPass-2026!' };

function startCore(options: { imageHosts?: readonly string[] } = {}) {
  const timers = createManualTimers();
  const events: Array<{ event: BridgeEventName; payload: unknown }> = [];
  const queued = createQueuedDialogs();
  const core: MainCore = createMainCore({
    secretStore: createMemorySecretStore(),
    keyValueStore: createMemoryKeyValueStore(),
    apiBaseUrl: backend.apiBaseUrl,
    addressBaseUrl: backend.addressBaseUrl,
    imageHosts: options.imageHosts ?? [backend.fileOrigin],
    emit: (event, payload) => events.push({ event, payload }),
    isTrustedSender: (sender) => sender.senderId === APP_WINDOW.senderId,
    dialogs: queued.dialogs,
    downloadBackoff: { attempts: 2, firstDelayMs: 1000 },
    timers,
    logger: silentLogger,
  });
  const call = (channel: ChannelName, payload?: unknown) => core.router(channel, payload, APP_WINDOW);
  const eventsNamed = <E extends BridgeEventName>(name: E) =>
    events.filter((entry) => entry.event === name).map((entry) => entry.payload as BridgeEvents[E]);
  return { core, timers, queued, call, eventsNamed };
}

/** Moves main's clock a poll interval at a time (real HTTP in between) until the condition holds. */
async function pollUntil(
  timers: ReturnType<typeof createManualTimers>,
  intervalMs: number,
  condition: () => boolean,
): Promise<void> {
  for (let poll = 0; poll < 5 && !condition(); poll += 1) {
    const asked = backend.requests.length;
    timers.advance(intervalMs);
    // The poll's answer comes back; what it starts (a file saved) may take a little longer.
    await eventually(() => condition() || backend.requests.length > asked);
    await driveUntilSettled(timers, Promise.resolve(), intervalMs / 10, 3);
  }
  await eventually(condition);
}

async function loggedIn(options: { imageHosts?: readonly string[] } = {}) {
  const started = startCore(options);
  const login = await started.call('session.login', CREDENTIALS);
  if (!login.ok) throw new Error(`login failed: ${JSON.stringify(login.error)}`);
  return started;
}

/** Channels with behaviour of their own, driven by the flows below rather than one by one. */
const FLOW_CHANNELS = new Set<ChannelName>([
  'session.login',
  'session.secondFactor',
  'session.logout',
  'exports.download',
  'exports.dismiss',
  'exports.showInFolder',
  'imports.start',
  'imports.confirm',
  'imports.cancel',
  'media.dataUrl',
  'stores.saveQrCode',
  // 会計ソフト連携 is the reference server's own area (not in spec section 7); its tests cover it.
  'accounting.settings',
  'accounting.saveSettings',
  'accounting.journalSummary',
  // So are 操作ログ and 2段階認証 (issue 28); their own tests cover them.
  'audit.list',
  'audit.get',
  'audit.recordHistory',
  'secondFactor.status',
  'secondFactor.setup',
  'secondFactor.enable',
  'secondFactor.disable',
  'secondFactor.renewRecoveryCodes',
  'secondFactor.servicePolicy',
  'secondFactor.setServicePolicy',
  'secondFactor.user',
  'secondFactor.resetUser',
]);

describe('main against a spec-minimal backend', () => {
  it('logs in with a login answering only the token, reads the account the spec shows, keys the user by e-mail', async () => {
    const { call, core } = startCore();
    const login = await call('session.login', CREDENTIALS);
    expect(login).toEqual({ ok: true, data: { kind: 'signedIn', user: { ...STAND_IN_ACCOUNT.data } } });
    expect(await call('session.current')).toEqual({ ok: true, data: { ...STAND_IN_ACCOUNT.data } });
    // The account answers no id: the user's jobs are kept under a digest of the login e-mail.
    expect(core.session.userKey()).toMatch(/^e[0-9a-f]{32}$/);
    expect(startCore().core.session.userKey()).toBeNull();
  });

  it('answers every API channel and every other channel from the minimal answers', async () => {
    const { call } = await loggedIn();
    const asked = backend.requests.length;
    const failures: string[] = [];
    for (const channel of CHANNEL_NAMES.filter((name) => !FLOW_CHANNELS.has(name))) {
      const result = await call(channel, sampleRequest(channel));
      if (!result.ok)
        failures.push(`${channel}: ${result.error.kind} ${result.error.status} ${result.error.message}`);
    }
    expect(failures).toEqual([]);
    const apiPaths = backend.requests.map((request) => request.path);
    // Every API channel reached the backend (the address channels its address service).
    const reached = new Set(
      backend.requests
        .slice(asked)
        .flatMap((request) => callsMatching(request.method, request.path).map((match) => match.caller)),
    );
    const unreached = Object.entries(apiChannels)
      .filter(
        ([name, definition]) =>
          (definition.base ?? 'api') === 'api' && !FLOW_CHANNELS.has(name as ChannelName),
      )
      .map(([name]) => name)
      .filter((name) => !reached.has(name));
    expect(unreached).toEqual([]);
    expect(apiPaths).toEqual(expect.arrayContaining(['account', 'services', 'services/1']));
  });

  it('saves an export whose file is on a second origin, without the token, with a numeric job id', async () => {
    const { call, timers, queued, eventsNamed } = await loggedIn();
    const started = await call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
    expect(started).toMatchObject({
      ok: true,
      data: { jobId: expect.stringMatching(/^\d+$/), state: 'waiting' },
    });
    const jobId = started.ok ? (started.data as { jobId: string }).jobId : '';
    await pollUntil(timers, EXPORT_POLL_INTERVAL_MS, () => eventsNamed('exports.ready').length > 0);
    const target = path.join(folder, 'shops.csv');
    queued.answerSave(target);
    const saved = await driveUntilSettled(timers, call('exports.download', { jobId }));
    expect(saved.ok && (saved.data as RecentExport).savedPath).toBe(target);
    expect((await readFile(target)).length).toBeGreaterThan(0);
    const exportFiles = backend.fileRequests.filter((request) => request.path.endsWith('/export.csv'));
    expect(exportFiles).toHaveLength(1);
  });

  it.each([
    [1, 'success', ja.csv.importFinished],
    [2, 'finishedWithFailures', ja.csv.importFinishedWithFailures],
    [3, 'failed', ja.csv.importFailed],
  ] as const)('runs an import from 0 straight to %i (no dry run): %s', async (outcome, expected, message) => {
    const { call, timers, queued, eventsNamed } = await loggedIn();
    const file = path.join(folder, `contracts-${outcome}.csv`);
    await writeFile(file, '取扱契約番号,支払条件\r\nKY1-1,3\r\n');
    queued.answerOpen(file);
    queued.answerSave(path.join(folder, `errors-${outcome}.csv`));
    backend.importOutcomes.push(outcome);
    const started = await call('imports.start', { subdomain: 'demo', target: 'contracts', shopId: 1 });
    expect(started).toMatchObject({ ok: true, data: { outcome: 'started' } });
    await pollUntil(timers, IMPORT_POLL_INTERVAL_MS, () => eventsNamed('imports.finished').length > 0);
    const finished: ImportFinished | undefined = eventsNamed('imports.finished')[0];
    expect(finished).toMatchObject({ outcome: expected, message });
    if (outcome === 2) {
      expect(finished?.errorFilePath).toBe(path.join(folder, 'errors-2.csv'));
      expect((await readFile(path.join(folder, 'errors-2.csv'))).length).toBeGreaterThan(0);
    }
  });

  it('shows an image of a configured image host, fetched without the token; refuses one of another host', async () => {
    const { call } = await loggedIn();
    const shown = await call('media.dataUrl', { url: standInImageUrl(backend) });
    expect(shown.ok && (shown.data as { dataUrl: string }).dataUrl).toMatch(/^data:image\/png;base64,/);
    const other = await loggedIn({ imageHosts: [] });
    expect(await other.call('media.dataUrl', { url: standInImageUrl(backend) })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-request' },
    });
  });

  it('saves the QR code of a shop and logs out', async () => {
    const { call, queued } = await loggedIn();
    queued.answerSave(path.join(folder, 'qr.png'));
    expect(await call('stores.saveQrCode', { subdomain: 'demo', id: 1 })).toMatchObject({ ok: true });
    expect(await call('session.logout')).toEqual({ ok: true, data: null });
  });

  it('never sent the token to the file origin, and the backend saw only calls the console makes', () => {
    expect(backend.fileRequests.length).toBeGreaterThan(0);
    expect(backend.fileRequests.filter((request) => request.authorization !== null)).toEqual([]);
    expect(backend.problems).toEqual([]);
    const unauthenticated = backend.requests.filter(
      (request) =>
        request.path !== 'auth/login' && request.path !== 'health' && request.authorization === null,
    );
    expect(unauthenticated).toEqual([]);
  });
});
