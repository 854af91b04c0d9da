import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryKeyValueStore, createNodeFileSystem, silentLogger } from '../../../../../src-main/core';
import type { Dialogs, FileSystem } from '../../../../../src-main/core';
import { createApiClient } from '../../../../../src-main/core/api/api-client';
import { SAVE_FOLDER_KEY, createSaveFolder } from '../../../../../src-main/core/jobs/save-folder';
import { MEDIA_MAX_BYTES, createMediaHandlers } from '../../../../../src-main/core/media/media-handlers';
import { sniffMediaType } from '../../../../../src-main/core/media/media-type';
import { ACCESS_TOKEN, BASE_URL, createFakeFetch, json } from '../../support/fake-api';
import type { FakeRoute } from '../../support/fake-api';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WAV = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [0, 0, 0, 0],
      [...'WAVEfmt '].map((c) => c.charCodeAt(0)),
    ),
);
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

function bytes(body: Uint8Array, type = 'application/octet-stream'): Response {
  return new Response(body, { status: 200, headers: { 'content-type': type } });
}

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'console-media-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function setUp(
  route: FakeRoute,
  options: { saveAnswer?: string | null; fileSystem?: FileSystem; imageHosts?: readonly string[] } = {},
) {
  const fake = createFakeFetch(route);
  const api = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => ACCESS_TOKEN,
    getSubdomain: () => null,
    fetch: fake.fetch,
  });
  const keyValueStore = createMemoryKeyValueStore();
  const dialogs = {
    chooseSavePath: vi.fn<Dialogs['chooseSavePath']>(() =>
      Promise.resolve(options.saveAnswer === undefined ? path.join(folder, 'qr.png') : options.saveAnswer),
    ),
    chooseOpenPath: vi.fn<Dialogs['chooseOpenPath']>(() => Promise.resolve(null)),
  };
  const handlers = createMediaHandlers({
    api,
    apiBaseUrl: BASE_URL,
    imageHosts: options.imageHosts ?? [],
    dialogs,
    fileSystem: options.fileSystem ?? createNodeFileSystem(),
    saveFolder: createSaveFolder(keyValueStore),
    logger: silentLogger,
  });
  return { handlers, requests: fake.requests, dialogs, keyValueStore };
}

