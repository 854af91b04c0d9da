/**
 * The wire protocol between the dev host and src-renderer/browser-bridge.ts, which keeps its own
 * copy of these constants (the renderer may import src-shared only); the dev host's unit test
 * runs the real browser bridge against this server, so a drift fails it.
 */
export const DEV_HOST_TOKEN_PARAM = 'devHostToken';
export const BRIDGE_SOCKET_PATH = '/__dev-host/bridge';
export const BRIDGE_SOCKET_TOKEN_PARAM = 'token';

/** renderer -> host */
export interface BridgeRequestMessage {
  id: number;
  channel: unknown;
  payload: unknown;
}

export function parseBridgeRequest(raw: string): BridgeRequestMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { id, channel, payload } = message as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  return { id, channel, payload };
}
