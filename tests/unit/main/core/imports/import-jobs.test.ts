import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore, createMemorySecretStore } from '../../../../../src-main/core';
import type { ImportValidator } from '../../../../../src-main/core';
import { CSV_MAX_SIZE_MB } from '@shared/constants/imports';
import { IMPORT_POLL_INTERVAL_MS } from '@shared/constants/time';
import { encodeCp932 } from '@shared/encoding/cp932';
import type { ImportFinished, ImportJobView, ImportStartResult } from '@shared/ipc/jobs';
import { formatMessage, ja } from '@shared/messages';
import { ACCESS_TOKEN } from '../../support/fake-api';
import { createFakeJobsApi } from '../../support/fake-jobs-api';
import type { FakeJobsApi } from '../../support/fake-jobs-api';
import { CLIENT, createCoreHarness, dataOf, OTHER } from '../../support/core-harness';
import { storeImportCsv, VALID_SHOP_LINE } from '../../support/store-import-files';
import type { CoreHarness, HarnessOptions } from '../../support/core-harness';
import { driveUntilSettled, eventually, settle } from '../../support/settle';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'console-import-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const STORES_TEXT = storeImportCsv(VALID_SHOP_LINE);
const MB = 1024 * 1024;

async function fileWith(name: string, bytes: Uint8Array | string): Promise<string> {
  const filePath = path.join(folder, name);
  await writeFile(filePath, bytes);
  return filePath;
}

function cp932(text: string): Uint8Array {
  const encoded = encodeCp932(text);
  if (!encoded.ok) throw new Error('not CP932');
  return encoded.bytes;
}

async function loggedIn(api: FakeJobsApi = createFakeJobsApi(), options: Partial<HarnessOptions> = {}) {
  const harness = createCoreHarness({ route: api.route, ...options });
  await harness.call('session.login', CLIENT);
  return harness;
}

async function startImport(harness: CoreHarness, filePath: string | null, request: object = {}) {
  harness.queued.answerOpen(filePath);
  return dataOf(
    await harness.call('imports.start', { subdomain: 'demo', target: 'stores', ...request }),
  ) as ImportStartResult;
}

function uploads(harness: CoreHarness) {
  return harness.requests.filter((request) => request.method === 'POST' && request.form);
}

async function poll(harness: CoreHarness): Promise<void> {
  harness.timers.advance(IMPORT_POLL_INTERVAL_MS);
  await settle();
}

function rejectedWith(message: string) {
  return { outcome: 'rejected', message, rowErrors: [] };
}