describe('media.dataUrl', () => {
  it('fetches a stored image of the API with the token and answers a data: URL of its real type', async () => {
    const { handlers, requests } = setUp(({ path: requested }) =>
      requested === 'demo/media/7' ? bytes(PNG, 'text/html') : json(404, {}),
    );
    const answer = await handlers.dataUrl({ url: `${BASE_URL}/demo/media/7` });
    expect(answer).toEqual({
      ok: true,
      data: { dataUrl: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}` },
    });
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('answers sounds too', async () => {
    const { handlers } = setUp(() => bytes(WAV));
    const answer = await handlers.dataUrl({ url: `${BASE_URL}/demo/media/default-sound` });
    expect(answer.ok && answer.data.dataUrl.startsWith('data:audio/wav;base64,')).toBe(true);
  });

  it.each([
    'https://evil.example/api/v1/demo/media/7',
    'https://cdn.example.jp.evil.example/images/7.png',
    'http://api.example.test/api/v1/demo/media/7',
    'http://cdn.example.jp/images/7.png',
    'https://user:pass@api.example.test/api/v1/demo/media/7',
    'javascript:alert(1)',
  ])('refuses %s (neither the API nor an image host) without sending anything anywhere', async (url) => {
    const { handlers, requests } = setUp(() => bytes(PNG), { imageHosts: ['https://cdn.example.jp'] });
    const answer = await handlers.dataUrl({ url });
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'invalid-request', message: 'リクエストの内容が正しくありません。' },
    });
    expect(requests).toEqual([]);
  });

  it('fetches an image of a configured image host as given, never with the token', async () => {
    const url = 'https://cdn.example.jp/images/7.png?X-Amz-Signature=abc';
    const { handlers, requests } = setUp(
      (request) => (request.url.toString() === url ? bytes(PNG) : json(404, {})),
      { imageHosts: ['https://cdn.example.jp'] },
    );
    const answer = await handlers.dataUrl({ url });
    expect(answer.ok && answer.data.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(requests.map((request) => request.url.toString())).toEqual([url]);
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('fetches an image of the API origin outside /api/v1 with the token (the same server)', async () => {
    const { handlers, requests } = setUp(() => bytes(PNG));
    const answer = await handlers.dataUrl({ url: 'https://api.example.test/storage/images/7.png' });
    expect(answer.ok).toBe(true);
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('drops the token when an image of the API redirects to another host', async () => {
    const { handlers, requests } = setUp(
      (request) =>
        request.url.origin === 'https://api.example.test'
          ? new Response(null, { status: 302, headers: { location: 'https://cdn.example.jp/signed/7.png' } })
          : bytes(PNG),
      { imageHosts: ['https://cdn.example.jp'] },
    );
    const answer = await handlers.dataUrl({ url: `${BASE_URL}/demo/media/7` });
    expect(answer.ok).toBe(true);
    expect(requests.map((request) => [request.url.origin, request.headers.get('authorization')])).toEqual([
      ['https://api.example.test', `Bearer ${ACCESS_TOKEN}`],
      ['https://cdn.example.jp', null],
    ]);
  });

  it('never hands the page anything but an image or a sound', async () => {
    const { handlers } = setUp(() => bytes(HTML, 'image/png'));
    expect(await handlers.dataUrl({ url: `${BASE_URL}/demo/media/7` })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response', message: 'サーバーから想定外の応答がありました。' },
    });
  });

  it('refuses a file larger than the API stores', async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1);
    big.set(PNG);
    const { handlers } = setUp(() => bytes(big));
    expect(await handlers.dataUrl({ url: `${BASE_URL}/demo/media/7` })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('passes the API failure on (403, 404)', async () => {
    const { handlers } = setUp(() => json(404, { message: '該当するデータがありません。' }));
    expect(await handlers.dataUrl({ url: `${BASE_URL}/demo/media/7` })).toMatchObject({
      ok: false,
      error: { status: 404, message: '該当するデータがありません。' },
    });
  });
});

describe('stores.saveQrCode', () => {
  const qrRoute: FakeRoute = ({ path: requested }) =>
    requested === 'demo/stores/15/qr-code' ? bytes(PNG, 'image/png') : json(404, {});

  it('asks where to save with a PNG filter, writes the PNG and remembers the folder', async () => {
    const { handlers, dialogs, keyValueStore } = setUp(qrRoute);
    const answer = await handlers.saveQrCode({ subdomain: 'demo', id: 15 });
    const target = path.join(folder, 'qr.png');
    expect(answer).toEqual({ ok: true, data: { savedPath: target } });
    expect(dialogs.chooseSavePath).toHaveBeenCalledWith({
      title: 'QRコードの保存',
      defaultFileName: 'QRコード_15.png',
      filters: [{ name: 'PNG画像', extensions: ['png'] }],
    });
    expect(new Uint8Array(await readFile(target))).toEqual(PNG);
    expect(await readdir(folder)).toEqual(['qr.png']);
    expect(keyValueStore.get(SAVE_FOLDER_KEY)).toBe(folder);
  });

  it('answers null and writes nothing when the dialog is cancelled', async () => {
    const { handlers } = setUp(qrRoute, { saveAnswer: null });
    expect(await handlers.saveQrCode({ subdomain: 'demo', id: 15 })).toEqual({ ok: true, data: null });
    expect(await readdir(folder)).toEqual([]);
  });

  it('does not open the dialog when the API refuses the shop', async () => {
    const { handlers, dialogs } = setUp(() =>
      json(403, { message: 'このページを表示する権限がありません。' }),
    );
    expect(await handlers.saveQrCode({ subdomain: 'demo', id: 99 })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(dialogs.chooseSavePath).not.toHaveBeenCalled();
  });

  it('leaves no partial file when the write fails', async () => {
    const real = createNodeFileSystem();
    const failing: FileSystem = {
      ...real,
      createFile: async (filePath) => {
        const sink = await real.createFile(filePath);
        return { ...sink, write: () => Promise.reject(new Error('disk full')) };
      },
    };
    const { handlers } = setUp(qrRoute, { fileSystem: failing });
    expect(await handlers.saveQrCode({ subdomain: 'demo', id: 15 })).toMatchObject({
      ok: false,
      error: { message: 'ファイルを保存できませんでした。保存先のフォルダーと空き容量を確認してください。' },
    });
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('sniffMediaType', () => {
  it.each([
    [PNG, 'image/png'],
    [new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [new TextEncoder().encode('GIF89a...'), 'image/gif'],
    [new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    [WAV, 'audio/wav'],
    [new TextEncoder().encode('ID3\x04'), 'audio/mpeg'],
    [new Uint8Array([0xff, 0xfb, 0x90, 0x00]), 'audio/mpeg'],
    [HTML, null],
    [new Uint8Array([]), null],
  ] as const)('reads the type from the first bytes (%#)', (input, expected) => {
    expect(sniffMediaType(input)).toBe(expected);
  });
});
