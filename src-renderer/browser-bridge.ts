// window.bridge for the browser dev host (never used by the Electron build): the same Bridge
// as the preload's, carried over a loopback WebSocket to the dev host.
// The names and the start-up part of the catalogue only: the page starts with this module.
import { CHANNEL_NAMES } from '@shared/ipc/channel-names';
import { BRIDGE_EVENT_NAMES } from '@shared/ipc/events';
import type { Bridge, BridgeEventName, BridgeEvents, CallFailure, CallResult } from '@shared/ipc';
import { ja } from '@shared/messages/first-screen';

/** Copies of scripts/dev-host/protocol.ts (the renderer imports src-shared only). */
const DEV_HOST_TOKEN_PARAM = 'devHostToken';
const BRIDGE_SOCKET_PATH = '/__dev-host/bridge';
const BRIDGE_SOCKET_TOKEN_PARAM = 'token';

type Listener = (payload: unknown) => void;

/**
 * Installs window.bridge at once, connecting to the dev host that served this page: the app
 * loads meanwhile, and its first calls wait for the socket. Resolves once the socket is open, or
 * once it failed: then every call answers with a network failure instead of hanging.
 */
export function installBrowserBridge(): Promise<void> {
  const socket = new WebSocket(bridgeSocketUrl(window.location));
  window.bridge = createSocketBridge(socket);
  return socketSettled(socket);
}

function socketSettled(socket: WebSocket): Promise<void> {
  if (socket.readyState !== WebSocket.CONNECTING) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => resolve();
    socket.addEventListener('open', settle, { once: true });
    // A refused handshake fires error, then close: calls fail from then on (see createSocketBridge).
    socket.addEventListener('error', settle, { once: true });
    socket.addEventListener('close', settle, { once: true });
  });
}

function bridgeSocketUrl(location: Pick<Location, 'search' | 'host' | 'protocol'>): string {
  const token = new URLSearchParams(location.search).get(DEV_HOST_TOKEN_PARAM) ?? '';
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ [BRIDGE_SOCKET_TOKEN_PARAM]: token });
  return `${scheme}//${location.host}${BRIDGE_SOCKET_PATH}?${query.toString()}`;
}

function createSocketBridge(socket: WebSocket): Bridge {
  const pending = new Map<number, (result: CallResult<unknown>) => void>();
  const listeners = new Map<string, Set<Listener>>();
  let nextId = 1;

  socket.addEventListener('message', (message: MessageEvent) => {
    const data = parseMessage(message.data);
    if (!data) return;
    if (typeof data.id === 'number') {
      pending.get(data.id)?.(data.result as CallResult<unknown>);
      pending.delete(data.id);
      return;
    }
    if (typeof data.event === 'string')
      listeners.get(data.event)?.forEach((listener) => listener(data.payload));
  });
  socket.addEventListener('close', () => {
    for (const resolve of pending.values()) resolve(networkFailure());
    pending.clear();
  });

  const send = (channel: string, payload: unknown): Promise<CallResult<unknown>> => {
    if (socket.readyState !== WebSocket.OPEN) return Promise.resolve(networkFailure());
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, channel, payload }));
    });
  };

  return {
    async invoke(channel, payload) {
      if (!(CHANNEL_NAMES as readonly string[]).includes(channel)) return unknownChannelFailure();
      await socketSettled(socket);
      return send(channel, payload) as Promise<CallResult<never>>;
    },
    on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvents[E]) => void) {
      if (!BRIDGE_EVENT_NAMES.includes(event)) throw new TypeError(`Unknown bridge event: ${String(event)}`);
      const forEvent = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, forEvent);
      const relay: Listener = (payload) => listener(payload as BridgeEvents[E]);
      forEvent.add(relay);
      return () => {
        forEvent.delete(relay);
      };
    },
  };
}

function parseMessage(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function failureResult(error: CallFailure): CallResult<never> {
  return { ok: false, error };
}

function unknownChannelFailure(): CallResult<never> {
  return failureResult({ status: 0, kind: 'invalid-request', message: ja.errors.invalidRequest, errors: [] });
}

function networkFailure(): CallResult<never> {
  return failureResult({ status: 0, kind: 'network', message: ja.errors.network, errors: [] });
}
