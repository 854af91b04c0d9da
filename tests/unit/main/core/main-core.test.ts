import { describe, expect, it, vi } from 'vitest';
import {
  createMainCore,
  createMemoryKeyValueStore,
  createMemorySecretStore,
  silentLogger,
} from '../../../../src-main/core';
import type { Dialogs, SenderInfo } from '../../../../src-main/core';
import {
  ACCESS_TOKEN,
  BASE_URL,
  createFakeFetch,
  currentUser,
  demoApi,
  json,
  serviceDetail,
  serviceList,
} from '../support/fake-api';
import type { FakeRoute } from '../support/fake-api';
import { createManualTimers } from '../support/manual-timers';

const appWindow: SenderInfo = { url: 'file:///app/index.html', isMainFrame: true, senderId: 1 };
const noDialogs: Dialogs = {
  chooseSavePath: () => Promise.resolve(null),
  chooseOpenPath: () => Promise.resolve(null),
};

function coreWith(route: FakeRoute = demoApi()) {
  const fake = createFakeFetch(route);
  const emit = vi.fn();
  const core = createMainCore({
    secretStore: createMemorySecretStore(),
    keyValueStore: createMemoryKeyValueStore(),
    apiBaseUrl: BASE_URL,
    emit,
    isTrustedSender: (sender) => sender.senderId === 1,
    dialogs: noDialogs,
    timers: createManualTimers(),
    logger: silentLogger,
    fetch: fake.fetch,
  });
  return { core, emit, requests: fake.requests };
}

describe('main core through the router', () => {
  it('logs in and lists services with the bearer token, and the token is never in a result', async () => {
    const { core, requests } = coreWith();
    const results = [
      await core.router(
        'session.login',
        { email: 'client@demo.example', password: 'DemoPass-2026!' },
        appWindow,
      ),
      await core.router('session.current', undefined, appWindow),
      await core.router('services.list', { page: 1, typeSort: 'desc' }, appWindow),
      await core.router('services.get', { id: 1 }, appWindow),
    ];
    expect(results).toEqual([
      { ok: true, data: { kind: 'signedIn', user: currentUser() } },
      { ok: true, data: currentUser() },
      { ok: true, data: serviceList() },
      { ok: true, data: serviceDetail() },
    ]);
    expect(JSON.stringify(results)).not.toContain(ACCESS_TOKEN);
    const list = requests.find((request) => request.path === 'services');
    expect(list?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(list?.url.searchParams.get('typeSort')).toBe('DESC');
    expect(list?.url.searchParams.get('limit')).toBe('15');
    expect(requests.at(-1)?.path).toBe('services/1');
  });

  it('a 401 on any call emits session.ended to the windows', async () => {
    const api = demoApi();
    const route: FakeRoute = (request) =>
      request.path === 'services' ? json(401, { message: '認証が必要です。' }) : api(request);
    const { core, emit } = coreWith(route);
    await core.router(
      'session.login',
      { email: 'client@demo.example', password: 'DemoPass-2026!' },
      appWindow,
    );
    const result = await core.router('services.list', {}, appWindow);
    expect(result.ok ? null : result.error.status).toBe(401);
    expect(emit).toHaveBeenCalledWith('session.ended', { reason: 'unauthorized', message: null });
    expect(await core.router('session.current', undefined, appWindow)).toEqual({ ok: true, data: null });
  });

  it('asks for a service by its record id only: anything else never reaches the API', async () => {
    const { core, requests } = coreWith();
    for (const id of ['../account', 'demo', 0, -1, 1.5]) {
      expect(await core.router('services.get', { id }, appWindow)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-request' },
      });
    }
    expect(requests).toEqual([]);
  });
});
