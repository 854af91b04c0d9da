import { describe, expect, it } from 'vitest';
import {
  accountResponseSchema,
  accountUpdateResponseSchema,
  bankResponseSchema,
  companiesResponseSchema,
  companySettingResponseSchema,
  companySettingWriteResponseSchema,
  genresResponseSchema,
  serviceTagsResponseSchema,
} from '@shared/api';
import type { CompanySetting } from '@shared/api';
import { BANK_ACCOUNT_TYPE } from '@shared/constants';
import { ja } from '@shared/messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { errorMap } from './support/forms';

describe.each(DATABASE_TARGETS)('account pages and lookups on $name', (target) => {
  const { api, tokens } = demoApi(target);

  const account = async (token: string) =>
    accountResponseSchema.parse((await api.request('GET', '/account', { token })).body).data;

  describe('PUT /account', () => {
    it('saves the name and e-mail for every role', async () => {
      for (const key of ['master', 'client', 'store', 'group'] as const) {
        const before = await account(tokens[key]);
        const updatedAt = (await api.request('GET', `/users/${before.id}`, { token: tokens.master }))
          .body as {
          data: { updatedAt: string };
        };
        const response = await api.request('PUT', '/account', {
          token: tokens[key],
          body: {
            nameSei: before.nameSei,
            nameMei: '変更',
            email: before.email,
            updatedAt: updatedAt.data.updatedAt,
          },
        });
        expect(response.status, key).toBe(200);
        expect(accountUpdateResponseSchema.parse(response.body)).toMatchObject({
          message: ja.success.updated,
          data: { nameMei: '変更' },
        });
      }
    });

    it('changes the password only with the current one and a matching confirmation', async () => {
      const token = await api.login('analyst@demo.example');
      const me = await account(token);
      const version = (
        (await api.request('GET', `/users/${me.id}`, { token: tokens.master })).body as {
          data: { updatedAt: string };
        }
      ).data.updatedAt;
      const base = { nameSei: me.nameSei, nameMei: me.nameMei, email: me.email, updatedAt: version };
      const missing = await api.request('PUT', '/account', {
        token,
        body: { ...base, newPassword: 'NewPass-2027' },
      });
      expect(errorMap(missing.body)).toEqual({
        currentPassword: '現在のパスワードを入力してください。',
        confirmPassword: '新しいパスワード（確認）を入力してください。',
      });
      const wrong = await api.request('PUT', '/account', {
        token,
        body: {
          ...base,
          currentPassword: 'wrong',
          newPassword: 'NewPass-2027',
          confirmPassword: 'NewPass-2027',
        },
      });
      expect(errorMap(wrong.body)).toEqual({ currentPassword: ja.auth.currentPasswordWrong });
      const same = await api.request('PUT', '/account', {
        token,
        body: {
          ...base,
          currentPassword: DEMO_PASSWORD,
          newPassword: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
        },
      });
      expect(errorMap(same.body)).toEqual({ newPassword: ja.auth.sameAsCurrentPassword });
      const ok = await api.request('PUT', '/account', {
        token,
        body: {
          ...base,
          currentPassword: DEMO_PASSWORD,
          newPassword: 'NewPass-2027',
          confirmPassword: 'NewPass-2027',
        },
      });
      expect(ok.status).toBe(200);
      await expect(api.login('analyst@demo.example', 'NewPass-2027')).resolves.toEqual(expect.any(String));
      const stale = await api.request('PUT', '/account', { token, body: base });
      expect(stale.status).toBe(409);
    });

    it("refuses another account's e-mail", async () => {
      const me = await account(tokens.sampleClient);
      const version = (
        (await api.request('GET', `/users/${me.id}`, { token: tokens.master })).body as {
          data: { updatedAt: string };
        }
      ).data.updatedAt;
      const response = await api.request('PUT', '/account', {
        token: tokens.sampleClient,
        body: { nameSei: me.nameSei, nameMei: me.nameMei, email: DEMO_ACCOUNTS.master, updatedAt: version },
      });
      expect(errorMap(response.body)).toEqual({ email: 'メールアドレスは既に登録されています。' });
    });
  });

  describe('GET and PUT /account/company', () => {
    const companyOf = async (token: string) =>
      companySettingResponseSchema.parse((await api.request('GET', '/account/company', { token })).body).data;
    const formOf = ({ id: _id, municipalityName: _name, ...fields }: CompanySetting) => fields;

    it("answers the client its service's company and the store its shop's, with the payout account", async () => {
      expect(await companyOf(tokens.client)).toMatchObject({
        companyName: '株式会社ひだまり珈琲',
        prefectureId: 13,
        municipalityId: '13113',
        municipalityName: '渋谷区',
        bankCode: '0001',
        branchCode: '210',
        accountType: BANK_ACCOUNT_TYPE.ORDINARY,
      });
      expect(await companyOf(tokens.store)).toMatchObject({
        companyName: '株式会社道玄坂ひだまり',
        bankCode: '0005',
      });
    });

    it('refuses master and group users (the route is store and client only)', async () => {
      for (const token of [tokens.master, tokens.group]) {
        const response = await api.request('GET', '/account/company', { token });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: ja.errors.forbidden });
      }
    });

    it('saves the company, with Japanese messages for bad values and a stale version', async () => {
      const current = await companyOf(tokens.client);
      const bad = await api.request('PUT', '/account/company', {
        token: tokens.client,
        body: {
          ...formOf(current),
          companyNameKana: 'ひらがな',
          bankCode: '12',
          accountNumber: '12345678',
          municipalityId: '27127',
        },
      });
      expect(errorMap(bad.body)).toEqual({
        companyNameKana: '会社名（カナ）は全角カタカナで入力してください。',
        bankCode: '銀行コードは半角数字4桁で入力してください。',
        accountNumber: '口座番号は半角数字7桁以内で入力してください。',
      });
      const mismatch = await api.request('PUT', '/account/company', {
        token: tokens.client,
        body: { ...formOf(current), municipalityId: '27127' },
      });
      expect(errorMap(mismatch.body)).toEqual({ municipalityId: '市区町村が都道府県と一致しません。' });
      const response = await api.request('PUT', '/account/company', {
        token: tokens.client,
        body: {
          ...formOf(current),
          representativeName: '日向 陽二',
          accountType: String(BANK_ACCOUNT_TYPE.CHECKING),
        },
      });
      expect(response.status).toBe(200);
      expect(companySettingWriteResponseSchema.parse(response.body).data).toMatchObject({
        representativeName: '日向 陽二',
        accountType: BANK_ACCOUNT_TYPE.CHECKING,
      });
      const stale = await api.request('PUT', '/account/company', {
        token: tokens.client,
        body: formOf(current),
      });
      expect(stale.status).toBe(409);
      // A client that reads no versions sends none: its save is taken unchecked.
      const { updatedAt: _unread, ...unversioned } = formOf(current);
      const unchecked = await api.request('PUT', '/account/company', {
        token: tokens.client,
        body: { ...unversioned, representativeName: '日向 陽三' },
      });
      expect(unchecked.status).toBe(200);
      expect((await companyOf(tokens.client)).representativeName).toBe('日向 陽三');
    });

    it('requires the whole bank account once one of its fields is given', async () => {
      const current = await companyOf(tokens.store);
      const response = await api.request('PUT', '/account/company', {
        token: tokens.store,
        body: { ...formOf(current), bankName: '', branchCode: '', accountType: null },
      });
      expect(errorMap(response.body)).toEqual({
        bankName: '銀行名（カナ）を入力してください。',
        branchCode: '支店コードを入力してください。',
        accountType: '口座種別を選択してください。',
      });
    });
  });

  describe('lookups', () => {
    it('answers genres and the tags of the service', async () => {
      const genres = genresResponseSchema.parse(
        (await api.request('GET', '/genres', { token: tokens.client })).body,
      ).data;
      expect(genres.map((genre) => genre.name)).toEqual(
        expect.arrayContaining(['カフェ', 'ベーカリー', 'レストラン', '居酒屋', '美容室', '小売']),
      );
      const tags = serviceTagsResponseSchema.parse(
        (await api.request('GET', '/services/sample/tags?noPaginate=1', { token: tokens.sampleClient })).body,
      ).data;
      expect(tags.map((tag) => tag.name)).toEqual(['焼きたて', '天然酵母', 'イートイン', 'ギフト対応']);
      expect(
        (await api.request('GET', '/services/sample/tags?noPaginate=1', { token: tokens.client })).status,
      ).toBe(403);
    });

    it('answers companies: all for master, its own for a client', async () => {
      const all = companiesResponseSchema.parse(
        (await api.request('GET', '/companies?noPaginate=1', { token: tokens.master })).body,
      ).data;
      expect(all.length).toBeGreaterThanOrEqual(2);
      const own = companiesResponseSchema.parse(
        (await api.request('GET', '/companies?noPaginate=1', { token: tokens.client })).body,
      ).data;
      expect(own.map((company) => company.name)).toEqual(['株式会社ひだまり珈琲']);
    });

    it('looks up banks and branches by zengin code', async () => {
      const bank = bankResponseSchema.parse(
        (await api.request('GET', '/banks/0005', { token: tokens.store })).body,
      ).data;
      expect(bank).toEqual({ code: '0005', name: '三菱ＵＦＪ', nameKana: 'ミツビシユ-エフジエイ' });
      const branch = bankResponseSchema.parse(
        (await api.request('GET', '/banks/0001/branches/210', { token: tokens.client })).body,
      ).data;
      expect(branch).toEqual({ code: '210', name: '渋谷', nameKana: 'シブヤ' });
      const unknown = await api.request('GET', '/banks/9998', { token: tokens.client });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: ja.errors.noMatchingBank });
      expect((await api.request('GET', '/banks/0001/branches/999', { token: tokens.client })).body).toEqual({
        message: ja.errors.noMatchingBranch,
      });
    });
  });
});
