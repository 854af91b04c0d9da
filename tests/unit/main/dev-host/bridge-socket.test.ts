import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { success } from '@shared/ipc/result';
import type { IpcRouter } from '../../../../src-main/core';
import { attachBridgeSocket } from '../../../../scripts/dev-host/bridge-socket';
import type { BridgeSocket } from '../../../../scripts/dev-host/bridge-socket';
import { createHostToken, tokensMatch } from '../../../../scripts/dev-host/host-token';
import { BRIDGE_SOCKET_PATH } from '../../../../scripts/dev-host/protocol';
import { createRecordingLogger } from '../support/recording-logger';

let server: Server;
let origin: string;
let bridge: BridgeSocket;
let router: ReturnType<typeof vi.fn<IpcRouter>>;
const token = createHostToken();

beforeEach(async () => {
  server = createServer((_request, response) => response.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  router = vi.fn<IpcRouter>((channel) => Promise.resolve(success({ answered: channel })));
  bridge = attachBridgeSocket({
    server,
    origin,
    token,
    router,
    logger: createRecordingLogger(),
    refuseOtherUpgrades: true,
  });
});

afterEach(async () => {
  await bridge.close();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
});

function connect(options: { token?: string | null; origin?: string | null; path?: string } = {}): WebSocket {
  const query = options.token === null ? '' : `?token=${encodeURIComponent(options.token ?? token)}`;
  const headers = options.origin === null ? {} : { origin: options.origin ?? origin };
  return new WebSocket(`${origin.replace('http', 'ws')}${options.path ?? BRIDGE_SOCKET_PATH}${query}`, {
    headers,
  });
}

function refusal(socket: WebSocket): Promise<number> {
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => reject(new Error('the connection was accepted')));
    socket.on('error', () => undefined);
  });
}

function opened(socket: WebSocket): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve(socket));
    socket.on('error', reject);
  });
}

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) =>
    socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
  );
}

describe('dev host bridge socket', () => {
  it.each([
    ['a wrong token', { token: 'not-the-token' }],
    ['no token', { token: null }],
    [
      'the token with one character changed',
      { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
    ],
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['another port of the same host', { origin: 'http://127.0.0.1:1' }],
    ['no Origin at all', { origin: null }],
  ])('refuses a connection with %s (403) and never reaches the router', async (_case, options) => {
    expect(await refusal(connect(options))).toBe(403);
    expect(router).not.toHaveBeenCalled();
  });

  it('refuses WebSocket upgrades on other paths', async () => {
    expect(await refusal(connect({ path: '/other' }))).toBe(404);
  });

  it('answers a call with the router result and the connection as trusted sender', async () => {
    const socket = await opened(connect());
    const reply = nextMessage(socket);
    socket.send(JSON.stringify({ id: 7, channel: 'session.current' }));
    expect(await reply).toEqual({ id: 7, result: { ok: true, data: { answered: 'session.current' } } });
    const [, payload, sender] = router.mock.calls[0] ?? [];
    expect(payload).toBeUndefined();
    expect(sender).toMatchObject({ url: `${origin}/`, isMainFrame: true });
    expect(bridge.isTrustedSender(sender!)).toBe(true);
    expect(bridge.isTrustedSender({ url: `${origin}/`, isMainFrame: true, senderId: 999 })).toBe(false);
    socket.close();
  });

  it('sends events to every connected page', async () => {
    const socket = await opened(connect());
    const event = nextMessage(socket);
    bridge.emit('session.ended', { reason: 'rate-limited', message: 'しばらくお待ちください。' });
    expect(await event).toEqual({
      event: 'session.ended',
      payload: { reason: 'rate-limited', message: 'しばらくお待ちください。' },
    });
    socket.close();
  });

  it('closes a connection that sends something other than a request', async () => {
    const socket = await opened(connect());
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send('{"channel": "session.current"}');
    expect(await closed).toBe(1003);
    expect(router).not.toHaveBeenCalled();
  });
});

describe('host token', () => {
  it('is random for each run and compared exactly', () => {
    const other = createHostToken();
    expect(other).not.toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, other)).toBe(false);
    expect(tokensMatch(token, '')).toBe(false);
    expect(tokensMatch(token, null)).toBe(false);
  });
});
