import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/api';
import { API_BASE_PATH, MAX_INTEGER } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { loginDemoAccounts, shopIdByName } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { validShop } from './support/forms';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { postMultipart, rawRequest } from './support/http';

const NUL = '\u0000';
const nulMessage = (label: string) => fieldMessage(label, ja.validation.forbiddenCharacter);

/** Item 3 of issue 18: bad input is refused at the edge with the documented Japanese shape, never a 500. */
describe.each(DATABASE_TARGETS)('hostile input on $name', (target) => {
  let api: TestApi;
  let tokens: DemoTokens;
  let storeShop: number;

  beforeAll(async () => {
    api = await startTestApi(target, { jobs: { worker: false } });
    // A query whose value reaches the database unchecked, as a new endpoint's might.
    api.app.get<{ Querystring: { value?: string } }>(`${API_BASE_PATH}/test/unchecked`, async (request) => {
      await api.db.execute(sql`select ${request.query.value ?? ''}::integer`);
      return { ok: true };
    });
    tokens = await loginDemoAccounts(api);
    storeShop = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
  });
  afterAll(() => api?.close());

  describe('NUL characters', () => {
    it('refuses a NUL in a query value as a field error named after the parameter', async () => {
      for (const path of [
        '/demo/stores?keyword=%00',
        '/services?keyword=a%00b',
        '/demo/groups?keyword=%00',
      ]) {
        const response = await api.request('GET', path, { token: tokens.master });
        expect(response.status, path).toBe(422);
        expect(errorBodySchema.parse(response.body)).toEqual({
          message: ja.errors.validationFailed,
          errors: [{ name: 'keyword', message: nulMessage(ja.fields.keyword ?? 'keyword') }],
        });
      }
    });

    it('refuses a NUL in a path value with 400', async () => {
      for (const path of [
        '/%00/stores',
        '/services/%00',
        `/demo/stores/${storeShop}%00`,
        '/demo%00/groups',
      ]) {
        const response = await api.request('GET', path, { token: tokens.master });
        expect(response.status, path).toBe(400);
        expect(response.body).toEqual({ message: ja.errors.invalidRequest });
      }
    });

    it('refuses a NUL in a JSON field, nested fields and keys included, before anything is written', async () => {
      const shop = validShop({ storeName: `渋谷${NUL}店`, remarks: `備考${NUL}` });
      const response = await api.request('POST', '/demo/stores', { token: tokens.client, body: shop });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors).toEqual(
        expect.arrayContaining([
          { name: 'storeName', message: nulMessage(ja.forms.shop.storeName) },
          { name: 'remarks', message: nulMessage(ja.forms.shop.remarks) },
        ]),
      );
      const list = await api.request(
        'GET',
        `/demo/stores?keyword=${encodeURIComponent(shop.shopCode ?? '')}`,
        {
          token: tokens.client,
        },
      );
      expect((list.body as { data: unknown[] }).data).toEqual([]);

      const nested = await api.request('POST', '/demo/stores', {
        token: tokens.client,
        body: { ...validShop(), allowIps: [{ ipAddress: `10.0.0.1${NUL}` }], [`odd${NUL}key`]: 'x' },
      });
      expect(nested.status).toBe(422);
      const names = errorBodySchema.parse(nested.body).errors?.map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(['allowIps.0.ipAddress', 'oddkey']));
    });

    it('walks a deeply nested body without overflowing the stack', async () => {
      const depth = 200_000;
      const body = `{"storeName":${'['.repeat(depth)}"${'\\u0000'}"${']'.repeat(depth)}}`;
      const response = await api.request('POST', '/demo/stores', {
        token: tokens.client,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(errorBodySchema.safeParse(response.body).success).toBe(true);
    });

    it('refuses a NUL in a password field (login included) as a field error, not a 500', async () => {
      const response = await api.request('POST', '/auth/login', {
        body: { email: 'client@demo.example', password: `DemoPass-2026!${NUL}` },
      });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors?.[0]?.name).toBe('password');
    });

    it('refuses a NUL in a multipart text field', async () => {
      const response = await postMultipart(api, `/demo/stores/${storeShop}/config/basic`, tokens.store, {
        address: `東京都${NUL}渋谷区`,
        updatedAt: '',
      });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors?.map((entry) => entry.name)).toContain('address');
    });
  });

  describe('numbers beyond the 32-bit columns', () => {
    it('answers an id filter beyond the integer range with a field error', async () => {
      for (const name of ['groupId', 'excludeGroupId', 'genreId', 'serviceTagId']) {
        const response = await api.request('GET', `/demo/stores?${name}=${MAX_INTEGER + 1}`, {
          token: tokens.client,
        });
        expect(response.status, name).toBe(422);
        expect(errorBodySchema.parse(response.body).errors?.map((entry) => entry.name)).toEqual([name]);
      }
      const largest = await api.request('GET', `/demo/stores?groupId=${MAX_INTEGER}`, {
        token: tokens.client,
      });
      expect(largest.status).toBe(200);
    });

    it('answers a page number beyond the integer range with a field error', async () => {
      const response = await api.request('GET', `/demo/stores?page=${MAX_INTEGER + 1}`, {
        token: tokens.client,
      });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors?.map((entry) => entry.name)).toEqual(['page']);
    });

    it('answers a value the database refuses with 400 even where no schema checked it', async () => {
      for (const value of ['2147483648', 'abc', `1${NUL}`]) {
        const response = await api.request('GET', `/test/unchecked?value=${encodeURIComponent(value)}`);
        expect(response.status, value).toBeLessThan(500);
        expect(errorBodySchema.safeParse(response.body).success).toBe(true);
      }
      const outOfRange = await api.request('GET', '/test/unchecked?value=2147483648');
      expect(outOfRange).toMatchObject({ status: 400, body: { message: ja.errors.invalidRequest } });
    });
  });

  describe('times', () => {
    it('answers an updatedAt JavaScript reads but no timestamp column holds (the year 13101) with a field error', async () => {
      const account = await api.request('GET', '/account', { token: tokens.store });
      const { nameSei, nameMei, email } = (account.body as { data: Record<string, string> }).data;
      const response = await api.request('PUT', '/account', {
        token: tokens.store,
        body: {
          nameSei,
          nameMei,
          email,
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
          updatedAt: '13101',
        },
      });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors?.map((entry) => entry.name)).toEqual(['updatedAt']);
    });
  });

  describe('sort keys', () => {
    it('falls back to the default order for inherited property names', async () => {
      for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        for (const path of [
          `/services?sort=${sort}`,
          `/demo/stores?sort=${sort}`,
          `/demo/groups?sort=${sort}`,
        ]) {
          const response = await api.request('GET', path, { token: tokens.master });
          expect(response.status, path).toBe(200);
        }
      }
    });
  });

  describe('malformed multipart bodies', () => {
    const endpoints = () => [
      { path: '/demo/stores/uploads', token: tokens.client, file: 'file' },
      { path: '/services/demo/logo', token: tokens.master, file: 'logo' },
      { path: `/demo/stores/${storeShop}/config/basic`, token: tokens.store, file: 'image' },
    ];
    const send = (path: string, token: string, contentType: string, body: string) =>
      rawRequest(api, 'POST', path, { token, contentType, body: Buffer.from(body) });
    const malformed = (response: { status: number; json(): unknown }) => {
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ message: ja.server.malformedUpload });
    };

    it('refuses a multipart body without a usable boundary with 400', async () => {
      for (const { path, token } of endpoints()) {
        for (const contentType of [
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=""',
          `multipart/form-data; boundary=${'b'.repeat(300)}`,
        ]) {
          malformed(await send(path, token, contentType, '--abc--\r\n'));
        }
      }
    });

    it('refuses parts cut short or never opened with 400', async () => {
      const contentType = 'multipart/form-data; boundary=abc';
      for (const { path, token, file } of endpoints()) {
        const bodies = [
          'not multipart at all',
          `--abc\r\nContent-Disposition: form-data; name="${file}"; filename="a.csv"\r\n\r\nid,name\r\n1,`,
          '--abc\r\nContent-Disposition: form-data; name="address"\r\n\r\n東京',
        ];
        for (const body of bodies) malformed(await send(path, token, contentType, body));
      }
    });

    it('answers a well-formed body with no parts as a missing file, not a parser error', async () => {
      const response = await send(
        '/demo/stores/uploads',
        tokens.client,
        'multipart/form-data; boundary=abc',
        '--abc--\r\n',
      );
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.json()).errors?.[0]?.name).toBe('file');
    });
  });
});

describe('requests refused by the HTTP parser', () => {
  let api: TestApi;
  let port: number;

  beforeAll(async () => {
    api = await startTestApi(DATABASE_TARGETS[0]!, { jobs: { worker: false } });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => api?.close());

  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  function exchange(request: string): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
        expect(Buffer.byteLength(body)).toBe(length);
        resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
      });
    });
  }

  it('answers a 100 kB Authorization header with 431 in Japanese', async () => {
    const answer = await exchange(
      `GET ${API_BASE_PATH}/services HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    expect(answer).toEqual({ status: 431, body: { message: ja.server.headersTooLarge } });
  });

  it('answers a malformed request line with 400 in Japanese', async () => {
    const answer = await exchange('NOT A REQUEST\r\n\r\n');
    expect(answer).toEqual({ status: 400, body: { message: ja.errors.invalidRequest } });
  });
});
