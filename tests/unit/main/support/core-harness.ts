import { vi } from 'vitest';
import {
  createMainCore,
  createMemoryKeyValueStore,
  createMemorySecretStore,
  silentLogger,
} from '../../../../src-main/core';
import type {
  Dialogs,
  FileSystem,
  KeyValueStore,
  Logger,
  MainCore,
  Notifier,
  SecretStore,
  SenderInfo,
  Shell,
} from '../../../../src-main/core';
import type { BridgeEventName, BridgeEvents, ChannelName } from '@shared/ipc/contract';
import { BASE_URL, createFakeFetch } from './fake-api';
import type { FakeRoute } from './fake-api';
import { createManualTimers } from './manual-timers';

export const APP_WINDOW: SenderInfo = { url: 'file:///app/index.html', isMainFrame: true, senderId: 1 };
export const CLIENT = { email: 'client@demo.example', password: 'DemoPass-2026!' };
export const OTHER = { email: 'other@demo.example', password: 'DemoPass-2026!' };

export interface RecordedEvent {
  event: BridgeEventName;
  payload: unknown;
}

/** Dialogs whose answers the test queues; every request is recorded. */
export function createQueuedDialogs() {
  const saveAnswers: Array<string | null> = [];
  const openAnswers: Array<string | null> = [];
  const dialogs = {
    chooseSavePath: vi.fn<Dialogs['chooseSavePath']>(() => Promise.resolve(saveAnswers.shift() ?? null)),
    chooseOpenPath: vi.fn<Dialogs['chooseOpenPath']>(() => Promise.resolve(openAnswers.shift() ?? null)),
  };
  return {
    dialogs,
    answerSave: (filePath: string | null) => saveAnswers.push(filePath),
    answerOpen: (filePath: string | null) => openAnswers.push(filePath),
  };
}

export interface HarnessOptions {
  route: FakeRoute;
  keyValueStore?: KeyValueStore;
  secretStore?: SecretStore;
  dialogs?: Dialogs;
  fileSystem?: FileSystem;
  notifier?: Notifier;
  shell?: Shell;
  zipMaxSizeMb?: number;
  csvSaveFolders?: readonly string[];
  logger?: Logger;
  timers?: ReturnType<typeof createManualTimers>;
}

/** One main core over fake ports, as Electron or the dev host would run it. */
export function createCoreHarness(options: HarnessOptions) {
  const fake = createFakeFetch(options.route);
  const timers = options.timers ?? createManualTimers();
  const keyValueStore = options.keyValueStore ?? createMemoryKeyValueStore();
  const secretStore = options.secretStore ?? createMemorySecretStore();
  const events: RecordedEvent[] = [];
  const queued = createQueuedDialogs();
  const core: MainCore = createMainCore({
    secretStore,
    keyValueStore,
    apiBaseUrl: BASE_URL,
    emit: (event, payload) => events.push({ event, payload }),
    isTrustedSender: (sender) => sender.senderId === APP_WINDOW.senderId,
    dialogs: options.dialogs ?? queued.dialogs,
    ...(options.fileSystem ? { fileSystem: options.fileSystem } : {}),
    ...(options.notifier ? { notifier: options.notifier } : {}),
    ...(options.shell ? { shell: options.shell } : {}),
    ...(options.zipMaxSizeMb ? { importLimits: { zipMaxSizeMb: options.zipMaxSizeMb } } : {}),
    ...(options.csvSaveFolders ? { csvSaveFolders: options.csvSaveFolders } : {}),
    downloadBackoff: { attempts: 3, firstDelayMs: 1000 },
    timers,
    logger: options.logger ?? silentLogger,
    fetch: fake.fetch,
  });
  const results: unknown[] = [];
  return {
    core,
    timers,
    keyValueStore,
    secretStore,
    events,
    requests: fake.requests,
    queued,
    /** Every bridge result the test saw, for the "token never crosses the bridge" checks. */
    results,
    async call<C extends ChannelName>(channel: C, payload?: unknown) {
      const result = await core.router(channel, payload, APP_WINDOW);
      results.push(result);
      return result;
    },
    eventsNamed<E extends BridgeEventName>(name: E): Array<BridgeEvents[E]> {
      return events.filter((entry) => entry.event === name).map((entry) => entry.payload as BridgeEvents[E]);
    },
  };
}

export type CoreHarness = ReturnType<typeof createCoreHarness>;

/** Unwraps a successful bridge result, failing the test with the failure otherwise. */
export function dataOf<T>(result: { ok: true; data: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.error)}`);
  return result.data;
}
