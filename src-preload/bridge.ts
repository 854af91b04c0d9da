import type { IpcRenderer, IpcRendererEvent } from 'electron';
// The names only, not the contract's schemas: the preload runs before every page load.
import { CHANNEL_NAMES, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '@shared/ipc/channel-names';
import type { Bridge, BridgeEvents } from '@shared/ipc/contract';
import { BRIDGE_EVENT_NAMES } from '@shared/ipc/events';
import type { CallResult } from '@shared/ipc/result';
import { ja } from '@shared/messages/start';

type IpcRendererPart = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

interface EventMessage {
  event: unknown;
  payload: unknown;
}

const knownChannels: ReadonlySet<string> = new Set(CHANNEL_NAMES);
const knownEvents: ReadonlySet<string> = new Set(BRIDGE_EVENT_NAMES);

/**
 * window.bridge: the contract's channels and events, nothing else. The renderer never gets
 * ipcRenderer or an IPC event object (whose `sender` would be ipcRenderer itself).
 */
export function createPreloadBridge(ipc: IpcRendererPart): Bridge {
  return {
    invoke(channel, payload) {
      if (!knownChannels.has(channel)) return Promise.resolve(unknownChannelResult());
      return ipc.invoke(IPC_INVOKE_CHANNEL, channel, payload);
    },
    on(event, listener) {
      if (!knownEvents.has(event)) throw new TypeError(`Unknown bridge event: ${String(event)}`);
      if (typeof listener !== 'function') throw new TypeError('A bridge listener must be a function');
      const relay = (_ipcEvent: IpcRendererEvent, message: EventMessage) => {
        if (message.event === event) listener(message.payload as BridgeEvents[typeof event]);
      };
      ipc.on(IPC_EVENT_CHANNEL, relay);
      return () => {
        ipc.removeListener(IPC_EVENT_CHANNEL, relay);
      };
    },
  } satisfies Bridge;
}

function unknownChannelResult(): CallResult<never> {
  return {
    ok: false,
    error: { status: 0, kind: 'invalid-request', message: ja.errors.invalidRequest, errors: [] },
  };
}
