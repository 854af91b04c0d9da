import { describe, expect, it, vi } from 'vitest';
import { ja } from '@shared/messages';
import { createApiClient } from '../../../../../src-main/core/api/api-client';
import {
  createMemoryKeyValueStore,
  createMemorySecretStore,
  silentLogger,
} from '../../../../../src-main/core';
import type { SecretStore } from '../../../../../src-main/core';
import {
  LOGOUT_CLEAR_DELAY_MS,
  createSessionService,
} from '../../../../../src-main/core/session/session-service';
import type { SessionService } from '../../../../../src-main/core/session/session-service';
import { SESSION_USER_KEY } from '../../../../../src-main/core/session/session-service';
import {
  ACCESS_TOKEN,
  BASE_URL,
  createFakeFetch,
  currentUser,
  demoApi,
  json,
  loginAnswer,
} from '../../support/fake-api';
import type { FakeRoute } from '../../support/fake-api';
import { createManualTimers } from '../../support/manual-timers';

const credentials = { email: 'client@demo.example', password: 'DemoPass-2026!' };

function setUp(
  options: { route?: FakeRoute; storedToken?: string | null; keys?: Record<string, unknown> } = {},
) {
  const fake = createFakeFetch(options.route ?? demoApi());
  const secretStore = createMemorySecretStore(options.storedToken ?? null);
  const keyValueStore = createMemoryKeyValueStore(options.keys ?? {});
  const timers = createManualTimers();
  const emit = vi.fn();
  let session: SessionService | null = null;
  const api = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => session?.token() ?? null,
    getSubdomain: () => session?.subdomain() ?? null,
    onHttpFailure: (notice) => session?.handleHttpFailure(notice),
    fetch: fake.fetch,
  });
  session = createSessionService({ api, secretStore, keyValueStore, timers, emit, logger: silentLogger });
  return { session, secretStore, keyValueStore, timers, emit, requests: fake.requests };
}

