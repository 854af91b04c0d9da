import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serviceListResponseSchema } from '@shared/api/services';
import { CACHE_BUST_PARAM } from '@shared/constants/http';
import { ja } from '@shared/messages';
import { createApiClient } from '../../../../../src-main/core/api/api-client';
import type { ApiClientOptions } from '../../../../../src-main/core/api/api-client';
import { BASE_URL, createFakeFetch, json, serviceList } from '../../support/fake-api';
import type { FakeRoute } from '../../support/fake-api';

function clientFor(route: FakeRoute, options: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(route);
  const client = createApiClient({
    baseUrl: BASE_URL,
    getToken: () => 'session-token',
    getSubdomain: () => 'demo',
    fetch: fake.fetch,
    ...options,
  });
  return { client, requests: fake.requests };
}

const okBody = z.object({ ok: z.literal(true) });

describe('API client: the rules of spec section 7', () => {
  it('adds a fresh cache-busting value to every request', async () => {
    const { client, requests } = clientFor(() => json(200, { ok: true }), { now: () => 1_700_000_000_000 });
    await client.get('services', okBody);
    await client.get('services', okBody);
    const values = requests.map((request) => request.url.searchParams.get(CACHE_BUST_PARAM));
    expect(values[0]).toMatch(/^\d+$/);
    expect(values[1]).toMatch(/^\d+$/);
    expect(values[0]).not.toBe(values[1]);
  });

  it('upper-cases typeSort when present and leaves other values alone', async () => {
    const { client, requests } = clientFor(() => json(200, { ok: true }));
    await client.get('services', okBody, { typeSort: 'desc', sort: 'registDate', keyword: 'abc' });
    await client.get('services', okBody, { page: 2 });
    expect(requests[0]?.url.searchParams.get('typeSort')).toBe('DESC');
    expect(requests[0]?.url.searchParams.get('sort')).toBe('registDate');
    expect(requests[0]?.url.searchParams.get('keyword')).toBe('abc');
    expect(requests[1]?.url.searchParams.has('typeSort')).toBe(false);
    expect(requests[1]?.url.searchParams.get('page')).toBe('2');
  });

  it('sends the bearer token when there is one, and no Authorization header otherwise', async () => {
    let token: string | null = 'session-token';
    const { client, requests } = clientFor(() => json(200, { ok: true }), { getToken: () => token });
    await client.get('services', okBody);
    token = null;
    await client.get('services', okBody);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer session-token');
    expect(requests[1]?.headers.has('authorization')).toBe(false);
  });

  it('lets a request carry its own token, or none, instead of the session one', async () => {
    const { client, requests } = clientFor(() => json(200, { ok: true }));
    await client.request({ method: 'POST', path: 'auth/logout', schema: okBody, token: 'closing-token' });
    await client.request({ method: 'POST', path: 'auth/login', schema: okBody, token: null });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer closing-token');
    expect(requests[1]?.headers.has('authorization')).toBe(false);
  });

  it('adds the subdomain on account paths only, and only when the user has a service', async () => {
    let subdomain: string | null = 'demo';
    const { client, requests } = clientFor(() => json(200, { ok: true }), { getSubdomain: () => subdomain });
    await client.get('account', okBody);
    await client.get('/account/settings', okBody);
    await client.get('services', okBody);
    await client.get('accounts-report', okBody);
    subdomain = null;
    await client.get('account', okBody);
    const sent = requests.map((request) => request.url.searchParams.get('subdomain'));
    expect(sent).toEqual(['demo', 'demo', null, null, null]);
    expect(requests[1]?.url.pathname).toBe('/api/v1/account/settings');
  });

  it('sends JSON bodies and the method asked for', async () => {
    const { client, requests } = clientFor(() => json(200, { ok: true }));
    await client.post('auth/login', okBody, { email: 'a@example.test', password: 'secret' });
    await client.put('demo/stores/3', okBody, { name: '本店' });
    await client.delete('demo/stores/3', okBody);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(requests[0]?.body).toEqual({ email: 'a@example.test', password: 'secret' });
    expect(requests[0]?.headers.get('content-type')).toContain('application/json');
    expect(requests[1]?.url.pathname).toBe('/api/v1/demo/stores/3');
  });

  it('sends a true flag as 1 and leaves out false, null and undefined', async () => {
    const { client, requests } = clientFor(() => json(200, { ok: true }));
    await client.get('services', okBody, {
      noPaginate: true,
      withTrashed: false,
      keyword: undefined,
      name: null,
    });
    const params = requests[0]?.url.searchParams;
    expect(params?.get('noPaginate')).toBe('1');
    expect(params?.has('withTrashed')).toBe(false);
    expect(params?.has('keyword')).toBe(false);
    expect(params?.has('name')).toBe(false);
  });
});

