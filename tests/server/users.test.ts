import { describe, expect, it } from 'vitest';
import {
  userAllResponseSchema,
  userDetailResponseSchema,
  userListResponseSchema,
  userWriteResponseSchema,
} from '@shared/api';
import type { User } from '@shared/api';
import { ACCOUNT_STATUS, ROLE_CLIENT, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { ja } from '@shared/messages';
import { shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { errorMap } from './support/forms';
import { versionOf } from './support/http';

const PASSWORD = 'UserPass-2026';

describe.each(DATABASE_TARGETS)('users on $name', (target) => {
  const { api, tokens } = demoApi(target);

  const listAll = async (token: string, query = '') => {
    const response = await api.request('GET', `/users?noPaginate=1${query}`, { token });
    expect(response.status).toBe(200);
    return userAllResponseSchema.parse(response.body).data;
  };
  const person = (email: string) => ({
    nameSei: '木村',
    nameMei: '拓哉',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });

  async function register(
    kind: 'master' | 'client' | 'shop',
    body: object,
    token = tokens.master,
  ): Promise<User> {
    const response = await api.request('POST', `/users/${kind}`, { token, body });
    expect(response.status).toBe(201);
    const { message, data } = userWriteResponseSchema.parse(response.body);
    expect(message).toBe(ja.success.userCreated);
    return data;
  }

  describe('GET /users', () => {
    it('shows master every user, newest first, with Laravel paging', async () => {
      const response = await api.request('GET', '/users?limit=5', { token: tokens.master });
      const page = userListResponseSchema.parse(response.body);
      expect(page.meta.total).toBeGreaterThanOrEqual(13);
      expect(page.data).toHaveLength(5);
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
    });

    it('shows a client only the users of its own service', async () => {
      const users = await listAll(tokens.client);
      expect(users.length).toBeGreaterThan(5);
      expect(users.every((user) => user.service?.subdomain === 'demo')).toBe(true);
      expect((await listAll(tokens.sampleClient)).every((user) => user.service?.subdomain === 'sample')).toBe(
        true,
      );
    });

    it('filters by role, name and no service', async () => {
      const stores = await listAll(tokens.client, `&role=${ROLE_STORE}`);
      expect(stores.length).toBeGreaterThan(2);
      expect(stores.every((user) => user.role === ROLE_STORE && user.shop !== null)).toBe(true);
      expect(
        (await listAll(tokens.master, `&name=${encodeURIComponent('高橋美咲')}`)).map((user) => user.email),
      ).toEqual(['client@demo.example']);
      const masters = await listAll(tokens.master, '&noService=1');
      expect(masters.map((user) => user.role)).toEqual(masters.map(() => ROLE_MASTER));
      expect(await listAll(tokens.client, '&noService=1')).toEqual([]);
    });
  });

  describe('registration', () => {
    it('registers a master user (master only)', async () => {
      const user = await register('master', person('new-master@demo.example'));
      expect(user).toMatchObject({ role: ROLE_MASTER, service: null, status: ACCOUNT_STATUS.ACTIVE });
      await expect(api.login('new-master@demo.example', PASSWORD)).resolves.toEqual(expect.any(String));
      const byClient = await api.request('POST', '/users/master', {
        token: tokens.client,
        body: person('x@demo.example'),
      });
      expect(byClient.status).toBe(403);
    });

    it('registers a client user with policies, in the client own service only', async () => {
      const user = await register(
        'client',
        {
          ...person('new-client@demo.example'),
          subdomain: 'demo',
          summaryManagement: true,
          paymentHistory: '0',
        },
        tokens.client,
      );
      expect(user).toMatchObject({
        role: ROLE_CLIENT,
        service: { subdomain: 'demo' },
        policies: { summaryManagement: true, paymentHistory: false },
      });
      const elsewhere = await api.request('POST', '/users/client', {
        token: tokens.client,
        body: { ...person('intruder@demo.example'), subdomain: 'sample' },
      });
      expect(elsewhere.status).toBe(403);
      const unknown = await api.request('POST', '/users/client', {
        token: tokens.master,
        body: { ...person('nowhere@demo.example'), subdomain: 'no-such-service' },
      });
      expect(errorMap(unknown.body)).toEqual({ subdomain: 'サービスの選択肢が正しくありません。' });
    });

    it('registers a shop user placed in a shop of the service', async () => {
      const shopId = await shopIdByName(api, 'ひだまり珈琲 天神店');
      const user = await register(
        'shop',
        { ...person('tenjin@demo.example'), subdomain: 'demo', organizationId: shopId },
        tokens.client,
      );
      expect(user).toMatchObject({ role: ROLE_STORE, shop: { id: shopId, name: 'ひだまり珈琲 天神店' } });
      const foreignShop = await shopIdByName(api, 'こむぎ堂 芦屋店');
      const wrong = await api.request('POST', '/users/shop', {
        token: tokens.client,
        body: { ...person('wrong@demo.example'), subdomain: 'demo', organizationId: foreignShop },
      });
      expect(errorMap(wrong.body)).toEqual({ organizationId: '店舗の選択肢が正しくありません。' });
    });

    it('answers 422 with Japanese messages', async () => {
      const empty = await api.request('POST', '/users/client', { token: tokens.master, body: {} });
      expect(errorMap(empty.body)).toEqual({
        nameSei: '姓を入力してください。',
        nameMei: '名を入力してください。',
        email: 'メールアドレスを入力してください。',
        password: 'パスワードを入力してください。',
        subdomain: 'サービスを入力してください。',
      });
      const mismatch = await api.request('POST', '/users/master', {
        token: tokens.master,
        body: { ...person('m@demo.example'), confirmPassword: 'Other-Pass-1' },
      });
      expect(errorMap(mismatch.body)).toEqual({
        confirmPassword: 'パスワード（確認）がパスワードと一致しません。',
      });
      const weak = await api.request('POST', '/users/master', {
        token: tokens.master,
        body: { ...person('m@demo.example'), password: 'password1', confirmPassword: 'password1' },
      });
      expect(errorMap(weak.body).password).toMatch(/^パスワードは半角英字・数字・記号/);
      const taken = await api.request('POST', '/users/master', {
        token: tokens.master,
        body: person('CLIENT@demo.example'),
      });
      expect(errorMap(taken.body)).toEqual({ email: 'メールアドレスは既に登録されています。' });
    });
  });

  describe('GET and PUT /users/{id}', () => {
    it('edits a user, keeping the password when none is typed; 409 when stale', async () => {
      const user = await register(
        'client',
        { ...person('editable@demo.example'), subdomain: 'demo' },
        tokens.client,
      );
      const edit = (nameSei: string) =>
        api.request('PUT', `/users/${user.id}`, {
          token: tokens.client,
          body: {
            nameSei,
            nameMei: '一樹',
            email: 'edited@demo.example',
            password: '',
            subdomain: 'demo',
            paymentHistory: true,
            updatedAt: user.updatedAt,
          },
        });
      const response = await edit('松本');
      expect(response.status).toBe(200);
      expect(userWriteResponseSchema.parse(response.body)).toMatchObject({
        message: ja.success.updated,
        data: { nameSei: '松本', email: 'edited@demo.example', policies: { paymentHistory: true } },
      });
      await expect(api.login('edited@demo.example', PASSWORD)).resolves.toEqual(expect.any(String));
      const stale = await edit('再編集');
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: ja.errors.alreadyUpdated });
    });

    it("keeps clients away from master users and other services' users, as if they did not exist", async () => {
      const masters = await listAll(tokens.master, `&role=${ROLE_MASTER}`);
      const master = masters[0];
      expect((await api.request('GET', `/users/${master?.id}`, { token: tokens.client })).status).toBe(404);
      const sampleUser = (await listAll(tokens.sampleClient))[0];
      const foreign = await api.request('GET', `/users/${sampleUser?.id}`, { token: tokens.client });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ message: ja.errors.notFound });
      expect((await api.request('GET', '/users/999999', { token: tokens.master })).status).toBe(404);
      const own = await api.request('GET', `/users/${sampleUser?.id}`, { token: tokens.sampleClient });
      expect(userDetailResponseSchema.parse(own.body).data.id).toBe(sampleUser?.id);
    });
  });

  describe('PUT /users/update-status/{id}', () => {
    it('pauses a user, who can no longer log in or use a session, and resumes them', async () => {
      const user = await register(
        'client',
        { ...person('pausable@demo.example'), subdomain: 'demo' },
        tokens.client,
      );
      const session = await api.login('pausable@demo.example', PASSWORD);
      const paused = await api.request('PUT', `/users/update-status/${user.id}`, {
        token: tokens.client,
        body: { status: ACCOUNT_STATUS.PAUSE, updatedAt: user.updatedAt },
      });
      const pausedBody = userWriteResponseSchema.parse(paused.body);
      expect(pausedBody).toMatchObject({
        message: ja.success.paused,
        data: { status: ACCOUNT_STATUS.PAUSE },
      });
      expect((await api.request('GET', '/account', { token: session })).status).toBe(401);
      await expect(api.login('pausable@demo.example', PASSWORD)).rejects.toThrow();

      const resumed = await api.request('PUT', `/users/update-status/${user.id}`, {
        token: tokens.client,
        body: { status: ACCOUNT_STATUS.ACTIVE, updatedAt: pausedBody.data.updatedAt },
      });
      expect(userWriteResponseSchema.parse(resumed.body).message).toBe(ja.success.pauseReleased);
      await expect(api.login('pausable@demo.example', PASSWORD)).resolves.toEqual(expect.any(String));
    });

    it('refuses a stale version, an unknown status and a change of the own status', async () => {
      const user = await register(
        'client',
        { ...person('status@demo.example'), subdomain: 'demo' },
        tokens.client,
      );
      const change = (status: number, updatedAt: string, token = tokens.client, id = user.id) =>
        api.request('PUT', `/users/update-status/${id}`, { token, body: { status, updatedAt } });
      expect((await change(ACCOUNT_STATUS.PAUSE, versionOf(user))).status).toBe(200);
      expect((await change(ACCOUNT_STATUS.ACTIVE, versionOf(user))).status).toBe(409);
      expect(errorMap((await change(1, versionOf(user))).body)).toEqual({
        status: 'ステータスの選択肢が正しくありません。',
      });
      const me = (await listAll(tokens.master, `&name=${encodeURIComponent('佐藤一郎')}`))[0];
      const own = await change(ACCOUNT_STATUS.PAUSE, me?.updatedAt ?? '', tokens.master, me?.id);
      expect(own.status).toBe(422);
      expect(errorMap(own.body)).toEqual({ status: ja.errors.cannotChangeOwnStatus });
    });
  });
});
