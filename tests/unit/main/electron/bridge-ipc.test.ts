import { describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '@shared/ipc/contract';
import { success } from '@shared/ipc/result';
import { ja } from '@shared/messages';
import { createIpcRouter } from '../../../../src-main/core/ipc/router';
import type { ChannelHandlers } from '../../../../src-main/core/ipc/channel-handlers';
import { silentLogger } from '../../../../src-main/core';
import { registerBridgeIpc, senderInfoOf } from '../../../../src-main/electron/ipc/bridge-ipc';
import { createAppSenderTrust } from '../../../../src-main/electron/ipc/sender-trust';
import { createWindowEventEmitter } from '../../../../src-main/electron/ipc/window-events';

vi.mock('electron', () => ({ default: {} }));

const APP_URL = 'file:///opt/console/out/renderer/index.html';
const trust = createAppSenderTrust({
  isAppUrl: (url) => url.split('#')[0] === APP_URL,
  isAppWebContents: (id) => id === 7,
});

function invokeEvent(options: { id?: number; url?: string; subframe?: boolean; frame?: null } = {}) {
  const top = { url: options.url ?? `${APP_URL}#/login`, parent: null };
  const frame =
    options.frame === null ? null : options.subframe ? { url: options.url ?? APP_URL, parent: top } : top;
  return { sender: { id: options.id ?? 7 }, senderFrame: frame };
}

describe('sender info and trust', () => {
  it('describes the main frame of the sending webContents', () => {
    expect(senderInfoOf(invokeEvent() as never)).toEqual({
      url: `${APP_URL}#/login`,
      isMainFrame: true,
      senderId: 7,
    });
    expect(senderInfoOf(invokeEvent({ subframe: true }) as never).isMainFrame).toBe(false);
    expect(senderInfoOf(invokeEvent({ frame: null }) as never)).toEqual({
      url: '',
      isMainFrame: false,
      senderId: 7,
    });
  });

  it('treats a frame that is already gone as unknown', () => {
    const event = {
      sender: { id: 7 },
      get senderFrame() {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
    };
    expect(senderInfoOf(event as never)).toEqual({ url: '', isMainFrame: false, senderId: 7 });
  });

  it('trusts only the main frame of an app window showing the app page', () => {
    expect(trust({ url: `${APP_URL}#/service/list`, isMainFrame: true, senderId: 7 })).toBe(true);
    expect(trust({ url: APP_URL, isMainFrame: false, senderId: 7 })).toBe(false);
    expect(trust({ url: APP_URL, isMainFrame: true, senderId: 8 })).toBe(false);
    expect(trust({ url: 'https://evil.example/', isMainFrame: true, senderId: 7 })).toBe(false);
    expect(trust({ url: '', isMainFrame: false, senderId: 7 })).toBe(false);
  });
});

describe('bridge IPC registration', () => {
  const handlers = { 'session.current': () => Promise.resolve(success(null)) } as unknown as ChannelHandlers;
  const router = createIpcRouter({ handlers, isTrustedSender: trust, logger: silentLogger });

  function registered() {
    const ipcMain = { handle: vi.fn(), removeHandler: vi.fn() };
    const unregister = registerBridgeIpc(ipcMain as never, router);
    const [channel, handler] = ipcMain.handle.mock.calls[0] as [
      string,
      (...args: unknown[]) => Promise<unknown>,
    ];
    return { ipcMain, unregister, channel, handler };
  }

  it('handles the one invoke channel through the router', async () => {
    const { channel, handler } = registered();
    expect(channel).toBe(IPC_INVOKE_CHANNEL);
    expect(await handler(invokeEvent(), 'session.current', undefined)).toEqual({ ok: true, data: null });
  });

  it('refuses calls from an iframe, another window or a foreign page', async () => {
    const { handler } = registered();
    const refused = {
      ok: false,
      error: { status: 0, kind: 'untrusted-sender', message: ja.errors.untrustedSender, errors: [] },
    };
    expect(await handler(invokeEvent({ subframe: true }), 'session.current', undefined)).toEqual(refused);
    expect(await handler(invokeEvent({ id: 99 }), 'session.current', undefined)).toEqual(refused);
    expect(
      await handler(invokeEvent({ url: 'https://evil.example/' }), 'session.current', undefined),
    ).toEqual(refused);
  });

  it('can be unregistered', () => {
    const { ipcMain, unregister } = registered();
    unregister();
    expect(ipcMain.removeHandler).toHaveBeenCalledWith(IPC_INVOKE_CHANNEL);
  });
});

describe('window events', () => {
  it('sends each event to every live app window on the event channel', () => {
    const live = { isDestroyed: () => false, webContents: { send: vi.fn() } };
    const gone = { isDestroyed: () => true, webContents: { send: vi.fn() } };
    const emit = createWindowEventEmitter(() => [live, gone] as never);
    emit('session.ended', { reason: 'rate-limited', message: 'しばらくお待ちください。' });
    expect(live.webContents.send).toHaveBeenCalledWith(IPC_EVENT_CHANNEL, {
      event: 'session.ended',
      payload: { reason: 'rate-limited', message: 'しばらくお待ちください。' },
    });
    expect(gone.webContents.send).not.toHaveBeenCalled();
  });
});
