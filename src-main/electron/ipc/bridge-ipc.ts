import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { IPC_INVOKE_CHANNEL } from '@shared/ipc/contract';
import type { IpcRouter, SenderInfo } from '../../core';

/** Every bridge call arrives on one IPC channel and goes through the router. */
export function registerBridgeIpc(ipcMain: IpcMain, router: IpcRouter): () => void {
  ipcMain.handle(IPC_INVOKE_CHANNEL, (event, channel: unknown, payload: unknown) =>
    router(channel, payload, senderInfoOf(event)),
  );
  return () => ipcMain.removeHandler(IPC_INVOKE_CHANNEL);
}

export function senderInfoOf(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>): SenderInfo {
  const senderId = event.sender.id;
  try {
    const frame = event.senderFrame;
    if (!frame) return { url: '', isMainFrame: false, senderId };
    return { url: frame.url, isMainFrame: frame.parent === null, senderId };
  } catch {
    // The frame navigated away or was destroyed while the call was in flight.
    return { url: '', isMainFrame: false, senderId };
  }
}
