import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNodeFileSystem } from '../../../../../src-main/core';
import type { FileSystem } from '../../../../../src-main/core';
import { DOWNLOAD_STALL_TIMEOUT_MS } from '../../../../../src-main/core/jobs/download-to-file';
import { EXPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import { encodeCp932 } from '@shared/encoding/cp932';
import type { RecentExport } from '@shared/ipc/jobs';
import { ja } from '@shared/messages';
import { ACCESS_TOKEN, json } from '../../support/fake-api';
import type { RecordedRequest } from '../../support/fake-api';
import { createFakeJobsApi, exportReady } from '../../support/fake-jobs-api';
import type { FakeJobsApi } from '../../support/fake-jobs-api';
import { CLIENT, createCoreHarness, dataOf } from '../../support/core-harness';
import type { CoreHarness, HarnessOptions } from '../../support/core-harness';
import { driveUntilSettled, settle } from '../../support/settle';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'console-export-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function cp932(text: string): Uint8Array {
  const encoded = encodeCp932(text);
  if (!encoded.ok) throw new Error('not CP932');
  return encoded.bytes;
}

const SHOPS_CSV = cp932('店舗ID,店舗名,住所\r\n1,本店,東京都千代田区〜１\r\n2,㈱デモ 支店,大阪府大阪市\r\n');

/** A logged-in core with one ready shops export (exp-1) whose file the server serves. */
async function readyExport(api: FakeJobsApi = createFakeJobsApi(), options: Partial<HarnessOptions> = {}) {
  const harness = createCoreHarness({ route: api.route, ...options });
  await harness.call('session.login', CLIENT);
  await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
  api.exportStatuses.set('exp-1', exportReady('exp-1'));
  api.setExportFile('exp-1', SHOPS_CSV);
  harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
  await settle();
  return { api, harness };
}

function download(harness: CoreHarness, jobId = 'exp-1') {
  return driveUntilSettled(harness.timers, harness.call('exports.download', { jobId }));
}

