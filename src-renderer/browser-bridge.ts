// window.bridge for the browser dev host (never used by the Electron build): the same Bridge
// as the preload's, carried over a loopback WebSocket to the dev host.
import { BRIDGE_EVENT_NAMES, CHANNEL_NAMES } from '@shared/ipc';
import type { Bridge, BridgeEventName, BridgeEvents, CallFailure, CallResult } from '@shared/ipc';
import { ja } from '@shared/messages';

/** Copies of scripts/dev-host/protocol.ts (the renderer imports src-shared only). */
const DEV_HOST_TOKEN_PARAM = 'devHostToken';
const BRIDGE_SOCKET_PATH = '/__dev-host/bridge';
const BRIDGE_SOCKET_TOKEN_PARAM = 'token';

type PageLocation = Pick<Location, 'search' | 'host' | 'protocol'>;
type Listener = (payload: unknown) => void;

/** Connects to the dev host that served this page and installs window.bridge. */
export async function installBrowserBridge(): Promise<void> {
  window.bridge = await connectBrowserBridge(window.location);
}

/**
 * Resolves once the socket is open, or once it failed: then every call answers with a network
 * failure instead of hanging.
 */
export function connectBrowserBridge(location: PageLocation): Promise<Bridge> {
  const socket = new WebSocket(bridgeSocketUrl(location));
  const bridge = createSocketBridge(socket);
  return new Promise((resolve) => {
    const settle = () => resolve(bridge);
    socket.addEventListener('open', settle, { once: true });
    // A refused handshake fires error, then close: calls fail from then on (see createSocketBridge).
    socket.addEventListener('error', settle, { once: true });
    socket.addEventListener('close', settle, { once: true });
  });
}

function bridgeSocketUrl(location: PageLocation): string {
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

  return {
    invoke(channel, payload) {
      if (!CHANNEL_NAMES.includes(channel)) return Promise.resolve(unknownChannelFailure());
      if (socket.readyState !== WebSocket.OPEN) return Promise.resolve(networkFailure());
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve as (result: CallResult<unknown>) => void);
        socket.send(JSON.stringify({ id, channel, payload }));
      });
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

function networkFailure(): CallResult<never> {
  return failureResult({ status: 0, kind: 'network', message: ja.errors.network, errors: [] });
}

function unknownChannelFailure(): CallResult<never> {
  return failureResult({ status: 0, kind: 'invalid-request', message: ja.errors.invalidRequest, errors: [] });
}
