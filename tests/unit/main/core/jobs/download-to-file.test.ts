import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../../../src-main/core';
import type { FileSystem, Timers } from '../../../../../src-main/core';
import type { DownloadBody, FileAnswer } from '../../../../../src-main/core/api/api-client';
import {
  DOWNLOAD_STALL_TIMEOUT_MS,
  downloadToFile,
} from '../../../../../src-main/core/jobs/download-to-file';
import { ja } from '@shared/messages';
import { createManualTimers } from '../../support/manual-timers';
import { settle } from '../../support/settle';

const TARGET = '/exports/shops.csv';
const FIRST_HALF = new Uint8Array([0x93, 0x58, 0x95, 0xdc]);
const SECOND_HALF = new Uint8Array([0x2c, 0x31, 0x0d, 0x0a]);
const WHOLE = new Uint8Array([...FIRST_HALF, ...SECOND_HALF]);
const BACKOFF = { attempts: 3, firstDelayMs: 1000 };

/** Files in memory: what is on "disk" at any moment, temporary files included. */
function createMemoryDisk() {
  const files = new Map<string, Uint8Array>();
  const fileSystem: FileSystem = {
    async createFile(filePath) {
      if (files.has(filePath)) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
      files.set(filePath, new Uint8Array());
      return {
        async write(chunk) {
          files.set(filePath, new Uint8Array([...(files.get(filePath) ?? []), ...chunk]));
        },
        async close() {},
      };
    },
    async rename(fromPath, toPath) {
      const bytes = files.get(fromPath);
      if (!bytes) throw new Error('no such file');
      files.delete(fromPath);
      files.set(toPath, bytes);
    },
    async remove(filePath) {
      files.delete(filePath);
    },
    fileSize: async (filePath) => files.get(filePath)?.length ?? null,
    readFile: async (filePath) => files.get(filePath) ?? new Uint8Array(),
  };
  return { fileSystem, paths: () => [...files.keys()], bytesAt: (filePath: string) => files.get(filePath) };
}

/** One chunk of a scripted body: its bytes after a delay, or no bytes ever ("stall"). */
type BodyStep = { afterMs: number; bytes: Uint8Array } | 'stall';

/** A file answer's body that follows a script on the test's timers; records whether it was cancelled. */
function scriptedBody(timers: Timers, script: BodyStep[]) {
  const steps = [...script];
  const state = { cancelled: false };
  const body: DownloadBody = {
    [Symbol.asyncIterator]() {
      let endStall: (() => void) | null = null;
      return {
        next(): Promise<IteratorResult<Uint8Array>> {
          const step = steps.shift();
          if (!step) return Promise.resolve({ done: true, value: undefined });
          if (step === 'stall') {
            return new Promise((resolve) => {
              endStall = () => resolve({ done: true, value: undefined });
            });
          }
          if (step.afterMs === 0) return Promise.resolve({ done: false, value: step.bytes });
          return new Promise((resolve) => {
            timers.setTimeout(() => resolve({ done: false, value: step.bytes }), step.afterMs);
          });
        },
        return(): Promise<IteratorResult<Uint8Array>> {
          state.cancelled = true;
          endStall?.();
          return Promise.resolve({ done: true, value: undefined });
        },
      };
    },
  };
  return { body, state };
}

/** The file port: each attempt gets the next scripted body. */
function fakeDownloads(bodies: DownloadBody[]) {
  return {
    fetchFile: vi.fn((): Promise<FileAnswer> => {
      const body = bodies.shift();
      if (!body) throw new Error('no more scripted answers');
      return Promise.resolve({ ok: true, data: body });
    }),
  };
}

function setUp(bodies: (timers: Timers) => DownloadBody[]) {
  const timers = createManualTimers();
  const disk = createMemoryDisk();
  const api = fakeDownloads(bodies(timers));
  const running = downloadToFile(
    { api, fileSystem: disk.fileSystem, timers, logger: silentLogger, backoff: BACKOFF },
    'https://files.example.jp/exports/shops.csv',
    TARGET,
  );
  let outcome: Awaited<typeof running> | undefined;
  void running.then((result) => {
    outcome = result;
  });
  return { timers, disk, api, outcome: () => outcome };
}