describe('exports.download', () => {
  it('saves an Excel book as .xlsx, and remembers the 〓 report of a Shift_JIS file with the saved file', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route });
    await harness.call('session.login', CLIENT);
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {}, format: 'xlsx' });
    api.exportStatuses.set('exp-1', { ...exportReady('exp-1'), format: 'xlsx' });
    api.setExportFile('exp-1', new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    const target = path.join(folder, '店舗_20231115_0713.xlsx');
    harness.queued.answerSave(target);
    await download(harness);
    expect(harness.queued.dialogs.chooseSavePath).toHaveBeenCalledWith({
      title: ja.main.xlsxSaveTitle,
      defaultFileName: '店舗_20231115_0713.xlsx',
      filters: [{ name: ja.main.xlsxFileFilter, extensions: ['xlsx'] }],
    });

    const substitutions = { cells: 1, rows: 1, rowNumbers: [2], characters: ['🍣'] };
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0002', filters: {} });
    api.exportStatuses.set('exp-2', { ...exportReady('exp-2'), substitutions });
    api.setExportFile('exp-2', SHOPS_CSV);
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.queued.answerSave(path.join(folder, '決済履歴.csv'));
    const saved = dataOf(await download(harness, 'exp-2')) as RecentExport;
    expect(saved.substitutions).toEqual(substitutions);
    expect(dataOf(await harness.call('exports.recent'))).toEqual([
      saved,
      expect.objectContaining({ substitutions: null }),
    ]);
  });

  it('saves the server bytes untouched under the chosen name, clears the job and remembers the file', async () => {
    const { harness } = await readyExport();
    const target = path.join(folder, '店舗_20231115_0713.csv');
    harness.queued.answerSave(target);
    const saved = dataOf(await download(harness)) as RecentExport;

    expect(harness.queued.dialogs.chooseSavePath).toHaveBeenCalledWith({
      title: ja.main.exportSaveTitle,
      defaultFileName: '店舗_20231115_0713.csv',
      filters: [{ name: ja.main.csvFileFilter, extensions: ['csv'] }],
    });
    expect(new Uint8Array(await readFile(target))).toEqual(SHOPS_CSV);
    expect(await readdir(folder)).toEqual(['店舗_20231115_0713.csv']);
    expect(saved).toEqual({
      recentId: expect.any(String),
      kind: 'shops',
      fileName: '店舗_20231115_0713.csv',
      savedPath: target,
      savedAt: expect.stringMatching(/^2023-11-15T07:1\d:\d\d\+09:00$/),
      substitutions: null,
    });
    expect(harness.keyValueStore.get('export_2_exp-1')).toBeUndefined();
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
    expect(dataOf(await harness.call('exports.recent'))).toEqual([saved]);
    const fileRequest = harness.requests.find((request) => request.path === 'export/download/exp-1');
    expect(fileRequest?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('offers the folder of the last save next time', async () => {
    const { api, harness } = await readyExport();
    harness.queued.answerSave(path.join(folder, 'first.csv'));
    await download(harness);
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0003', filters: {} });
    api.exportStatuses.set('exp-2', exportReady('exp-2'));
    api.setExportFile('exp-2', SHOPS_CSV);
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.queued.answerSave(null);
    await download(harness, 'exp-2');
    expect(harness.queued.dialogs.chooseSavePath).toHaveBeenLastCalledWith(
      expect.objectContaining({
        defaultDirectory: folder,
        defaultFileName: expect.stringMatching(/^顧客_\d{8}_\d{4}\.csv$/),
      }),
    );
  });

  it('offers the name the server chose for a journal, and a zip as a zip', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route });
    await harness.call('session.login', CLIENT);
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0102', filters: {} });
    api.exportStatuses.set('exp-1', {
      ...exportReady('exp-1'),
      fileName: '../freee_取引_20250601-20250630.zip',
    });
    api.setExportFile('exp-1', Uint8Array.of(0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)));
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    const target = path.join(folder, 'freee_取引_20250601-20250630.zip');
    harness.queued.answerSave(target);
    const saved = dataOf(await download(harness)) as RecentExport;
    expect(harness.queued.dialogs.chooseSavePath).toHaveBeenCalledWith({
      title: ja.main.exportSaveTitle,
      defaultFileName: 'freee_取引_20250601-20250630.zip',
      filters: [{ name: ja.main.zipFileFilter, extensions: ['zip'] }],
    });
    expect(saved).toMatchObject({ kind: 'journalFreee', fileName: 'freee_取引_20250601-20250630.zip' });
    expect((await readFile(target)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('answers null when the dialog is cancelled, downloads nothing and keeps the job ready', async () => {
    const { harness } = await readyExport();
    harness.queued.answerSave(null);
    expect(await download(harness)).toEqual({ ok: true, data: null });
    expect(harness.requests.some((request) => request.path.startsWith('export/download/'))).toBe(false);
    expect(dataOf(await harness.call('exports.list'))).toEqual([expect.objectContaining({ state: 'ready' })]);
  });

  it('tries a dropped download again with backoff and then succeeds, leaving only the final file', async () => {
    const { api, harness } = await readyExport();
    api.dropNextDownloads(2);
    const target = path.join(folder, 'shops.csv');
    harness.queued.answerSave(target);
    const result = await download(harness);
    expect(result.ok).toBe(true);
    expect(harness.requests.filter((request) => request.path === 'export/download/exp-1')).toHaveLength(3);
    expect(new Uint8Array(await readFile(target))).toEqual(SHOPS_CSV);
    expect(await readdir(folder)).toEqual(['shops.csv']);
  });

  it('gives up after three dropped downloads: a network failure, no file, the job still ready', async () => {
    const { api, harness } = await readyExport();
    api.dropNextDownloads(3);
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    const result = await download(harness);
    expect(result).toEqual({
      ok: false,
      error: { status: 0, kind: 'network', message: ja.main.exportDownloadFailed, errors: [] },
    });
    expect(await readdir(folder)).toEqual([]);
    expect(dataOf(await harness.call('exports.list'))).toEqual([expect.objectContaining({ state: 'ready' })]);
  });

  it('a connection that stays open but sends nothing is dropped after the stall timeout and tried again', async () => {
    const api = createFakeJobsApi();
    let stalls = 1;
    const { harness } = await readyExport(api, {
      route: (request) => {
        if (request.path === 'export/download/exp-1' && stalls > 0) {
          stalls -= 1;
          return new Response(stallingStream(SHOPS_CSV), { status: 200 });
        }
        return api.route(request);
      },
    });
    const target = path.join(folder, 'shops.csv');
    harness.queued.answerSave(target);
    const startedAt = harness.timers.now();
    const result = await download(harness);
    expect(result.ok).toBe(true);
    expect(harness.timers.now() - startedAt).toBeGreaterThanOrEqual(DOWNLOAD_STALL_TIMEOUT_MS);
    expect(harness.requests.filter((request) => request.path === 'export/download/exp-1')).toHaveLength(2);
    expect(new Uint8Array(await readFile(target))).toEqual(SHOPS_CSV);
    expect(await readdir(folder)).toEqual(['shops.csv']);
  });

  it('a download that keeps stalling ends as a network failure with nothing on disk and the job still ready', async () => {
    const api = createFakeJobsApi();
    const { harness } = await readyExport(api, {
      route: (request) =>
        request.path === 'export/download/exp-1'
          ? new Response(stallingStream(SHOPS_CSV), { status: 200 })
          : api.route(request),
    });
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    expect(await download(harness)).toEqual({
      ok: false,
      error: { status: 0, kind: 'network', message: ja.main.exportDownloadFailed, errors: [] },
    });
    expect(harness.requests.filter((request) => request.path === 'export/download/exp-1')).toHaveLength(3);
    expect(await readdir(folder)).toEqual([]);
    expect(dataOf(await harness.call('exports.list'))).toEqual([expect.objectContaining({ state: 'ready' })]);
  });

  it('a file the server no longer keeps (404) clears the job with the expiry message, without retries or a file', async () => {
    const { api, harness } = await readyExport();
    // The user left the download modal open past the server's retention.
    api.expireExport('exp-1');
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    expect(await download(harness)).toEqual({
      ok: false,
      error: { status: 0, kind: 'invalid-request', message: ja.main.exportFileExpired, errors: [] },
    });
    expect(harness.requests.filter((request) => request.path === 'export/download/exp-1')).toHaveLength(1);
    expect(await readdir(folder)).toEqual([]);
    expect(harness.keyValueStore.get('export_2_exp-1')).toBeUndefined();
    // No job of the kind is left, so its CSV button is enabled again.
    expect(harness.eventsNamed('exports.changed').at(-1)).toEqual({ jobs: [] });
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
    expect(dataOf(await harness.call('exports.recent'))).toEqual([]);
  });

  it('a download answered 410 Gone is cleared in the same way', async () => {
    const api = createFakeJobsApi();
    const { harness } = await readyExport(api, {
      route: (request) =>
        request.path === 'export/download/exp-1'
          ? json(410, { message: 'ファイルは削除されました。' })
          : api.route(request),
    });
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    const result = await download(harness);
    expect(result.ok ? null : result.error.message).toBe(ja.main.exportFileExpired);
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });

  it('a save interrupted mid-write leaves no file under the final name, no temporary file, and an older file intact', async () => {
    const disk = createNodeFileSystem();
    const failingDisk: FileSystem = {
      ...disk,
      async createFile(filePath) {
        const sink = await disk.createFile(filePath);
        return {
          async write(chunk) {
            await sink.write(chunk.slice(0, 5));
            throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
          },
          close: () => sink.close(),
        };
      },
    };
    const { harness } = await readyExport(undefined, { fileSystem: failingDisk });
    const target = path.join(folder, 'shops.csv');
    await writeFile(target, 'the older export the user chose to replace');
    harness.queued.answerSave(target);
    const result = await download(harness);
    expect(result).toEqual({
      ok: false,
      error: { status: 0, kind: 'invalid-request', message: ja.main.fileSaveFailed, errors: [] },
    });
    expect(await readdir(folder)).toEqual(['shops.csv']);
    expect(await readFile(target, 'utf8')).toBe('the older export the user chose to replace');
    expect(harness.requests.filter((request) => request.path === 'export/download/exp-1')).toHaveLength(1);
  });

  /** A logged-in core whose export exp-1 is ready at `url`; `files` answers every request to another origin. */
  async function readyAt(url: string, files: (request: RecordedRequest) => Response) {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({
      route: (request) =>
        request.url.origin === 'https://api.example.test' ? api.route(request) : files(request),
    });
    await harness.call('session.login', CLIENT);
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
    api.exportStatuses.set('exp-1', { status: 1, url, error: null });
    api.setExportFile('exp-1', SHOPS_CSV);
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    return { api, harness };
  }

  it('fetches a storage URL on another host exactly as given, and never sends it the token', async () => {
    const url =
      'https://files.example.jp/exports/exp-1.csv?X-Amz-Credential=abc%2F20260101&X-Amz-Signature=f00';
    const { harness } = await readyAt(url, () => new Response(SHOPS_CSV));
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    expect((await download(harness)).ok).toBe(true);
    expect(new Uint8Array(await readFile(path.join(folder, 'shops.csv')))).toEqual(SHOPS_CSV);
    const fileRequests = harness.requests.filter(
      (request) => request.url.origin === 'https://files.example.jp',
    );
    expect(fileRequests.map((request) => request.url.toString())).toEqual([url]);
    expect(fileRequests[0]?.headers.get('authorization')).toBeNull();
    expect(fileRequests[0]?.headers.get('cookie')).toBeNull();
  });

  it('never adds the token on a redirect chain that began on another host, even back to the API', async () => {
    const { harness } = await readyAt('https://files.example.jp/go', (request) =>
      request.url.pathname === '/go'
        ? new Response(null, {
            status: 302,
            headers: { location: 'https://api.example.test/api/v1/export/download/exp-1' },
          })
        : json(404, {}),
    );
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    // The API wants its token for this path; a chain another host started never gets it.
    expect(await download(harness)).toMatchObject({ ok: false, error: { status: 401 } });
    const hops = harness.requests.slice(-2);
    expect(hops.map((request) => [request.url.origin, request.headers.get('authorization')])).toEqual([
      ['https://files.example.jp', null],
      ['https://api.example.test', null],
    ]);
    // A 401 to a request that carried no token ends nothing.
    expect(harness.eventsNamed('session.ended')).toEqual([]);
  });

  it('drops the token when the API redirects the download to a storage host', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({
      route: (request) => {
        if (request.url.origin === 'https://files.example.jp') return new Response(SHOPS_CSV);
        if (request.path === 'export/download/exp-1')
          return new Response(null, {
            status: 307,
            headers: { location: 'https://files.example.jp/exp-1.csv?sig=1' },
          });
        return api.route(request);
      },
    });
    await harness.call('session.login', CLIENT);
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
    api.exportStatuses.set('exp-1', exportReady('exp-1'));
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    expect((await download(harness)).ok).toBe(true);
    const hops = harness.requests.slice(-2);
    expect(hops.map((request) => [request.url.origin, request.headers.get('authorization')])).toEqual([
      ['https://api.example.test', `Bearer ${ACCESS_TOKEN}`],
      ['https://files.example.jp', null],
    ]);
    expect(new Uint8Array(await readFile(path.join(folder, 'shops.csv')))).toEqual(SHOPS_CSV);
  });

  it.each([
    ['plain http to another machine', 'http://files.example.jp/exp-1.csv'],
    ['credentials in the URL', 'https://user:secret@files.example.jp/exp-1.csv'],
    ['not a web URL', 'file:///etc/passwd'],
  ])('refuses a download URL with %s before asking where to save', async (_case, url) => {
    const { harness } = await readyAt(url, () => new Response(SHOPS_CSV));
    expect(harness.eventsNamed('exports.failed').map((event) => event.message)).toEqual([
      ja.errors.invalidResponse,
    ]);
    expect(harness.requests.some((request) => request.url.origin !== 'https://api.example.test')).toBe(false);
  });

  it.each([
    [403, ja.main.exportLinkRefused],
    [404, ja.main.exportFileExpired],
    [410, ja.main.exportFileExpired],
  ])('a storage host answering %i ends the job with its own message', async (status, message) => {
    const { harness } = await readyAt(
      'https://files.example.jp/exp-1.csv',
      () => new Response('<Error/>', { status }),
    );
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    expect(await download(harness)).toMatchObject({ ok: false, error: { message } });
    expect(dataOf(await harness.call('exports.list'))).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });

  it('follows a download URL inside the API, with its query', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({
      route: (request) =>
        request.path === 'files/exp-1.csv' && request.url.searchParams.get('signature') === 'abc'
          ? new Response(SHOPS_CSV)
          : api.route(request),
    });
    await harness.call('session.login', CLIENT);
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
    api.exportStatuses.set('exp-1', {
      status: 1,
      url: 'https://api.example.test/api/v1/files/exp-1.csv?signature=abc',
      error: null,
    });
    harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
    await settle();
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    expect((await download(harness)).ok).toBe(true);
    expect(new Uint8Array(await readFile(path.join(folder, 'shops.csv')))).toEqual(SHOPS_CSV);
  });

  it('refuses a job that is not ready, or unknown', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route });
    await harness.call('session.login', CLIENT);
    await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
    for (const jobId of ['exp-1', 'nope']) {
      expect(await harness.call('exports.download', { jobId })).toEqual({
        ok: false,
        error: { status: 0, kind: 'invalid-request', message: ja.main.exportNotFound, errors: [] },
      });
    }
    expect(harness.queued.dialogs.chooseSavePath).not.toHaveBeenCalled();
  });

  it('a double click asks for one place and saves once', async () => {
    const { harness } = await readyExport();
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    const [first, second] = await Promise.all([download(harness), download(harness)]);
    expect(first).toEqual(second);
    expect(harness.queued.dialogs.chooseSavePath).toHaveBeenCalledTimes(1);
  });
});

