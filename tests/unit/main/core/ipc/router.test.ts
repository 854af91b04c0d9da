import { describe, expect, it, vi } from 'vitest';
import { ja } from '@shared/messages';
import { CHANNEL_NAMES } from '@shared/ipc/contract';
import { success } from '@shared/ipc/result';
import type { ChannelHandlers } from '../../../../../src-main/core/ipc/channel-handlers';
import { createIpcRouter } from '../../../../../src-main/core/ipc/router';
import type { SenderInfo } from '../../../../../src-main/core';
import { currentUser, serviceDetail, serviceList } from '../../support/fake-api';
import { createRecordingLogger } from '../../support/recording-logger';

const trusted: SenderInfo = { url: 'file:///app/out/renderer/index.html', isMainFrame: true, senderId: 1 };
const stranger: SenderInfo = { url: 'https://evil.example/', isMainFrame: true, senderId: 9 };

/** Every channel answers null unless the test says otherwise; the session ones answer like the API. */
function fakeHandlers(overrides: Partial<ChannelHandlers> = {}): ChannelHandlers {
  const answeringNull = Object.fromEntries(
    CHANNEL_NAMES.map((channel) => [channel, vi.fn(() => Promise.resolve(success(null)))]),
  ) as unknown as ChannelHandlers;
  return {
    ...answeringNull,
    'session.login': vi.fn(() =>
      Promise.resolve(success({ kind: 'signedIn' as const, user: currentUser() })),
    ),
    'session.refresh': vi.fn(() => Promise.resolve(success(currentUser()))),
    'session.changePassword': vi.fn(() => Promise.resolve(success(currentUser()))),
    'services.list': vi.fn(() => Promise.resolve(success(serviceList()))),
    'services.get': vi.fn(() => Promise.resolve(success(serviceDetail()))),
    ...overrides,
  };
}

function routerWith(handlers = fakeHandlers()) {
  const logger = createRecordingLogger();
  const router = createIpcRouter({ handlers, isTrustedSender: (sender) => sender.senderId === 1, logger });
  return { router, handlers, logger };
}

describe('IPC router', () => {
  it('refuses an untrusted sender before looking at anything else', async () => {
    const { router, handlers } = routerWith();
    const result = await router('session.current', undefined, stranger);
    expect(result).toEqual({
      ok: false,
      error: { status: 0, kind: 'untrusted-sender', message: ja.errors.untrustedSender, errors: [] },
    });
    expect(handlers['session.current']).not.toHaveBeenCalled();
  });

  it.each([['session.steal'], ['toString'], ['__proto__'], [42], [null], [{ channel: 'session.login' }]])(
    'refuses the unknown channel %j with a Japanese message',
    async (channel) => {
      const { router } = routerWith();
      const result = await router(channel, undefined, trusted);
      expect(result).toEqual({
        ok: false,
        error: { status: 0, kind: 'invalid-request', message: ja.errors.invalidRequest, errors: [] },
      });
    },
  );

  it('refuses a payload that does not match the channel schema, listing the fields in Japanese', async () => {
    const { router, handlers } = routerWith();
    const result = await router('session.login', { email: 42 }, trusted);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-request');
    expect(result.error.message).toBe(ja.errors.invalidRequest);
    expect(result.error.errors.map((entry) => entry.name).sort()).toEqual(['email', 'password']);
    for (const entry of result.error.errors) expect(entry.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(handlers['session.login']).not.toHaveBeenCalled();
  });

  it.each([
    ['a string', 'session.login', 'not an object'],
    ['a payload where none is expected', 'session.logout', { force: true }],
    ['a nested path', 'services.get', { idOrSubdomain: '' }],
    [
      'a prototype trick',
      'services.list',
      JSON.parse('{"__proto__": {"admin": true}, "page": "x"}') as unknown,
    ],
  ])('never throws on %s', async (_case, channel, payload) => {
    const { router } = routerWith();
    const result = await router(channel, payload, trusted);
    expect(result.ok ? null : result.error.kind).toBe('invalid-request');
  });

  it('passes the parsed payload (defaults applied) to the handler and returns its result', async () => {
    const { router, handlers } = routerWith();
    const result = await router('services.list', { page: 2, typeSort: 'asc' }, trusted);
    expect(result).toEqual({ ok: true, data: serviceList() });
    expect(handlers['services.list']).toHaveBeenCalledWith({
      page: 2,
      limit: 15,
      sort: 'registDate',
      typeSort: 'ASC',
    });
  });

  it('contains a handler that throws: a clean failure, logged without the payload', async () => {
    const handlers = fakeHandlers({ 'session.login': () => Promise.reject(new Error('disk full')) });
    const { router, logger } = routerWith(handlers);
    const result = await router(
      'session.login',
      { email: 'a@example.test', password: 'Secret-Pass-1' },
      trusted,
    );
    expect(result).toEqual({
      ok: false,
      error: { status: 500, kind: 'http', message: ja.errors.serverError, errors: [] },
    });
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]?.level).toBe('error');
    expect(JSON.stringify(logger.entries)).not.toContain('Secret-Pass-1');
  });

  it('contains a trust predicate that throws', async () => {
    const router = createIpcRouter({
      handlers: fakeHandlers(),
      isTrustedSender: () => {
        throw new Error('window gone');
      },
      logger: createRecordingLogger(),
    });
    const result = await router('session.current', undefined, trusted);
    expect(result.ok).toBe(false);
  });

  it('returns plain data only: extra fields of a failure are dropped', async () => {
    const leaky = {
      ok: false as const,
      error: {
        status: 400,
        kind: 'http' as const,
        message: 'x',
        errors: [{ name: 'a', message: 'b', raw: {} }],
        token: 't',
      },
    };
    const { router } = routerWith(fakeHandlers({ 'session.current': () => Promise.resolve(leaky) }));
    const result = await router('session.current', undefined, trusted);
    expect(result).toEqual({
      ok: false,
      error: { status: 400, kind: 'http', message: 'x', errors: [{ name: 'a', message: 'b' }] },
    });
    expect(structuredClone(result)).toEqual(result);
  });
});