describe('downloadToFile: the stall timeout', () => {
  it('drops an attempt that receives no byte for the stall timeout, removes its temporary file and tries again', async () => {
    let stalled: ReturnType<typeof scriptedBody> | undefined;
    const { timers, disk, api, outcome } = setUp((timers) => {
      stalled = scriptedBody(timers, [{ afterMs: 0, bytes: FIRST_HALF }, 'stall']);
      const whole = scriptedBody(timers, [{ afterMs: 0, bytes: WHOLE }]);
      return [stalled.body, whole.body];
    });
    await settle();
    expect(disk.paths()).toEqual([expect.stringMatching(/^\/exports\/\.shops\.csv\.[0-9a-f]{8}\.part$/)]);

    timers.advance(DOWNLOAD_STALL_TIMEOUT_MS - 1);
    await settle();
    expect(outcome()).toBeUndefined();
    expect(stalled?.state.cancelled).toBe(false);

    timers.advance(1);
    await settle();
    expect(stalled?.state.cancelled).toBe(true);
    expect(disk.paths()).toEqual([]);
    expect(api.fetchFile).toHaveBeenCalledTimes(1);

    // The retry waits for the backoff like any dropped connection.
    timers.advance(BACKOFF.firstDelayMs);
    await settle();
    expect(api.fetchFile).toHaveBeenCalledTimes(2);
    expect(outcome()).toEqual({ ok: true });
    expect(disk.paths()).toEqual([TARGET]);
    expect(disk.bytesAt(TARGET)).toEqual(WHOLE);
  });

  it('measures the silence, not the whole download: a slow body that keeps sending is not dropped', async () => {
    const pause = DOWNLOAD_STALL_TIMEOUT_MS - 1000;
    const { timers, disk, api, outcome } = setUp((timers) => [
      scriptedBody(timers, [
        { afterMs: pause, bytes: FIRST_HALF },
        { afterMs: pause, bytes: SECOND_HALF },
      ]).body,
    ]);
    for (let step = 0; step < 3 && !outcome(); step += 1) {
      await settle();
      timers.advance(pause);
    }
    await settle();
    expect(outcome()).toEqual({ ok: true });
    expect(api.fetchFile).toHaveBeenCalledTimes(1);
    expect(disk.bytesAt(TARGET)).toEqual(WHOLE);
  });

  it('drops an answer that never sends its first byte', async () => {
    const { timers, disk, api, outcome } = setUp((timers) => [
      scriptedBody(timers, ['stall']).body,
      scriptedBody(timers, [{ afterMs: 0, bytes: WHOLE }]).body,
    ]);
    await settle();
    timers.advance(DOWNLOAD_STALL_TIMEOUT_MS);
    await settle();
    timers.advance(BACKOFF.firstDelayMs);
    await settle();
    expect(api.fetchFile).toHaveBeenCalledTimes(2);
    expect(outcome()).toEqual({ ok: true });
    expect(disk.paths()).toEqual([TARGET]);
  });

  it('after the last stalled attempt: the network failure, and nothing on disk', async () => {
    const { timers, disk, api, outcome } = setUp((timers) =>
      Array.from(
        { length: BACKOFF.attempts },
        () => scriptedBody(timers, [{ afterMs: 0, bytes: FIRST_HALF }, 'stall']).body,
      ),
    );
    for (let step = 0; step < 200 && !outcome(); step += 1) {
      await settle();
      timers.advance(1000);
    }
    expect(api.fetchFile).toHaveBeenCalledTimes(BACKOFF.attempts);
    expect(outcome()).toEqual({
      ok: false,
      error: { status: 0, kind: 'network', message: ja.main.exportDownloadFailed, errors: [] },
      refusedBy: null,
    });
    expect(disk.paths()).toEqual([]);
    expect(timers.pending()).toBe(0);
  });
});
