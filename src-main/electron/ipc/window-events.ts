import type { BrowserWindow } from 'electron';
import { IPC_EVENT_CHANNEL } from '@shared/ipc/contract';
import type { EmitEvent } from '../../core';

/** Sends a bridge event to every app window. */
export function createWindowEventEmitter(windows: () => BrowserWindow[]): EmitEvent {
  return (event, payload) => {
    for (const window of windows()) {
      if (!window.isDestroyed()) window.webContents.send(IPC_EVENT_CHANNEL, { event, payload });
    }
  };
}