/** Sends the first half of the bytes, then keeps the connection open without sending more. */
function stallingStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return new Promise<void>(() => undefined);
      sent = true;
      controller.enqueue(bytes.slice(0, Math.ceil(bytes.length / 2)));
      return undefined;
    },
  });
}

describe('recent exports and show in folder', () => {
  it('keeps the last ten saved files, newest first', async () => {
    const api = createFakeJobsApi();
    const harness = createCoreHarness({ route: api.route });
    await harness.call('session.login', CLIENT);
    for (let index = 1; index <= 12; index += 1) {
      await harness.call('exports.start', { subdomain: 'demo', exportId: '0001', filters: {} });
      api.exportStatuses.set(`exp-${index}`, exportReady(`exp-${index}`));
      api.setExportFile(`exp-${index}`, SHOPS_CSV);
      harness.timers.advance(EXPORT_POLL_INTERVAL_MS);
      await settle();
      harness.queued.answerSave(path.join(folder, `shops-${index}.csv`));
      await download(harness, `exp-${index}`);
    }
    const recent = dataOf(await harness.call('exports.recent')) as RecentExport[];
    expect(recent.map((entry) => entry.fileName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `shops-${12 - index}.csv`),
    );
  });

  it('shows a saved file by its id, never by a path from the renderer', async () => {
    const shell = { showItemInFolder: vi.fn() };
    const { harness } = await readyExport(undefined, { shell });
    const target = path.join(folder, 'shops.csv');
    harness.queued.answerSave(target);
    const saved = dataOf(await download(harness)) as RecentExport;
    expect(await harness.call('exports.showInFolder', { recentId: saved.recentId })).toEqual({
      ok: true,
      data: null,
    });
    expect(shell.showItemInFolder).toHaveBeenCalledExactlyOnceWith(target);

    const refusal = {
      ok: false,
      error: { status: 0, kind: 'invalid-request', message: ja.main.savedFileNotFound, errors: [] },
    };
    expect(await harness.call('exports.showInFolder', { recentId: '/etc/passwd' })).toEqual(refusal);
    await rm(target);
    expect(await harness.call('exports.showInFolder', { recentId: saved.recentId })).toEqual(refusal);
    expect(shell.showItemInFolder).toHaveBeenCalledTimes(1);
    expect((await harness.call('exports.showInFolder', { savedPath: target })).ok).toBe(false);
  });

  it("does not list or show another user's saved files", async () => {
    const shell = { showItemInFolder: vi.fn() };
    const { harness } = await readyExport(undefined, { shell });
    harness.queued.answerSave(path.join(folder, 'shops.csv'));
    const saved = dataOf(await download(harness)) as RecentExport;
    await harness.call('session.logout');
    await harness.call('session.login', { email: 'other@demo.example', password: 'x' });
    expect(dataOf(await harness.call('exports.recent'))).toEqual([]);
    expect((await harness.call('exports.showInFolder', { recentId: saved.recentId })).ok).toBe(false);
    expect(shell.showItemInFolder).not.toHaveBeenCalled();
  });
});