describe('imports.start: choosing and checking the file', () => {
  it('answers cancelled when the open dialog is cancelled, offering only the target file type', async () => {
    const harness = await loggedIn();
    expect(await startImport(harness, null)).toEqual({ outcome: 'cancelled' });
    expect(await startImport(harness, null, { target: 'estimateImages', shopId: 3 })).toEqual({
      outcome: 'cancelled',
    });
    expect(harness.queued.dialogs.chooseOpenPath.mock.calls.map(([request]) => request)).toEqual([
      { title: ja.main.importOpenTitle, filters: [{ name: ja.main.csvFileFilter, extensions: ['csv'] }] },
      { title: ja.main.importOpenTitle, filters: [{ name: ja.main.zipFileFilter, extensions: ['zip'] }] },
    ]);
    expect(uploads(harness)).toEqual([]);
  });

  it('refuses a file with the wrong extension', async () => {
    const harness = await loggedIn();
    const text = await fileWith('stores.txt', STORES_TEXT);
    const zipAsCsv = await fileWith('images.csv', 'a,b\r\n');
    expect(await startImport(harness, text)).toEqual(rejectedWith(ja.errors.importFileType));
    expect(await startImport(harness, zipAsCsv, { target: 'estimateImages', shopId: 3 })).toEqual(
      rejectedWith(ja.errors.importFileType),
    );
    expect(uploads(harness)).toEqual([]);
  });

  it('refuses a zip over the configured limit with the limit in the message', async () => {
    const zip = await fileWith('images.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    await truncate(zip, 2 * MB);
    const strict = await loggedIn(createFakeJobsApi(), { zipMaxSizeMb: 1 });
    expect(await startImport(strict, zip, { target: 'estimateImages', shopId: 3 })).toEqual(
      rejectedWith(formatMessage(ja.errors.zipTooLarge, { maxSize: 1 })),
    );
    const defaults = await loggedIn();
    expect(await startImport(defaults, zip, { target: 'estimateImages', shopId: 3 })).toMatchObject({
      outcome: 'started',
    });
  });

  it('refuses a CSV over the CSV limit', async () => {
    const harness = await loggedIn();
    const big = await fileWith('stores.csv', STORES_TEXT);
    await truncate(big, CSV_MAX_SIZE_MB * MB + 1);
    expect(await startImport(harness, big)).toEqual(
      rejectedWith(formatMessage(ja.main.csvTooLarge, { maxSize: CSV_MAX_SIZE_MB })),
    );
  });

  it('refuses a zip that is not a zip archive, and an empty file', async () => {
    const harness = await loggedIn();
    const fakeZip = await fileWith('images.zip', 'not a zip');
    const empty = await fileWith('stores.csv', '');
    expect(await startImport(harness, fakeZip, { target: 'estimateImages', shopId: 3 })).toEqual(
      rejectedWith(ja.errors.importFileType),
    );
    expect(await startImport(harness, empty)).toEqual(rejectedWith(ja.errors.importFormatInvalid));
  });

  it('refuses a CSV that is neither UTF-8 nor Shift_JIS (CP932)', async () => {
    const harness = await loggedIn();
    const utf16 = await fileWith('stores.csv', Buffer.from(`\uFEFF${STORES_TEXT}`, 'utf16le'));
    const garbage = await fileWith('garbage.csv', new Uint8Array([0x81, 0x20, 0xff, 0xfe, 0x82]));
    expect(await startImport(harness, utf16)).toEqual(rejectedWith(ja.errors.csvEncoding));
    expect(await startImport(harness, garbage)).toEqual(rejectedWith(ja.errors.csvEncoding));
  });

  it('refuses a file it cannot read', async () => {
    const harness = await loggedIn();
    expect(await startImport(harness, path.join(folder, 'gone.csv'))).toEqual(
      rejectedWith(ja.main.fileReadFailed),
    );
  });

  it('needs a shop for a per-shop import, before any dialog', async () => {
    const harness = await loggedIn();
    const result = await harness.call('imports.start', { subdomain: 'demo', target: 'contracts' });
    expect(result.ok ? null : result.error.kind).toBe('invalid-request');
    expect(harness.queued.dialogs.chooseOpenPath).not.toHaveBeenCalled();
  });
});

describe('imports.start: upload', () => {
  it.each([
    ['UTF-8 with BOM', new Uint8Array([...UTF8_BOM, ...Buffer.from(STORES_TEXT)])],
    ['UTF-8 without BOM', new Uint8Array(Buffer.from(STORES_TEXT))],
    ['CP932', cp932(STORES_TEXT)],
  ])(
    'uploads a %s CSV as it is, in the multipart field "file" with its own name',
    async (_encoding, bytes) => {
      const harness = await loggedIn();
      const filePath = await fileWith('店舗一覧.csv', bytes);
      const result = await startImport(harness, filePath);
      const job: ImportJobView = {
        jobId: 'imp-1',
        target: 'stores',
        subdomain: 'demo',
        state: 'waiting',
        resuming: false,
        requestedAt: '2023-11-15T07:13:20+09:00',
        preview: null,
      };
      expect(result).toEqual({ outcome: 'started', job });
      const [upload] = uploads(harness);
      expect(upload?.path).toBe('demo/stores/uploads');
      expect(upload?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
      const file = upload?.form?.get('file') as File;
      expect(file.name).toBe('店舗一覧.csv');
      expect(file.type).toBe('text/csv');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      expect(harness.keyValueStore.get('import_2_demo_imp-1')).toMatchObject({
        jobId: 'imp-1',
        userId: '2',
        subdomain: 'demo',
      });
      expect(harness.eventsNamed('imports.changed').at(-1)).toEqual({ jobs: [job] });
      expect(dataOf(await harness.call('imports.list'))).toEqual([job]);
    },
  );

  it('uploads to the per-shop path and a zip as application/zip', async () => {
    const harness = await loggedIn();
    const csv = await fileWith('contracts.csv', 'a,b\r\n');
    const zip = await fileWith('images.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]));
    await startImport(harness, csv, { target: 'contracts', shopId: 12 });
    await startImport(harness, zip, { target: 'estimateImages', shopId: 12 });
    expect(uploads(harness).map((request) => request.path)).toEqual([
      'demo/shops/12/contracts/uploads',
      'demo/shops/12/upload-image',
    ]);
    expect((uploads(harness)[1]?.form?.get('file') as File).type).toBe('application/zip');
  });

  it('passes on the API refusal of the upload and keeps nothing', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    const filePath = await fileWith('stores.csv', STORES_TEXT);
    api.revokeAll();
    harness.queued.answerOpen(filePath);
    const result = await harness.call('imports.start', { subdomain: 'demo', target: 'stores' });
    expect(result.ok ? null : result.error.status).toBe(401);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('import_'))).toEqual([]);
  });
});