/** Lets the promise chains started by a timer callback finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session: login', () => {
  it('logs in, keeps the token in the secret store and answers the current user without the token', async () => {
    const { session, secretStore, requests } = setUp();
    const result = await session.login(credentials);
    expect(result).toEqual({ ok: true, data: { kind: 'signedIn', user: currentUser() } });
    expect(JSON.stringify(result)).not.toContain(ACCESS_TOKEN);
    expect(await secretStore.get()).toBe(ACCESS_TOKEN);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST auth/login',
      'GET account',
    ]);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.body).toEqual(credentials);
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('takes the user from the login answer when the server sends it (the reference server does), without GET /account', async () => {
    const user = currentUser();
    const withUser: FakeRoute = (request) =>
      request.method === 'POST' && request.path === 'auth/login'
        ? json(200, { data: { ...loginAnswer().data, user } })
        : demoApi()(request);
    const { session, secretStore, requests } = setUp({ route: withUser });
    expect(await session.login(credentials)).toEqual({ ok: true, data: { kind: 'signedIn', user } });
    expect(await secretStore.get()).toBe(ACCESS_TOKEN);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST auth/login']);
  });

  it('asks GET /account when the login answer carries something that is not a current user', async () => {
    const odd: FakeRoute = (request) =>
      request.method === 'POST' && request.path === 'auth/login'
        ? json(200, { data: { ...loginAnswer().data, user: { id: 'seven' } } })
        : demoApi()(request);
    const { session, requests } = setUp({ route: odd });
    expect(await session.login(credentials)).toEqual({
      ok: true,
      data: { kind: 'signedIn', user: currentUser() },
    });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST auth/login',
      'GET account',
    ]);
  });

  it('returns the API failure of a wrong password and stores nothing, without ending any session', async () => {
    const route: FakeRoute = () => json(422, { message: ja.auth.invalidCredentials, errors: [] });
    const { session, secretStore, emit } = setUp({ route });
    const result = await session.login(credentials);
    expect(result).toEqual({
      ok: false,
      error: { status: 422, kind: 'http', message: ja.auth.invalidCredentials, errors: [] },
    });
    expect(await secretStore.get()).toBeNull();
    expect(emit).not.toHaveBeenCalled();
  });

  it('leaves no session behind when the account cannot be read after the login', async () => {
    const api = demoApi();
    const route: FakeRoute = (request) =>
      request.path === 'account' ? json(500, { message: 'エラー' }) : api(request);
    const { session, secretStore, emit } = setUp({ route });
    const result = await session.login(credentials);
    expect(result.ok).toBe(false);
    expect(await secretStore.get()).toBeNull();
    expect(await session.current()).toEqual({ ok: true, data: null });
    expect(emit).not.toHaveBeenCalled();
  });

  it('asks for the second step only when the login answers a challenge, and keeps its token in main', async () => {
    const api = demoApi();
    const challengeToken = 'challenge-token-0123456789abcdef';
    const route: FakeRoute = (request) => {
      if (request.path === 'auth/login')
        return json(200, {
          data: { secondFactor: 'code', challengeToken, expiresAt: '2026-01-01T00:05:00+09:00' },
        });
      if (request.path === 'auth/login/second-factor') {
        const body = request.body as { code?: string };
        return body.code === '123456'
          ? json(200, loginAnswer())
          : json(422, { message: ja.secondFactor.wrongCode, errors: [] });
      }
      return api(request);
    };
    const { session, secretStore, requests } = setUp({ route });
    const first = await session.login(credentials);
    expect(first).toEqual({ ok: true, data: { kind: 'secondFactor', method: 'code', enrolment: null } });
    expect(JSON.stringify(first)).not.toContain(challengeToken);
    expect(await secretStore.get()).toBeNull();

    const wrong = await session.secondFactor({ code: '000000' });
    expect(wrong.ok ? null : wrong.error.message).toBe(ja.secondFactor.wrongCode);
    expect(await session.current()).toEqual({ ok: true, data: null });

    const signedIn = await session.secondFactor({ code: '123456' });
    expect(signedIn).toEqual({ ok: true, data: { user: currentUser(), recoveryCodes: null } });
    expect(await secretStore.get()).toBe(ACCESS_TOKEN);
    expect(
      requests.filter((request) => request.path === 'auth/login/second-factor').map((r) => r.body),
    ).toEqual([
      { challengeToken, code: '000000' },
      { challengeToken, code: '123456' },
    ]);
    // The challenge was spent: another step needs another login.
    expect((await session.secondFactor({ code: '123456' })).ok).toBe(false);
  });

  it('adds the subdomain of the logged-in user to account paths', async () => {
    const { session, requests } = setUp();
    await session.login(credentials);
    await session.refresh();
    expect(requests.at(-1)?.url.searchParams.get('subdomain')).toBe('demo');
  });
});

describe('session: current and refresh', () => {
  it('answers null without calling the API when there is no token', async () => {
    const { session, requests } = setUp();
    expect(await session.current()).toEqual({ ok: true, data: null });
    expect(requests).toHaveLength(0);
  });

  it('restores the session from a stored token', async () => {
    const { session, requests } = setUp({ storedToken: ACCESS_TOKEN });
    expect(await session.current()).toEqual({ ok: true, data: currentUser() });
    expect(await session.current()).toEqual({ ok: true, data: currentUser() });
    expect(requests).toHaveLength(1);
  });

  it('answers null and forgets a stored token that the API rejects', async () => {
    const { session, secretStore } = setUp({ storedToken: 'revoked-token' });
    expect(await session.current()).toEqual({ ok: true, data: null });
    await settle();
    expect(await secretStore.get()).toBeNull();
  });

  it('passes on other failures (the API may just be unreachable)', async () => {
    const route: FakeRoute = () => Promise.reject(new TypeError('fetch failed'));
    const { session, secretStore } = setUp({ route, storedToken: ACCESS_TOKEN });
    const result = await session.current();
    expect(result.ok ? null : result.error.kind).toBe('network');
    expect(await secretStore.get()).toBe(ACCESS_TOKEN);
  });

  it('refresh reads the account again, and answers 401 without a session', async () => {
    const { session, requests } = setUp();
    expect(await session.refresh()).toEqual({
      ok: false,
      error: { status: 401, kind: 'http', message: ja.errors.unauthenticated, errors: [] },
    });
    await session.login(credentials);
    expect(await session.refresh()).toEqual({ ok: true, data: currentUser() });
    expect(requests.filter((request) => request.path === 'account')).toHaveLength(2);
  });
});

describe('session: change password', () => {
  it('posts the change and answers the refreshed user', async () => {
    const { session, requests } = setUp();
    await session.login(credentials);
    const change = {
      currentPassword: 'old-pass',
      newPassword: 'New-Pass-2026!',
      confirmPassword: 'New-Pass-2026!',
    };
    const result = await session.changePassword(change);
    expect(result).toEqual({ ok: true, data: currentUser() });
    const post = requests.find((request) => request.path === 'auth/change-pass');
    expect(post?.body).toEqual(change);
    expect(post?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('returns the field errors of a refused change', async () => {
    const api = demoApi();
    const errors = [{ name: 'currentPassword', message: ja.auth.currentPasswordWrong }];
    const route: FakeRoute = (request) =>
      request.path === 'auth/change-pass'
        ? json(422, { message: ja.errors.validationFailed, errors })
        : api(request);
    const { session } = setUp({ route });
    await session.login(credentials);
    const result = await session.changePassword({
      currentPassword: 'x',
      newPassword: 'y',
      confirmPassword: 'y',
    });
    expect(result).toEqual({
      ok: false,
      error: { status: 422, kind: 'http', message: ja.errors.validationFailed, errors },
    });
  });
});

describe('session: ended by the API (spec section 8)', () => {
  it('a 401 clears the session, the stored token and export_ keys, and emits session.ended', async () => {
    let revoked = false;
    const api = demoApi();
    const route: FakeRoute = (request) =>
      revoked ? json(401, { message: '認証が必要です。' }) : api(request);
    const { session, secretStore, keyValueStore, emit } = setUp({
      route,
      keys: { export_0001: 12, theme: 'light' },
    });
    await session.login(credentials);
    revoked = true;
    const result = await session.refresh();
    await settle();
    expect(result.ok ? null : result.error.status).toBe(401);
    expect(emit).toHaveBeenCalledExactlyOnceWith('session.ended', { reason: 'unauthorized', message: null });
    expect(await secretStore.get()).toBeNull();
    expect(keyValueStore.keys()).toEqual(['theme']);
    expect(await session.current()).toEqual({ ok: true, data: null });
  });

  it('a 429 clears the session and emits the server message', async () => {
    let limited = false;
    const api = demoApi();
    const route: FakeRoute = (request) =>
      limited ? json(429, { message: 'しばらくお待ちください。' }) : api(request);
    const { session, secretStore, emit } = setUp({ route });
    await session.login(credentials);
    limited = true;
    await session.refresh();
    await settle();
    expect(emit).toHaveBeenCalledExactlyOnceWith('session.ended', {
      reason: 'rate-limited',
      message: 'しばらくお待ちください。',
    });
    expect(await secretStore.get()).toBeNull();
  });

  it('ends the session once when several requests are rejected together', async () => {
    let revoked = false;
    const api = demoApi();
    const route: FakeRoute = (request) =>
      revoked ? json(401, { message: '認証が必要です。' }) : api(request);
    const { session, emit } = setUp({ route });
    await session.login(credentials);
    revoked = true;
    await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('other statuses leave the session alone', async () => {
    const api = demoApi();
    let status = 0;
    const route: FakeRoute = (request) => (status ? json(status, { message: 'x' }) : api(request));
    const { session, emit, secretStore } = setUp({ route });
    await session.login(credentials);
    for (const code of [400, 403, 404, 405, 422, 500]) {
      status = code;
      await session.refresh();
    }
    expect(emit).not.toHaveBeenCalled();
    expect(await secretStore.get()).toBe(ACCESS_TOKEN);
  });
});

describe('session: logout', () => {
  it('calls the server, closes the session at once and clears the stored state after about 300 ms', async () => {
    const { session, secretStore, keyValueStore, timers, requests, emit } = setUp({
      keys: { export_0001: 'job-1', export_0005: 'job-2', import_2_demo: 'job-3' },
    });
    await session.login(credentials);
    const result = await session.logout();
    expect(result).toEqual({ ok: true, data: null });
    const logoutCall = requests.find((request) => request.path === 'auth/logout');
    expect(logoutCall?.method).toBe('POST');
    expect(logoutCall?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(await session.current()).toEqual({ ok: true, data: null });

    timers.advance(LOGOUT_CLEAR_DELAY_MS - 1);
    await settle();
    expect(await secretStore.get()).toBe(ACCESS_TOKEN);
    expect(keyValueStore.keys()).toContain('export_0001');

    timers.advance(1);
    await settle();
    expect(await secretStore.get()).toBeNull();
    expect(keyValueStore.keys()).toEqual(['import_2_demo']);
    expect(emit).not.toHaveBeenCalled();
  });

  it.each([
    ['answers 500', (): Response => json(500, { message: 'エラー' })],
    ['answers 401', (): Response => json(401, { message: '認証が必要です。' })],
    ['cannot be reached', (): Promise<Response> => Promise.reject(new TypeError('fetch failed'))],
  ])('logs out locally even when the server %s', async (_case, answer) => {
    const api = demoApi();
    const route: FakeRoute = (request) => (request.path === 'auth/logout' ? answer() : api(request));
    const { session, secretStore, keyValueStore, timers, emit } = setUp({
      route,
      keys: { export_0001: 'job' },
    });
    await session.login(credentials);
    expect(await session.logout()).toEqual({ ok: true, data: null });
    timers.advance(LOGOUT_CLEAR_DELAY_MS);
    await settle();
    expect(await secretStore.get()).toBeNull();
    expect(keyValueStore.keys()).toEqual([]);
    expect(emit).not.toHaveBeenCalled();
  });

  it('does not wipe a login that happens before the delayed clean-up', async () => {
    const { session, secretStore, keyValueStore, timers } = setUp({ keys: { export_0001: 'old-user-job' } });
    await session.login(credentials);
    await session.logout();
    await session.login(credentials);
    keyValueStore.set('export_0002', 'new-user-job');
    timers.advance(LOGOUT_CLEAR_DELAY_MS * 2);
    await settle();
    expect(await secretStore.get()).toBe(ACCESS_TOKEN);
    expect(keyValueStore.keys().sort()).toEqual(['export_0002', SESSION_USER_KEY]);
    expect(await session.current()).toEqual({ ok: true, data: currentUser() });
    expect(timers.pending()).toBe(0);
  });

  it('flush finishes a pending clean-up at once', async () => {
    const { session, secretStore, timers } = setUp();
    await session.login(credentials);
    await session.logout();
    await session.flush();
    expect(await secretStore.get()).toBeNull();
    expect(timers.pending()).toBe(0);
  });

  it('does not call the server without a session, but still clears stored state', async () => {
    const { session, keyValueStore, timers, requests } = setUp({ keys: { export_0003: 'job' } });
    await session.logout();
    timers.advance(LOGOUT_CLEAR_DELAY_MS);
    await settle();
    expect(requests).toHaveLength(0);
    expect(keyValueStore.keys()).toEqual([]);
  });
});

describe('session: a broken secret store', () => {
  it('treats an unreadable stored token as no session', async () => {
    const broken: SecretStore = {
      get: () => Promise.reject(new Error('keychain locked')),
      set: () => Promise.resolve(),
      clear: () => Promise.resolve(),
    };
    const fake = createFakeFetch(demoApi());
    const api = createApiClient({
      baseUrl: BASE_URL,
      getToken: () => null,
      getSubdomain: () => null,
      fetch: fake.fetch,
    });
    const session = createSessionService({
      api,
      secretStore: broken,
      keyValueStore: createMemoryKeyValueStore(),
      timers: createManualTimers(),
      emit: vi.fn(),
      logger: silentLogger,
    });
    expect(await session.current()).toEqual({ ok: true, data: null });
  });
});

describe('session: lifecycle listeners (idle clock and job polling follow them)', () => {
  it('hears each start and each end once: login, restore, logout, 401', async () => {
    let revoked = false;
    const api = demoApi();
    const route: FakeRoute = (request) =>
      revoked ? json(401, { message: '認証が必要です。' }) : api(request);
    const { session } = setUp({ route });
    const heard: Array<string | null> = [];
    session.onChange((user) => heard.push(user?.key ?? null));
    await session.login(credentials);
    await session.refresh();
    await session.current();
    await session.logout();
    await session.logout();
    await session.login(credentials);
    revoked = true;
    await session.refresh();
    await settle();
    expect(heard).toEqual(['2', null, '2', null]);
    expect(session.user()).toBeNull();
  });

  it('a restored session starts when the stored token is accepted', async () => {
    const { session } = setUp({ storedToken: ACCESS_TOKEN });
    const heard: Array<string | null> = [];
    session.onChange((user) => heard.push(user?.key ?? null));
    await session.current();
    expect(heard).toEqual(['2']);
    expect(session.user()).toEqual(currentUser());
  });

  it('logout for inactivity tells the renderer why, and otherwise logs out like the user', async () => {
    const { session, emit, requests, timers, secretStore } = setUp();
    await session.login(credentials);
    await session.logoutForInactivity();
    expect(emit).toHaveBeenCalledExactlyOnceWith('session.ended', {
      reason: 'idle',
      message: ja.main.idleLoggedOut,
    });
    expect(requests.at(-1)?.path).toBe('auth/logout');
    timers.advance(LOGOUT_CLEAR_DELAY_MS);
    await settle();
    expect(await secretStore.get()).toBeNull();
  });
});

describe('session: a backend that answers only what the spec shows', () => {
  /** GET /account as spec section 3 shows it: no id, e-mail, group or updatedAt; login with only the token. */
  function specMinimalApi(answer: unknown = { data: { accessToken: ACCESS_TOKEN } }): FakeRoute {
    const { id: _id, email: _email, group: _group, updatedAt: _updatedAt, ...account } = currentUser();
    const { id: _serviceId, ...service } = account.service ?? {};
    return ({ method, path, headers }) => {
      if (method === 'POST' && path === 'auth/login') return json(200, answer);
      if (headers.get('authorization') !== `Bearer ${ACCESS_TOKEN}`)
        return json(401, { message: '認証が必要です。' });
      if (path === 'account') return json(200, { data: { ...account, service } });
      return json(200, {});
    };
  }

  it.each([
    ['only data.accessToken', { data: { accessToken: ACCESS_TOKEN } }],
    ['access_token at the top level', { access_token: ACCESS_TOKEN, token_type: 'bearer', expires_in: 3600 }],
    ['data.token', { data: { token: ACCESS_TOKEN } }],
  ])('logs in with a login answer of %s and keys the user by the login e-mail', async (_case, answer) => {
    const { session, keyValueStore } = setUp({ route: specMinimalApi(answer) });
    const heard: Array<string | null> = [];
    session.onChange((user) => heard.push(user?.key ?? null));
    const result = await session.login(credentials);
    expect(result.ok).toBe(true);
    expect(result.ok && result.data.kind === 'signedIn' && result.data.user.id).toBeUndefined();
    const key = session.userKey();
    expect(key).toMatch(/^e[0-9a-f]{32}$/);
    expect(key).not.toContain('client');
    expect(heard).toEqual([key]);
    expect(keyValueStore.get(SESSION_USER_KEY)).toBe(key);
  });

  it('gives the same key to the same address however it was typed, and another to another address', async () => {
    const first = setUp({ route: specMinimalApi() });
    await first.session.login({ ...credentials, email: ' Client@Demo.example ' });
    const second = setUp({ route: specMinimalApi() });
    await second.session.login(credentials);
    const other = setUp({ route: specMinimalApi() });
    await other.session.login({ ...credentials, email: 'store@demo.example' });
    expect(first.session.userKey()).toBe(second.session.userKey());
    expect(other.session.userKey()).not.toBe(first.session.userKey());
  });

  it('restores a stored session with the key kept at login', async () => {
    const first = setUp({ route: specMinimalApi() });
    await first.session.login(credentials);
    const key = first.session.userKey();
    const restored = setUp({
      route: specMinimalApi(),
      storedToken: ACCESS_TOKEN,
      keys: { [SESSION_USER_KEY]: key },
    });
    expect((await restored.session.current()).ok).toBe(true);
    expect(restored.session.userKey()).toBe(key);
  });

  it('keys a user without an id by the login e-mail also when the sign-in took a second step', async () => {
    const direct = setUp({ route: specMinimalApi() });
    await direct.session.login(credentials);
    const challengeToken = 'challenge-token-0123456789abcdef';
    const minimal = specMinimalApi();
    const twoStep = setUp({
      route: (request) => {
        if (request.path === 'auth/login')
          return json(200, {
            data: { secondFactor: 'code', challengeToken, expiresAt: '2026-01-01T00:05:00+09:00' },
          });
        if (request.path === 'auth/login/second-factor')
          return json(200, { data: { accessToken: ACCESS_TOKEN } });
        return minimal(request);
      },
    });
    expect(await twoStep.session.login({ ...credentials, email: ' CLIENT@demo.example' })).toMatchObject({
      ok: true,
      data: { kind: 'secondFactor' },
    });
    expect(twoStep.session.userKey()).toBeNull();
    const signedIn = await twoStep.session.secondFactor({ code: '123456' });
    expect(signedIn.ok && signedIn.data.user.id).toBeUndefined();
    expect(twoStep.session.userKey()).toBe(direct.session.userKey());
    expect(twoStep.keyValueStore.get(SESSION_USER_KEY)).toBe(direct.session.userKey());
  });

  it('refuses a login answer without a token as an unexpected answer, storing nothing', async () => {
    const { session, secretStore } = setUp({ route: specMinimalApi({ data: { tokenType: 'Bearer' } }) });
    expect(await session.login(credentials)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
    expect(await secretStore.get()).toBeNull();
  });
});
