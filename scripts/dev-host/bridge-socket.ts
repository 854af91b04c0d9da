import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { RawData } from 'ws';
import type { EmitEvent, IpcRouter, Logger, SenderInfo, SenderTrust } from '../../src-main/core';
import { tokensMatch } from './host-token';
import { BRIDGE_SOCKET_PATH, BRIDGE_SOCKET_TOKEN_PARAM, parseBridgeRequest } from './protocol';

const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface BridgeSocketOptions {
  server: Server;
  /** The host's own origin, e.g. http://127.0.0.1:5180: the only Origin accepted. */
  origin: string;
  token: string;
  router: IpcRouter;
  logger: Logger;
  /** Answer upgrades on other paths with 404 (false when Vite's HMR shares the server). */
  refuseOtherUpgrades: boolean;
}

export interface BridgeSocket {
  emit: EmitEvent;
  /** Only connections that passed the token and Origin checks are trusted senders. */
  isTrustedSender: SenderTrust;
  close(): Promise<void>;
}

/** The bridge over a loopback WebSocket: `{id, channel, payload}` in, `{id, result}` and `{event, payload}` out. */
export function attachBridgeSocket(options: BridgeSocketOptions): BridgeSocket {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Map<number, WebSocket>();
  let nextConnectionId = 1;

  function accept(socket: WebSocket): void {
    const senderId = nextConnectionId++;
    connections.set(senderId, socket);
    const sender: SenderInfo = { url: `${options.origin}/`, isMainFrame: true, senderId };
    socket.on('message', (data, isBinary) => void answer(socket, sender, data, isBinary));
    socket.on('close', () => connections.delete(senderId));
  }

  async function answer(
    socket: WebSocket,
    sender: SenderInfo,
    data: RawData,
    isBinary: boolean,
  ): Promise<void> {
    const request = isBinary ? null : parseBridgeRequest(rawDataToString(data));
    if (!request) {
      options.logger.warn('Malformed bridge message; connection closed');
      socket.close(1003, 'malformed message');
      return;
    }
    const result = await options.router(request.channel, request.payload, sender);
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ id: request.id, result }));
  }

  options.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', options.origin);
    if (url.pathname !== BRIDGE_SOCKET_PATH) {
      if (options.refuseOtherUpgrades) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    const refusal = upgradeRefusal(request, url, options);
    if (refusal) {
      options.logger.warn('Bridge connection refused', { reason: refusal });
      refuseUpgrade(socket, 403, 'Forbidden');
      return;
    }
    sockets.handleUpgrade(request, socket, head, accept);
  });

  return {
    emit(event, payload) {
      const message = JSON.stringify({ event, payload });
      for (const socket of connections.values()) {
        if (socket.readyState === WebSocket.OPEN) socket.send(message);
      }
    },
    isTrustedSender: (sender) => connections.has(sender.senderId),
    close: () => closeAll(sockets, connections),
  };
}

function upgradeRefusal(request: IncomingMessage, url: URL, options: BridgeSocketOptions): string | null {
  if (request.headers.origin !== options.origin) return 'wrong origin';
  if (!tokensMatch(options.token, url.searchParams.get(BRIDGE_SOCKET_TOKEN_PARAM))) return 'wrong token';
  return null;
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function rawDataToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function closeAll(sockets: WebSocketServer, connections: Map<number, WebSocket>): Promise<void> {
  for (const socket of connections.values()) socket.terminate();
  connections.clear();
  return new Promise((resolve) => sockets.close(() => resolve()));
}