describe('local validators (registered per target, run before upload)', () => {
  it('rejects with the first row errors and uploads nothing', async () => {
    const harness = await loggedIn();
    const validator = vi.fn<ImportValidator>(() => ({
      outcome: 'checked',
      rowErrors: Array.from({ length: 150 }, (_, index) => ({
        row: index + 2,
        column: '電話番号',
        message: '電話番号の形式が正しくありません。',
      })),
    }));
    harness.core.importValidators.register('stores', validator);
    const filePath = await fileWith('stores.csv', cp932(STORES_TEXT));
    const result = await startImport(harness, filePath);
    expect(validator).toHaveBeenCalledWith({
      target: 'stores',
      subdomain: 'demo',
      shopId: null,
      fileName: 'stores.csv',
      text: STORES_TEXT,
      encoding: 'cp932',
    });
    expect(result).toMatchObject({ outcome: 'rejected', message: ja.main.importRowErrors });
    const rowErrors = (result as Extract<ImportStartResult, { outcome: 'rejected' }>).rowErrors;
    expect(rowErrors).toHaveLength(100);
    expect(rowErrors[0]).toEqual({
      row: 2,
      column: '電話番号',
      message: '電話番号の形式が正しくありません。',
    });
    expect(uploads(harness)).toEqual([]);
  });

  it('uploads when the validator finds nothing, and only runs for its own target', async () => {
    const harness = await loggedIn();
    const storesValidator = vi.fn<ImportValidator>(() => ({ outcome: 'checked', rowErrors: [] }));
    const allowIpValidator = vi.fn<ImportValidator>(() => ({
      outcome: 'checked',
      rowErrors: [{ row: 1, column: 'IP', message: 'x' }],
    }));
    harness.core.importValidators.register('stores', storesValidator);
    harness.core.importValidators.register('storesAllowIp', allowIpValidator);
    expect(await startImport(harness, await fileWith('stores.csv', STORES_TEXT))).toMatchObject({
      outcome: 'started',
    });
    expect(allowIpValidator).not.toHaveBeenCalled();
    expect(uploads(harness)).toHaveLength(1);
  });

  it('treats a validator that cannot read the file as a format error', async () => {
    const harness = await loggedIn();
    harness.core.importValidators.register('stores', () => {
      throw new Error('unterminated quote');
    });
    expect(await startImport(harness, await fileWith('stores.csv', '"broken'))).toEqual(
      rejectedWith(ja.errors.importFormatInvalid),
    );
  });

  it('refuses a file the validator rejects as a whole with its message, and uploads nothing', async () => {
    const harness = await loggedIn();
    harness.core.importValidators.register('stores', () => ({
      outcome: 'fileRejected',
      message: ja.errors.importFormatInvalid,
    }));
    expect(await startImport(harness, await fileWith('stores.csv', STORES_TEXT))).toEqual(
      rejectedWith(ja.errors.importFormatInvalid),
    );
    expect(uploads(harness)).toEqual([]);
  });

  it('uploads a file the validator could not check, for the server to check', async () => {
    const harness = await loggedIn();
    harness.core.importValidators.register('stores', () => ({ outcome: 'unchecked', reason: 'network' }));
    expect(await startImport(harness, await fileWith('stores.csv', STORES_TEXT))).toMatchObject({
      outcome: 'started',
    });
    expect(uploads(harness)).toHaveLength(1);
  });

  it('can be removed again', async () => {
    const harness = await loggedIn();
    const remove = harness.core.importValidators.register('stores', () => ({
      outcome: 'fileRejected',
      message: 'x',
    }));
    remove();
    expect(await startImport(harness, await fileWith('stores.csv', STORES_TEXT))).toMatchObject({
      outcome: 'started',
    });
  });
});

