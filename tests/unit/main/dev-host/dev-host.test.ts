import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { Bridge } from '@shared/ipc/contract';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../../src-main/core';
import { startDevHost } from '../../../../scripts/dev-host/dev-host';
import type { DevHost } from '../../../../scripts/dev-host/dev-host';
import { ACCESS_TOKEN, currentUser, demoApi, serviceList } from '../support/fake-api';
import { serveFakeApi } from '../support/fake-api-server';
import { createFakeJobsApi } from '../support/fake-jobs-api';
import { storeImportCsv, VALID_SHOP_LINE } from '../support/store-import-files';
import type { RecentExport } from '@shared/ipc/jobs';
import { silentLogger } from '../../../../src-main/core';

// The renderer module is typed for the DOM; a computed specifier keeps this Node-typed test
// from type-checking it, while vitest still loads the real file.
const BROWSER_BRIDGE_MODULE = '../../../../src-renderer/browser-bridge';
type BrowserBridgeModule = { installBrowserBridge(): Promise<void> };

let folder: string;
let api: Awaited<ReturnType<typeof serveFakeApi>>;
let host: DevHost;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'dev-host-'));
  await writeFile(path.join(folder, 'browser.html'), '<!doctype html><title>コンソール</title>');
  await writeFile(path.join(folder, 'app.js'), 'console.log(1)');
  await writeFile(path.join(os.tmpdir(), 'dev-host-secret.txt'), 'outside');
  api = await serveFakeApi(demoApi());
  host = await startDevHost({
    apiBaseUrl: api.url,
    staticDir: folder,
    downloadDir: folder,
    logger: silentLogger,
  });
});