describe('API client: results', () => {
  it('parses a success with the given schema', async () => {
    const { client } = clientFor(() => json(200, serviceList()));
    const result = await client.get('services', serviceListResponseSchema);
    expect(result).toEqual({ ok: true, data: serviceList() });
  });

  it('answers invalid-response when a success does not match the schema', async () => {
    const { client } = clientFor(() => json(200, { data: [{ id: 'not a number' }] }));
    const result = await client.get('services', serviceListResponseSchema);
    expect(result).toEqual({
      ok: false,
      error: { status: 200, kind: 'invalid-response', message: ja.errors.invalidResponse, errors: [] },
    });
  });

  it('answers invalid-response when a success is not JSON', async () => {
    const { client } = clientFor(() => new Response('<html>proxy page</html>', { status: 200 }));
    const result = await client.get('services', serviceListResponseSchema);
    expect(result.ok ? null : result.error.kind).toBe('invalid-response');
  });

  it('parses an empty success body as undefined', async () => {
    const { client } = clientFor(() => new Response(null, { status: 204 }));
    const result = await client.post('auth/logout', z.undefined());
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it('returns the status, message and field errors of an HTTP failure', async () => {
    const body = {
      message: '入力内容に誤りがあります。',
      errors: [{ name: 'email', message: 'メールアドレスを入力してください。' }],
    };
    const { client } = clientFor(() => json(422, body));
    const result = await client.post('auth/login', okBody, {});
    expect(result).toEqual({
      ok: false,
      error: { status: 422, kind: 'http', message: body.message, errors: body.errors },
    });
  });

  it('uses an empty error list when the failure body has only a message', async () => {
    const { client } = clientFor(() => json(403, { message: '閲覧権限がありません。' }));
    const result = await client.get('services', okBody);
    expect(result).toEqual({
      ok: false,
      error: { status: 403, kind: 'http', message: '閲覧権限がありません。', errors: [] },
    });
  });

  it.each([
    [500, ja.errors.serverError],
    [502, ja.errors.serverError],
    [404, ja.errors.noMatchingData],
    [429, ja.auth.tooManyAttempts],
    [405, 'サーバーでエラーが発生しました（ステータス 405）。'],
  ])('falls back to a Japanese message for %i when the body is not JSON', async (status, message) => {
    const { client } = clientFor(() => new Response('<h1>Bad gateway</h1>', { status }));
    const result = await client.get('services', okBody);
    expect(result).toEqual({ ok: false, error: { status, kind: 'http', message, errors: [] } });
  });

  it('tells the observer about every HTTP failure with the token the request carried', async () => {
    const onHttpFailure = vi.fn();
    const { client } = clientFor(() => json(401, { message: '認証が必要です。' }), { onHttpFailure });
    await client.get('services', okBody);
    expect(onHttpFailure).toHaveBeenCalledWith({
      path: 'services',
      sentToken: 'session-token',
      failure: { status: 401, kind: 'http', message: '認証が必要です。', errors: [] },
    });
  });

  it('answers network with the Japanese message when the API is not reached, and never throws', async () => {
    const { client, requests } = clientFor(() => Promise.reject(new TypeError('fetch failed')));
    const result = await client.post('auth/login', okBody, {});
    expect(result).toEqual({
      ok: false,
      error: { status: 0, kind: 'network', message: ja.errors.network, errors: [] },
    });
    expect(requests).toHaveLength(1);
  });

  it('never repeats a write, and tries a GET once more after a network failure', async () => {
    const post = clientFor(() => Promise.reject(new TypeError('fetch failed')));
    await post.client.post('demo/stores', okBody, { name: '本店' });
    await post.client.put('demo/stores/1', okBody, { name: '本店' });
    await post.client.delete('demo/stores/1', okBody);
    expect(post.requests.map((request) => request.method)).toEqual(['POST', 'PUT', 'DELETE']);

    let calls = 0;
    const get = clientFor(() =>
      ++calls === 1 ? Promise.reject(new TypeError('fetch failed')) : json(200, { ok: true }),
    );
    const result = await get.client.get('services', okBody);
    expect(result.ok).toBe(true);
    expect(get.requests).toHaveLength(2);
  });

  it('never repeats a request the server answered, even with a 5xx', async () => {
    const { client, requests } = clientFor(() => json(503, { message: 'メンテナンス中です。' }));
    await client.get('services', okBody);
    expect(requests).toHaveLength(1);
  });

  it('answers network when the API does not answer in time', async () => {
    const neverAnswers: FakeRoute = () => new Promise<Response>(() => undefined);
    const { client } = clientFor(neverAnswers, { timeoutMs: 20 });
    const result = await client.post('auth/login', okBody, {});
    expect(result.ok ? null : result.error.kind).toBe('network');
  });
});

describe('API client: file downloads', () => {
  async function collect(body: AsyncIterable<Uint8Array>): Promise<number[]> {
    const bytes: number[] = [];
    for await (const chunk of body) bytes.push(...chunk);
    return bytes;
  }

  it('streams the bytes of a file answer with the bearer token and the cache-busting value', async () => {
    const { client, requests } = clientFor(() => new Response(new Uint8Array([0x93, 0x58, 0x0d, 0x0a])));
    const result = await client.download({ path: 'export/download/7', query: { signature: 'x' } });
    if (!result.ok) throw new Error('download failed');
    expect(await collect(result.data)).toEqual([0x93, 0x58, 0x0d, 0x0a]);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer session-token');
    expect(requests[0]?.headers.get('accept')).toBe('*/*');
    expect(requests[0]?.url.searchParams.get('signature')).toBe('x');
    expect(requests[0]?.url.searchParams.has(CACHE_BUST_PARAM)).toBe(true);
  });

  it('answers a non-2xx file answer like any failure, and tells the observer', async () => {
    const onHttpFailure = vi.fn();
    const { client } = clientFor(() => json(401, { message: '認証が必要です。' }), { onHttpFailure });
    const result = await client.download({ path: 'export/download/7' });
    expect(result).toEqual({
      ok: false,
      error: { status: 401, kind: 'http', message: '認証が必要です。', errors: [] },
    });
    expect(onHttpFailure).toHaveBeenCalledTimes(1);
  });

  it('throws from the iteration when the connection drops mid-body', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(new Uint8Array([1, 2]));
        else controller.error(new TypeError('terminated'));
      },
    });
    const { client } = clientFor(() => new Response(body));
    const result = await client.download({ path: 'export/download/7' });
    if (!result.ok) throw new Error('download failed');
    await expect(collect(result.data)).rejects.toThrow('terminated');
  });

  it('stopping the iteration cancels the transfer at once, even while a read still waits for bytes', async () => {
    let cancelled = false;
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return new Promise<void>(() => undefined);
        sent = true;
        controller.enqueue(new Uint8Array([1, 2]));
        return undefined;
      },
      cancel() {
        cancelled = true;
      },
    });
    const { client } = clientFor(() => new Response(body));
    const result = await client.download({ path: 'export/download/7' });
    if (!result.ok) throw new Error('download failed');
    const chunks = result.data[Symbol.asyncIterator]();
    expect((await chunks.next()).value).toEqual(new Uint8Array([1, 2]));
    const silent = chunks.next();
    await chunks.return?.();
    expect(cancelled).toBe(true);
    await expect(silent).resolves.toEqual({ done: true, value: undefined });
  });
});