describe('import polling (every 10 s) and outcomes', () => {
  async function started(api: FakeJobsApi = createFakeJobsApi(), options: Partial<HarnessOptions> = {}) {
    const harness = await loggedIn(api, options);
    await startImport(harness, await fileWith('stores.csv', STORES_TEXT));
    return { api, harness };
  }

  function finished(harness: CoreHarness): ImportFinished[] {
    return harness.eventsNamed('imports.finished');
  }

  const finishedJob = {
    jobId: 'imp-1',
    target: 'stores',
    subdomain: 'demo',
    state: 'finished',
    resuming: false,
    requestedAt: '2023-11-15T07:13:20+09:00',
    preview: null,
  };

  it('says while the server resumes an import its process dropped, and not once it runs again', async () => {
    const { api, harness } = await started();
    const waiting = { ...finishedJob, state: 'waiting' };
    api.importStatuses.set('imp-1', { status: 0, errorPath: null, data: null, processing: 'interrupted' });
    await poll(harness);
    expect(harness.eventsNamed('imports.changed').at(-1)).toEqual({ jobs: [{ ...waiting, resuming: true }] });
    api.importStatuses.set('imp-1', { status: 0, errorPath: null, data: null, processing: 'running' });
    await poll(harness);
    expect(harness.eventsNamed('imports.changed').at(-1)).toEqual({ jobs: [waiting] });
  });

  it('polls every 10 s while waiting, then a success shows the finished message and clears the state', async () => {
    const { api, harness } = await started();
    harness.timers.advance(IMPORT_POLL_INTERVAL_MS - 1);
    await settle();
    expect(harness.requests.filter((request) => request.path === 'import/status/imp-1')).toHaveLength(0);
    harness.timers.advance(1);
    await settle();
    await poll(harness);
    expect(harness.requests.filter((request) => request.path === 'import/status/imp-1')).toHaveLength(2);
    api.importStatuses.set('imp-1', {
      status: 1,
      errorPath: null,
      data: { total: 1, succeeded: 1, failed: 0 },
    });
    await poll(harness);
    expect(finished(harness)).toEqual([
      { job: finishedJob, outcome: 'success', message: ja.csv.importFinished, errorFilePath: null },
    ]);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('import_'))).toEqual([]);
    expect(harness.eventsNamed('imports.changed').at(-1)).toEqual({ jobs: [] });
    await poll(harness);
    expect(harness.requests.filter((request) => request.path === 'import/status/imp-1')).toHaveLength(3);
  });

  it('finished with failures: the error file is saved through the save dialog, bytes untouched', async () => {
    const { api, harness } = await started();
    const errorCsv = cp932('行,項目,エラー内容\r\n2,電話番号,電話番号の形式が正しくありません。\r\n');
    api.setImportErrorFile('imp-1', errorCsv);
    api.importStatuses.set('imp-1', {
      status: 2,
      errorPath: 'https://api.example.test/api/v1/import/error-file/imp-1',
      data: { total: 2, succeeded: 1, failed: 1 },
    });
    const target = path.join(folder, 'errors', '取込エラー.csv');
    await mkdir(path.dirname(target));
    harness.queued.answerSave(target);
    harness.timers.advance(IMPORT_POLL_INTERVAL_MS);
    await eventually(() => finished(harness).length > 0);
    expect(harness.queued.dialogs.chooseSavePath).toHaveBeenCalledWith(
      expect.objectContaining({
        title: ja.main.importErrorSaveTitle,
        defaultFileName: expect.stringMatching(/^取込エラー_\d{8}_\d{4}\.csv$/),
      }),
    );
    expect(finished(harness)).toEqual([
      {
        job: finishedJob,
        outcome: 'finishedWithFailures',
        message: ja.csv.importFinishedWithFailures,
        errorFilePath: target,
      },
    ]);
    expect(new Uint8Array(await readFile(target))).toEqual(errorCsv);
    expect(await readdir(path.dirname(target))).toEqual(['取込エラー.csv']);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('import_'))).toEqual([]);
  });

  it('finished with failures, dialog cancelled: says the error file was not saved', async () => {
    const { api, harness } = await started();
    api.importStatuses.set('imp-1', {
      status: 2,
      errorPath: 'https://api.example.test/api/v1/import/error-file/imp-1',
      data: null,
    });
    harness.queued.answerSave(null);
    await poll(harness);
    expect(finished(harness)).toEqual([
      {
        job: finishedJob,
        outcome: 'finishedWithFailures',
        message: ja.main.importErrorFileNotSaved,
        errorFilePath: null,
      },
    ]);
    expect(harness.requests.some((request) => request.path.startsWith('import/error-file/'))).toBe(false);
  });

  it('finished with failures and no error path: nothing to save, nothing asked', async () => {
    const { api, harness } = await started();
    api.importStatuses.set('imp-1', { status: 2, errorPath: null });
    await poll(harness);
    expect(harness.queued.dialogs.chooseSavePath).not.toHaveBeenCalled();
    expect(finished(harness)).toMatchObject([
      { outcome: 'finishedWithFailures', message: ja.main.importErrorFileNotSaved },
    ]);
  });

  it('saves an error file a storage host serves, as given and without the token', async () => {
    const errorCsv = cp932('行,項目,エラー内容\r\n');
    const api = createFakeJobsApi();
    const { harness } = await started(api, {
      route: (request) =>
        request.url.origin === 'https://files.example.jp' ? new Response(errorCsv) : api.route(request),
    });
    api.importStatuses.set('imp-1', {
      status: 2,
      errorPath: 'https://files.example.jp/errors/imp-1.csv?sig=1',
    });
    const target = path.join(folder, '取込エラー.csv');
    harness.queued.answerSave(target);
    harness.timers.advance(IMPORT_POLL_INTERVAL_MS);
    await eventually(() => finished(harness).length > 0);
    expect(finished(harness)).toMatchObject([
      { message: ja.csv.importFinishedWithFailures, errorFilePath: target },
    ]);
    expect(new Uint8Array(await readFile(target))).toEqual(errorCsv);
    const fileRequest = harness.requests.find((request) => request.url.origin === 'https://files.example.jp');
    expect(fileRequest?.url.toString()).toBe('https://files.example.jp/errors/imp-1.csv?sig=1');
    expect(fileRequest?.headers.get('authorization')).toBeNull();
  });

  it.each([
    [403, ja.main.importErrorFileRefused],
    [404, ja.main.importErrorFileExpired],
    [410, ja.main.importErrorFileExpired],
  ])(
    'an error file the storage host answers %i for: its own message, nothing saved',
    async (status, message) => {
      const api = createFakeJobsApi();
      const { harness } = await started(api, {
        route: (request) =>
          request.url.origin === 'https://files.example.jp'
            ? new Response('', { status })
            : api.route(request),
      });
      api.importStatuses.set('imp-1', { status: 2, errorPath: 'https://files.example.jp/errors/imp-1.csv' });
      harness.queued.answerSave(path.join(folder, '取込エラー.csv'));
      harness.timers.advance(IMPORT_POLL_INTERVAL_MS);
      await eventually(() => finished(harness).length > 0);
      expect(finished(harness)).toMatchObject([
        { outcome: 'finishedWithFailures', message, errorFilePath: null },
      ]);
      expect(await readdir(folder)).not.toContain('取込エラー.csv');
    },
  );

  it.each([
    [3, null, 'failed', ja.csv.importFailed],
    [3, 'ヘッダーが正しくありません。', 'failed', 'ヘッダーが正しくありません。'],
    [4, null, 'duplicate', ja.errors.duplicateImportData],
  ] as const)('status %i (server message %s) ends as %s', async (status, message, outcome, shown) => {
    const { api, harness } = await started();
    api.importStatuses.set('imp-1', { status, errorPath: null, data: null, message });
    await poll(harness);
    expect(finished(harness)).toEqual([{ job: finishedJob, outcome, message: shown, errorFilePath: null }]);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('import_'))).toEqual([]);
  });
});

