import { describe, expect, it } from 'vitest';
import { fetchFileUrl, MAX_FILE_REDIRECTS } from '../../../../../src-main/core/api/fetch-file';
import { fileUrlOf } from '../../../../../src-main/core/api/file-url';
import { ACCESS_TOKEN, BASE_URL, createFakeFetch } from '../../support/fake-api';
import type { FakeRoute } from '../../support/fake-api';

function fetchWith(route: FakeRoute, url: string, apiBaseUrl = BASE_URL) {
  const fake = createFakeFetch(route);
  const outcome = fetchFileUrl(url, { apiBaseUrl, token: ACCESS_TOKEN, fetch: fake.fetch, timeoutMs: 1000 });
  return { outcome, requests: fake.requests };
}

const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });

describe('fileUrlOf: the file URLs main fetches', () => {
  it.each([
    ['https://files.example.jp/a.csv?sig=1', 'https://files.example.jp/a.csv?sig=1'],
    ['/storage/a.csv', 'https://api.example.test/storage/a.csv'],
    ['export/download/7', 'https://api.example.test/api/v1/export/download/7'],
    ['http://127.0.0.2:9000/a.csv', 'http://127.0.0.2:9000/a.csv'],
    ['http://localhost:9000/a.csv', 'http://localhost:9000/a.csv'],
  ])('reads %s as %s', (raw, expected) => {
    const checked = fileUrlOf(BASE_URL, raw);
    expect(checked.ok && checked.url.toString()).toBe(expected);
  });

  it.each([
    'http://files.example.jp/a.csv',
    'https://user:pass@files.example.jp/a.csv',
    'ftp://files.example.jp/a.csv',
    'file:///C:/Windows/win.ini',
    'javascript:alert(1)',
    'data:text/csv,a',
  ])('refuses %s', (raw) => {
    expect(fileUrlOf(BASE_URL, raw).ok).toBe(false);
  });
});

describe('fetchFileUrl: the token goes to the API origin only', () => {
  it('sends the token to the API origin, on any path of it', async () => {
    const { outcome, requests } = fetchWith(
      () => new Response('x'),
      'https://api.example.test/storage/a.csv',
    );
    expect((await outcome).kind).toBe('answered');
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it.each([
    'https://files.example.jp/a.csv',
    'https://api.example.test:8443/api/v1/a.csv',
    'https://sub.api.example.test/api/v1/a.csv',
  ])('never sends it to %s', async (url) => {
    const { outcome, requests } = fetchWith(() => new Response('x'), url);
    expect((await outcome).kind).toBe('answered');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('follows redirects hop by hop, dropping the token once a hop leaves the API', async () => {
    const { outcome, requests } = fetchWith((request) => {
      if (request.url.pathname === '/api/v1/export/download/7') return redirect('/api/v1/export/file/7', 301);
      if (request.url.pathname === '/api/v1/export/file/7')
        return redirect('https://cdn.example.jp/7.csv', 307);
      if (request.url.origin === 'https://cdn.example.jp')
        return redirect('https://api.example.test/api/v1/again');
      return new Response('csv');
    }, `${BASE_URL}/export/download/7`);
    const answered = await outcome;
    expect(answered.kind === 'answered' && answered.fromApi).toBe(true);
    expect(requests.map((request) => [request.url.toString(), request.headers.get('authorization')])).toEqual(
      [
        ['https://api.example.test/api/v1/export/download/7', `Bearer ${ACCESS_TOKEN}`],
        ['https://api.example.test/api/v1/export/file/7', `Bearer ${ACCESS_TOKEN}`],
        ['https://cdn.example.jp/7.csv', null],
        ['https://api.example.test/api/v1/again', null],
      ],
    );
  });

  it('refuses a redirect to plain http on another machine, without following it', async () => {
    const { outcome, requests } = fetchWith(
      () => redirect('http://files.example.jp/a.csv'),
      'https://files.example.jp/a.csv',
    );
    expect(await outcome).toMatchObject({ kind: 'refused' });
    expect(requests).toHaveLength(1);
  });

  it(`gives up after ${MAX_FILE_REDIRECTS} redirects`, async () => {
    const { outcome, requests } = fetchWith(
      (request) => redirect(`/loop/${request.url.pathname.length}`),
      'https://files.example.jp/a.csv',
    );
    expect(await outcome).toMatchObject({ kind: 'refused' });
    expect(requests).toHaveLength(MAX_FILE_REDIRECTS + 1);
  });

  it('answers unreachable when the host cannot be reached', async () => {
    const { outcome } = fetchWith(
      () => Promise.reject(new TypeError('fetch failed')),
      'https://files.example.jp/a',
    );
    expect(await outcome).toMatchObject({ kind: 'unreachable', fromApi: false });
  });
});