afterAll(async () => {
  await host.close();
  await api.close();
  await rm(folder, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Runs the real src-renderer/browser-bridge.ts against the host, as the page opened at `pageUrl`
 * would; the page itself does not wait for the socket to open (`waitForOpen: false`).
 */
async function browserBridge(pageUrl: string, { waitForOpen = true } = {}): Promise<Bridge> {
  const page = new URL(pageUrl);
  class BrowserWebSocket extends NodeWebSocket {
    constructor(url: string) {
      // A browser sends the page's origin with every WebSocket handshake.
      super(url, { origin: page.origin });
    }
  }
  const window = { location: page } as { location: URL; bridge?: Bridge };
  vi.stubGlobal('window', window);
  vi.stubGlobal('WebSocket', BrowserWebSocket);
  const module = (await import(/* @vite-ignore */ BROWSER_BRIDGE_MODULE)) as BrowserBridgeModule;
  const opened = module.installBrowserBridge();
  if (waitForOpen) await opened;
  if (!window.bridge) throw new Error('window.bridge was not installed');
  return window.bridge;
}

describe('browser dev host', () => {
  it('prints a loopback URL with a per-run token on the Login route', () => {
    const url = new URL(host.url);
    expect(url.origin).toBe(host.origin);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.searchParams.get('devHostToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.hash).toBe('#/login');
  });

  it('serves the browser page with the strict policy, and nothing outside its folder', async () => {
    const page = await fetch(host.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('コンソール');
    expect(page.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html),
        apiOrigin: new URL(host.apiBaseUrl).origin,
      }),
    );
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await fetch(`${host.origin}/app.js`)).headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${host.origin}/..%2Fdev-host-secret.txt`)).status).toBe(404);
    expect((await fetch(`${host.origin}/%2e%2e/dev-host-secret.txt`)).status).toBe(404);
    expect((await fetch(`${host.origin}/missing.js`)).status).toBe(404);
    expect((await fetch(host.url, { method: 'POST' })).status).toBe(405);
  });

  it('carries the bridge from the page to the real main core: login, current user, services', async () => {
    const bridge = await browserBridge(host.url);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    const results = [
      await bridge.invoke('session.login', { email: 'client@demo.example', password: 'DemoPass-2026!' }),
      await bridge.invoke('session.current', undefined),
      await bridge.invoke('services.list', {}),
    ];
    expect(results).toEqual([
      { ok: true, data: { kind: 'signedIn', user: currentUser() } },
      { ok: true, data: currentUser() },
      { ok: true, data: serviceList() },
    ]);
    expect(JSON.stringify(results)).not.toContain(ACCESS_TOKEN);
    const unknown = await bridge.invoke('session.token' as never, undefined as never);
    expect(unknown.ok ? null : unknown.error.kind).toBe('invalid-request');
    await bridge.invoke('session.logout', undefined);
  });

  it('a call made while the socket is still opening waits for it, as the app starts meanwhile', async () => {
    const bridge = await browserBridge(host.url, { waitForOpen: false });
    const current = await bridge.invoke('session.current', undefined);
    expect(current).toEqual({ ok: true, data: null });
  });

  it('a page without the right token gets network failures instead of hanging', async () => {
    const wrong = new URL(host.url);
    wrong.searchParams.set('devHostToken', 'guessed');
    const bridge = await browserBridge(wrong.toString());
    const result = await bridge.invoke('session.current', undefined);
    expect(result).toEqual({
      ok: false,
      error: {
        status: 0,
        kind: 'network',
        message: 'サーバーに接続できません。ネットワーク接続を確認してください。',
        errors: [],
      },
    });
  });

  it('a call in flight when the connection drops answers a network failure, and so does every later call', async () => {
    const slowApi = await serveFakeApi(() => new Promise<Response>(() => undefined));
    const temporary = await startDevHost({
      apiBaseUrl: slowApi.url,
      staticDir: folder,
      downloadDir: folder,
      logger: silentLogger,
    });
    const bridge = await browserBridge(temporary.url);
    const inFlight = bridge.invoke('session.login', {
      email: 'client@demo.example',
      password: 'DemoPass-2026!',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await temporary.close();
    await slowApi.close();
    const dropped = await inFlight;
    expect(dropped.ok ? null : dropped.error.kind).toBe('network');
    const later = await bridge.invoke('session.current', undefined);
    expect(later.ok ? null : later.error.kind).toBe('network');
  });

  it('scripted dialogs save into the download folder and open the queued files', async () => {
    const saveTo = await host.dialogs.chooseSavePath({
      title: '保存',
      defaultFileName: 'shops.csv',
      filters: [],
    });
    expect(saveTo).toBe(path.join(folder, 'shops.csv'));
    host.dialogs.queueOpenFile('/data/import.csv');
    expect(await host.dialogs.chooseOpenPath({ title: '開く', filters: [] })).toBe('/data/import.csv');
    expect(await host.dialogs.chooseOpenPath({ title: '開く', filters: [] })).toBeNull();
  });

  it('the scripted open dialog picks the newest file of the upload folder when none is queued', async () => {
    const uploads = await mkdtemp(path.join(os.tmpdir(), 'dev-host-uploads-'));
    const temporary = await startDevHost({
      apiBaseUrl: api.url,
      staticDir: folder,
      downloadDir: folder,
      uploadDir: uploads,
      logger: silentLogger,
    });
    try {
      const open = () => temporary.dialogs.chooseOpenPath({ title: '開く', filters: [] });
      expect(await open()).toBeNull();
      await writeFile(path.join(uploads, 'older.csv'), 'a');
      await utimes(path.join(uploads, 'older.csv'), new Date('2026-04-01'), new Date('2026-04-01'));
      await writeFile(path.join(uploads, 'newer.csv'), 'b');
      expect(await open()).toBe(path.join(uploads, 'newer.csv'));
      temporary.dialogs.queueOpenFile('/data/queued.csv');
      expect(await open()).toBe('/data/queued.csv');
      expect(await open()).toBe(path.join(uploads, 'newer.csv'));
    } finally {
      await temporary.close();
      await rm(uploads, { recursive: true, force: true });
    }
  });
});

describe('exports and imports through the dev host (what the e2e test drives)', () => {
  it('a ready export reaches the page as an event, and the scripted save dialog writes it into the download folder', async () => {
    const jobs = createFakeJobsApi();
    const jobsApi = await serveFakeApi(jobs.route);
    const downloads = await mkdtemp(path.join(os.tmpdir(), 'dev-host-downloads-'));
    const temporary = await startDevHost({
      apiBaseUrl: jobsApi.url,
      staticDir: folder,
      downloadDir: downloads,
      logger: silentLogger,
    });
    try {
      const bridge = await browserBridge(temporary.url);
      await bridge.invoke('session.login', { email: 'client@demo.example', password: 'DemoPass-2026!' });
      const ready = new Promise((resolve) => bridge.on('exports.ready', resolve));
      const started = await bridge.invoke('exports.start', {
        subdomain: 'demo',
        exportId: '0001',
        filters: {},
      });
      expect(started.ok).toBe(true);
      const csv = new Uint8Array([0x93, 0x58, 0x95, 0xdc, 0x0d, 0x0a]);
      jobs.setExportFile('exp-1', csv);
      jobs.exportStatuses.set('exp-1', {
        status: 1,
        url: `${jobsApi.url}/export/download/exp-1`,
        error: null,
      });
      expect(await ready).toEqual({
        job: expect.objectContaining({ jobId: 'exp-1', kind: 'shops', state: 'ready' }),
      });
      const saved = await bridge.invoke('exports.download', { jobId: 'exp-1' });
      const entry = (saved.ok ? saved.data : null) as RecentExport | null;
      expect(entry?.fileName).toMatch(/^店舗_\d{8}_\d{4}\.csv$/);
      expect(await readdir(downloads)).toEqual([entry?.fileName]);
      expect(new Uint8Array(await readFile(path.join(downloads, entry?.fileName ?? '')))).toEqual(csv);

      const importFile = path.join(downloads, 'stores.csv');
      await writeFile(importFile, storeImportCsv(VALID_SHOP_LINE));
      temporary.dialogs.queueOpenFile(importFile);
      const imported = await bridge.invoke('imports.start', { subdomain: 'demo', target: 'stores' });
      expect(imported).toEqual({
        ok: true,
        data: { outcome: 'started', job: expect.objectContaining({ jobId: 'imp-2' }) },
      });
    } finally {
      await temporary.close();
      await jobsApi.close();
      await rm(downloads, { recursive: true, force: true });
    }
  }, 15_000);
});

describe('dev host start-up', () => {
  it('explains what to do when the browser build is missing', async () => {
    await expect(
      startDevHost({ apiBaseUrl: 'http://127.0.0.1:9/api/v1', staticDir: path.join(folder, 'none') }),
    ).rejects.toThrow(/npm run build:renderer/);
  });

  it('refuses an API URL that is not http(s)', async () => {
    await expect(
      startDevHost({ apiBaseUrl: 'ftp://example.jp', staticDir: folder, logger: silentLogger }),
    ).rejects.toThrow(/not http or https/);
  });

  it('stops serving once closed', async () => {
    const temporary = await startDevHost({
      apiBaseUrl: api.url,
      staticDir: folder,
      downloadDir: folder,
      logger: silentLogger,
    });
    await temporary.close();
    await expect(fetch(temporary.url)).rejects.toThrow();
  });
});