describe('the dry run: shown, then confirmed or cancelled', () => {
  const PREVIEW = {
    encoding: 'cp932' as const,
    total: 3,
    create: 1,
    update: 1,
    unchanged: 0,
    failed: 1,
    errors: [{ row: 4, column: 'メールアドレス', message: 'メールアドレスは既に登録されています。' }],
    expiresAt: '2023-11-14T23:00:00.000Z',
  };
  const statusRequests = (harness: CoreHarness) =>
    harness.requests.filter((request) => request.path === 'import/status/imp-1');

  async function previewed(keyValueStore = createMemoryKeyValueStore()) {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api, { keyValueStore });
    await startImport(harness, await fileWith('stores.csv', STORES_TEXT));
    api.importStatuses.set('imp-1', {
      status: 5,
      errorPath: 'https://api.example.test/api/v1/import/error-file/imp-1',
      data: null,
      message: null,
      preview: PREVIEW,
    });
    await poll(harness);
    return { api, harness, keyValueStore };
  }

  it('stops polling, keeps the dry run (across a restart) and offers it to the renderer', async () => {
    const { api, harness, keyValueStore } = await previewed();
    const view = {
      jobId: 'imp-1',
      target: 'stores',
      subdomain: 'demo',
      state: 'previewed',
      resuming: false,
      requestedAt: '2023-11-15T07:13:20+09:00',
      preview: PREVIEW,
    };
    expect(harness.eventsNamed('imports.changed').at(-1)).toEqual({ jobs: [view] });
    expect(dataOf(await harness.call('imports.list'))).toEqual([view]);
    const polled = statusRequests(harness).length;
    await poll(harness);
    await poll(harness);
    expect(statusRequests(harness)).toHaveLength(polled);
    await harness.core.dispose();

    const again = createCoreHarness({ route: api.route, keyValueStore });
    await again.call('session.login', CLIENT);
    await settle();
    expect(dataOf(await again.call('imports.list'))).toEqual([view]);
    await poll(again);
    expect(statusRequests(again)).toHaveLength(0);
  });

  it('confirm with rows in error when the dry run gave no error file URL: nothing is imported', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    await startImport(harness, await fileWith('stores.csv', STORES_TEXT));
    api.importStatuses.set('imp-1', { status: 5, errorPath: null, data: null, message: null, preview: PREVIEW });
    await poll(harness);
    api.setImportErrorFile('imp-1', cp932('行番号,項目,エラー内容\r\n'));
    harness.queued.answerSave(path.join(folder, 'never.csv'));
    expect(dataOf(await harness.call('imports.confirm', { jobId: 'imp-1' }))).toEqual({
      outcome: 'errorFileNotSaved',
    });
    expect(harness.requests.some((request) => request.path === 'import/confirm/imp-1')).toBe(false);
    expect(harness.requests.some((request) => request.path === 'import/error-file/imp-1')).toBe(false);
  });

  it('confirm with rows in error: nothing is imported until their file is saved', async () => {
    const { harness } = await previewed();
    expect(dataOf(await harness.call('imports.confirm', { jobId: 'imp-1' }))).toEqual({
      outcome: 'errorFileNotSaved',
    });
    expect(harness.requests.some((request) => request.path === 'import/confirm/imp-1')).toBe(false);
    expect(harness.eventsNamed('imports.changed').at(-1)).toMatchObject({ jobs: [{ state: 'previewed' }] });
  });

  it('confirm: the error file saved first, the server applies the good rows, main polls until it ends', async () => {
    const { api, harness } = await previewed();
    const errorCsv = cp932(
      '行番号,項目,エラー内容\r\n4,メールアドレス,メールアドレスは既に登録されています。\r\n',
    );
    api.setImportErrorFile('imp-1', errorCsv);
    const target = path.join(folder, 'dry-run-errors.csv');
    harness.queued.answerSave(target);
    expect(dataOf(await harness.call('imports.confirm', { jobId: 'imp-1' }))).toEqual({
      outcome: 'confirmed',
    });
    expect(new Uint8Array(await readFile(target))).toEqual(errorCsv);
    expect(
      harness.requests.some(
        (request) => request.method === 'POST' && request.path === 'import/confirm/imp-1',
      ),
    ).toBe(true);
    expect(harness.eventsNamed('imports.changed').at(-1)).toMatchObject({
      jobs: [{ state: 'waiting', preview: null }],
    });
    api.importStatuses.set('imp-1', {
      status: 2,
      errorPath: null,
      data: { total: 3, succeeded: 2, failed: 1 },
    });
    await poll(harness);
    // The file saved before the import is the one reported: the dialog is not asked again.
    expect(harness.queued.dialogs.chooseSavePath).toHaveBeenCalledTimes(1);
    expect(harness.eventsNamed('imports.finished')).toMatchObject([
      { outcome: 'finishedWithFailures', errorFilePath: target },
    ]);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('import_'))).toEqual([]);
    // Confirming twice, or a job that is not awaiting it, is refused here without a call.
    const refused = await harness.call('imports.confirm', { jobId: 'imp-1' });
    expect(refused.ok).toBe(false);
  });

  it('confirm too late: the server ended it, and that is the outcome shown', async () => {
    const { api, harness } = await previewed();
    const expired = formatMessage(ja.importPreview.expired, { minutes: 30 });
    api.expirePreview('imp-1', expired);
    api.setImportErrorFile('imp-1', cp932('行番号,項目,エラー内容\r\n'));
    harness.queued.answerSave(path.join(folder, 'late-errors.csv'));
    expect(dataOf(await harness.call('imports.confirm', { jobId: 'imp-1' }))).toEqual({ outcome: 'ended' });
    expect(harness.eventsNamed('imports.finished')).toMatchObject([{ outcome: 'failed', message: expired }]);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('import_'))).toEqual([]);
  });

  it('cancel: nothing is applied, the state is cleared and the outcome says so', async () => {
    const { harness } = await previewed();
    expect(dataOf(await harness.call('imports.cancel', { jobId: 'imp-1' }))).toEqual({
      outcome: 'cancelled',
    });
    expect(
      harness.requests.some((request) => request.method === 'POST' && request.path === 'import/cancel/imp-1'),
    ).toBe(true);
    expect(harness.eventsNamed('imports.finished')).toMatchObject([
      { outcome: 'cancelled', message: ja.importPreview.cancelled, errorFilePath: null },
    ]);
    expect(harness.keyValueStore.keys().filter((key) => key.startsWith('import_'))).toEqual([]);
    expect(harness.eventsNamed('imports.changed').at(-1)).toEqual({ jobs: [] });
  });

  it('cancel to fix: the error file is saved first, then the dry run is given up', async () => {
    const { api, harness } = await previewed();
    api.setImportErrorFile('imp-1', cp932('行番号,項目,エラー内容\r\n'));
    const target = path.join(folder, 'to-fix.csv');
    harness.queued.answerSave(target);
    expect(dataOf(await harness.call('imports.cancel', { jobId: 'imp-1', saveErrors: true }))).toEqual({
      outcome: 'cancelled',
    });
    expect(harness.eventsNamed('imports.finished')).toMatchObject([
      { outcome: 'cancelled', message: ja.importPreview.cancelledToFix, errorFilePath: target },
    ]);
  });
});

