import type { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '@shared/ipc/contract';
import type { Bridge } from '@shared/ipc/contract';
import { ja } from '@shared/messages';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  return {
    exposed,
    contextBridge: { exposeInMainWorld: vi.fn((key: string, api: unknown) => exposed.set(key, api)) },
    ipcRenderer: {
      emitter: null as EventEmitter | null,
      invoke: vi.fn((..._args: unknown[]) => Promise.resolve({ ok: true, data: null })),
      on: vi.fn(),
      removeListener: vi.fn(),
    },
  };
});
vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const emitter = new Emitter();
  electron.ipcRenderer.emitter = emitter;
  electron.ipcRenderer.on.mockImplementation((channel: string, listener: (...args: unknown[]) => void) =>
    emitter.on(channel, listener),
  );
  electron.ipcRenderer.removeListener.mockImplementation(
    (channel: string, listener: (...args: unknown[]) => void) => emitter.removeListener(channel, listener),
  );
  const module = { contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer };
  return { ...module, default: module };
});

await import('../../../../src-preload/index');
const bridge = electron.exposed.get('bridge') as Bridge;
const sendFromMain = (message: unknown) =>
  electron.ipcRenderer.emitter?.emit(IPC_EVENT_CHANNEL, { sender: 'ipc-event' }, message);

beforeEach(() => {
  electron.ipcRenderer.invoke.mockClear();
});

describe('preload', () => {
  it('exposes window.bridge and nothing else: invoke and on only', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect([...electron.exposed.keys()]).toEqual(['bridge']);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
  });

  it('sends every contract channel over the one invoke channel', async () => {
    for (const channel of CHANNEL_NAMES) {
      await bridge.invoke(channel, undefined as never);
      expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(IPC_INVOKE_CHANNEL, channel, undefined);
    }
    const login = { email: 'client@demo.example', password: 'DemoPass-2026!' };
    await bridge.invoke('session.login', login);
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(IPC_INVOKE_CHANNEL, 'session.login', login);
  });

  it.each(['session.token', 'bridge:event', '__proto__', 'constructor'])(
    'rejects the unknown channel %s without calling ipcRenderer',
    async (channel) => {
      const result = await bridge.invoke(channel as never, undefined as never);
      expect(result).toEqual({
        ok: false,
        error: { status: 0, kind: 'invalid-request', message: ja.errors.invalidRequest, errors: [] },
      });
      expect(electron.ipcRenderer.invoke).not.toHaveBeenCalled();
    },
  );

  it('delivers only the payload of the named event, and unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = bridge.on('session.ended', listener);
    sendFromMain({ event: 'session.ended', payload: { reason: 'unauthorized', message: null } });
    sendFromMain({ event: 'something.else', payload: { secret: true } });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ reason: 'unauthorized', message: null });
    unsubscribe();
    sendFromMain({ event: 'session.ended', payload: { reason: 'idle', message: null } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(electron.ipcRenderer.emitter?.listenerCount(IPC_EVENT_CHANNEL)).toBe(0);
  });

  it('refuses to subscribe to an unknown event', () => {
    expect(() => bridge.on('ipc.raw' as never, vi.fn())).toThrow(TypeError);
    expect(electron.ipcRenderer.emitter?.listenerCount(IPC_EVENT_CHANNEL)).toBe(0);
  });
});