describe('imports across restarts and users', () => {
  it('a new core over the same store resumes polling a running import', async () => {
    const api = createFakeJobsApi();
    const keyValueStore = createMemoryKeyValueStore();
    const first = await loggedIn(api, { keyValueStore });
    await startImport(first, await fileWith('stores.csv', STORES_TEXT));
    await first.core.dispose();

    const second = createCoreHarness({
      route: api.route,
      keyValueStore,
      secretStore: createMemorySecretStore(ACCESS_TOKEN),
    });
    await second.core.start();
    expect(second.eventsNamed('imports.changed').at(-1)).toEqual({
      jobs: [expect.objectContaining({ jobId: 'imp-1', state: 'waiting' })],
    });
    api.importStatuses.set('imp-1', { status: 1, errorPath: null, data: null });
    await poll(second);
    expect(second.eventsNamed('imports.finished')).toEqual([expect.objectContaining({ outcome: 'success' })]);
    expect(first.requests.filter((request) => request.path.startsWith('import/status/'))).toHaveLength(0);
  });

  it('a running import survives logout and resumes when the same user logs in again, never for another user', async () => {
    const api = createFakeJobsApi();
    const harness = await loggedIn(api);
    await startImport(harness, await fileWith('stores.csv', STORES_TEXT));
    await harness.call('session.logout');
    await driveUntilSettled(harness.timers, settle(), 1000);
    expect(harness.keyValueStore.keys()).toContain('import_2_demo_imp-1');

    await harness.call('session.login', OTHER);
    expect(dataOf(await harness.call('imports.list'))).toEqual([]);
    await poll(harness);
    expect(harness.requests.filter((request) => request.path.startsWith('import/status/'))).toHaveLength(0);
    await harness.call('session.logout');

    await harness.call('session.login', CLIENT);
    expect(dataOf(await harness.call('imports.list'))).toEqual([expect.objectContaining({ jobId: 'imp-1' })]);
    await poll(harness);
    const statusCall = harness.requests.find((request) => request.path === 'import/status/imp-1');
    expect(statusCall?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });
});
