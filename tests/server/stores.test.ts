import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  storeAllResponseSchema,
  storeDetailResponseSchema,
  storeListResponseSchema,
  storeStatusResponseSchema,
  storeWriteResponseSchema,
} from '@shared/api';
import type { StoreDetail } from '@shared/api';
import { SHOP_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { shops, users } from '../../src-server/platform/db/schema';
import { groupIdByName, shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { errorMap, validShop } from './support/forms';
import { versionOf } from './support/http';

describe.each(DATABASE_TARGETS)('stores on $name', (target) => {
  const { api, tokens } = demoApi(target);

  const list = async (token: string, query = '') => {
    const response = await api.request('GET', `/demo/stores${query}`, { token });
    expect(response.status).toBe(200);
    return storeListResponseSchema.parse(response.body);
  };

  async function createShop(overrides: Parameters<typeof validShop>[0] = {}): Promise<StoreDetail> {
    const response = await api.request('POST', '/demo/stores', {
      token: tokens.client,
      body: validShop(overrides),
    });
    expect(response.status).toBe(201);
    return storeWriteResponseSchema.parse(response.body).data;
  }

  describe('GET /{subdomain}/stores', () => {
    it('lists the service shops with per-status counts', async () => {
      const page = await list(tokens.client);
      expect(page.meta.total).toBeGreaterThanOrEqual(60);
      expect(page.meta.per_page).toBe(15);
      expect(page.countData.map((entry) => entry.status)).toEqual(Object.values(SHOP_STATUS));
      expect(page.countData.reduce((sum, entry) => sum + entry.count, 0)).toBe(page.meta.total);
      expect(
        page.countData.find((entry) => entry.status === SHOP_STATUS.UNDER_REVIEW)?.count,
      ).toBeGreaterThan(1);
      const dates = page.data.map((shop) => Date.parse(shop.registDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(page.data[0]?.registDate).toMatch(/\+09:00$/);
    });

    it('filters by status, keeping the counts of every status', async () => {
      const all = await list(tokens.client);
      const onHold = await list(tokens.client, `?status=${SHOP_STATUS.ON_HOLD}&limit=100`);
      expect(onHold.data.every((shop) => shop.status === SHOP_STATUS.ON_HOLD)).toBe(true);
      expect(onHold.meta.total).toBe(
        all.countData.find((entry) => entry.status === SHOP_STATUS.ON_HOLD)?.count,
      );
      expect(onHold.countData).toEqual(all.countData);
    });

    it('filters by keyword, prefecture, group, genre and tag', async () => {
      const byKeyword = await list(tokens.client, `?keyword=${encodeURIComponent('渋谷道玄坂')}`);
      expect(byKeyword.data.map((shop) => shop.storeName)).toEqual(['ひだまり珈琲 渋谷道玄坂店']);
      const byCode = await list(tokens.client, '?keyword=DEMO-0001');
      expect(byCode.data.map((shop) => shop.shopCode)).toEqual(['DEMO-0001']);

      const osaka = await list(tokens.client, '?prefectureId=27&limit=100');
      expect(osaka.meta.total).toBeGreaterThan(3);
      expect(osaka.data.every((shop) => shop.prefectureId === 27 && shop.prefectureName === '大阪府')).toBe(
        true,
      );

      const groupId = await groupIdByName(api, 'demo', '関西エリア');
      const kansai = await list(tokens.client, `?groupId=${groupId}&limit=100`);
      expect(kansai.data.every((shop) => shop.groupName === '関西エリア')).toBe(true);
      const outside = await list(tokens.client, `?excludeGroupId=${groupId}&limit=100`);
      expect(outside.meta.total + kansai.meta.total).toBe((await list(tokens.client)).meta.total);

      const bakeries = await list(tokens.client, '?genreId=2&limit=100');
      expect(bakeries.meta.total).toBeGreaterThan(0);
      expect(bakeries.data.every((shop) => shop.genreName === 'ベーカリー')).toBe(true);
      const tagged = await list(tokens.client, '?serviceTagId=1&limit=100');
      expect(tagged.data.every((shop) => shop.serviceTagName === '駅近')).toBe(true);
    });

    it('answers the whole list for the map with noPaginate', async () => {
      const response = await api.request('GET', '/demo/stores?noPaginate=1', { token: tokens.client });
      const all = storeAllResponseSchema.parse(response.body);
      expect(all.data.length).toBeGreaterThanOrEqual(60);
      expect(all.data.every((shop) => shop.latitude !== null && shop.longitude !== null)).toBe(true);
    });

    it('sorts by whitelisted columns only', async () => {
      const byCode = await list(tokens.client, '?sort=shopCode&typeSort=asc&limit=3');
      expect(byCode.data.map((shop) => shop.shopCode)).toEqual(['DEMO-0001', 'DEMO-0002', 'DEMO-0003']);
      const fallback = await list(tokens.client, `?sort=${encodeURIComponent('name; drop table shops')}`);
      expect(fallback.data).toEqual((await list(tokens.client)).data);
    });

    it('shows a group user only the shops of its group', async () => {
      const page = await list(tokens.group, '?limit=100');
      expect(page.meta.total).toBeGreaterThan(5);
      expect(page.data.every((shop) => shop.groupName === '首都圏エリア')).toBe(true);
      expect(page.countData.reduce((sum, entry) => sum + entry.count, 0)).toBe(page.meta.total);
    });

    it('lets master list any service', async () => {
      const response = await api.request('GET', '/sample/stores', { token: tokens.master });
      expect(storeListResponseSchema.parse(response.body).meta.total).toBe(14);
    });

    it('answers 422 for a bad filter', async () => {
      const response = await api.request('GET', '/demo/stores?status=9&prefectureId=48', {
        token: tokens.client,
      });
      expect(response.status).toBe(422);
      expect(Object.keys(errorMap(response.body))).toEqual(['status', 'prefectureId']);
    });
  });

  describe('POST /{subdomain}/stores', () => {
    it('creates a shop pending review, with its allowed IPs and its store account', async () => {
      const form = validShop({
        allowIps: [
          { ipAddress: '192.0.2.1', ipRange: '192.0.2.30' },
          { ipAddress: '198.51.100.7', ipRange: '' },
        ],
        ecShopId: 'ec-new-1',
        ecShopPassword: 'EcSecret-1',
        ecSalesType: 2,
        serviceTagId: '2',
      });
      const response = await api.request('POST', '/demo/stores', { token: tokens.client, body: form });
      expect(response.status).toBe(201);
      const { message, data } = storeWriteResponseSchema.parse(response.body);
      expect(message).toBe(ja.success.created);
      expect(data).toMatchObject({
        storeName: form.storeName,
        status: SHOP_STATUS.UNDER_REVIEW,
        prefectureId: 13,
        prefectureName: '東京都',
        municipalityId: '13101',
        municipalityName: '千代田区',
        serviceTagName: 'Wi-Fi完備',
        ecEnabled: 1,
        ecShopId: 'ec-new-1',
        ecShopPasswordSet: true,
        ecSalesType: 2,
        account: { email: form.email, status: 2 },
      });
      expect(data.allowIps.map(({ ipAddress, ipRange }) => ({ ipAddress, ipRange }))).toEqual([
        { ipAddress: '192.0.2.1', ipRange: '192.0.2.30' },
        { ipAddress: '198.51.100.7', ipRange: null },
      ]);
      expect(JSON.stringify(response.body)).not.toContain('EcSecret-1');
      expect(JSON.stringify(response.body)).not.toContain('Passw0rd');
      await expect(api.login(String(form.email), 'Passw0rd!x')).resolves.toEqual(expect.any(String));
    });

    it('answers 422 with a Japanese message for every field of an empty form', async () => {
      const response = await api.request('POST', '/demo/stores', { token: tokens.client, body: {} });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toMatchObject({
        nameSei: 'オーナー姓を入力してください。',
        email: 'メールアドレスを入力してください。',
        zipcode: '郵便番号を入力してください。',
        prefectureId: '都道府県を選択してください。',
        municipalityId: '市区町村を選択してください。',
        storeName: '店舗名を入力してください。',
        genreId: 'ジャンルを選択してください。',
        shopCode: '店舗コードを入力してください。',
        password: '初期パスワードを入力してください。',
      });
    });

    it('checks formats, ranges and the EC fields', async () => {
      const response = await api.request('POST', '/demo/stores', {
        token: tokens.client,
        body: validShop({
          zipcode: '100-0001',
          telephone: '03-1234-5678',
          password: 'short',
          allowIps: [
            { ipAddress: '192.0.2.50', ipRange: '192.0.2.10' },
            { ipAddress: '300.1.1.1', ipRange: '' },
          ],
          ecRedirectUrl: 'not a url',
          latitude: 91,
        }),
      });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({
        zipcode: ' 郵便番号はハイフンなしの半角数字7桁で入力してください。'.trim(),
        telephone: '電話番号は0から始まる10桁または11桁の半角数字で入力してください。',
        password: '初期パスワードは8文字以上で入力してください。',
        'allowIps.0.ipRange': 'IP範囲（終了アドレス）は開始IPアドレス以降のアドレスを入力してください。',
        'allowIps.1.ipAddress': 'IPアドレスはIPアドレスの形式（例: 192.168.0.1）で入力してください。',
        ecRedirectUrl: 'ECリダイレクトURLはURLの形式で入力してください。',
        latitude: '緯度は-90から90までの数値で入力してください。',
      });
    });

    it('asks for the EC sales type and password once an EC shop id is given', async () => {
      const response = await api.request('POST', '/demo/stores', {
        token: tokens.client,
        body: validShop({ ecShopId: 'ec-x' }),
      });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({
        ecSalesType: 'EC売上種別を選択してください。',
        ecShopPassword: 'EC店舗パスワードを入力してください。',
      });
    });

    it('checks what only the server knows: municipality, group, code and e-mail', async () => {
      const sampleGroup = await groupIdByName(api, 'sample', '東日本エリア');
      const response = await api.request('POST', '/demo/stores', {
        token: tokens.client,
        body: validShop({
          municipalityId: '27127',
          groupId: sampleGroup,
          shopCode: 'DEMO-0001',
          email: 'store@demo.example',
          genreId: 999,
        }),
      });
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({
        municipalityId: '市区町村が都道府県と一致しません。',
        groupId: 'グループの選択肢が正しくありません。',
        genreId: 'ジャンルの選択肢が正しくありません。',
        shopCode: '店舗コードは既に登録されています。',
        email: 'メールアドレスは既に登録されています。',
      });
    });
  });

  describe('GET and PUT /{subdomain}/stores/{id}', () => {
    it('answers the detail without the EC password', async () => {
      const shopId = await shopIdByName(api, 'ひだまり珈琲 札幌駅前店');
      const response = await api.request('GET', `/demo/stores/${shopId}`, { token: tokens.client });
      const detail = storeDetailResponseSchema.parse(response.body).data;
      expect(detail).toMatchObject({
        shopCode: 'DEMO-0001',
        municipalityId: '01101',
        ecEnabled: 1,
        ecShopPasswordSet: true,
      });
      expect(detail.account?.email).toBe('sapporo@demo.example');
      expect(Object.keys(response.body as { data: object }).length).toBe(1);
      expect(JSON.stringify(response.body)).not.toMatch(/Ec-DEMO-0001/);
      expect(detail.allowIps.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown id or a shop of another service', async () => {
      const sampleShop = await shopIdByName(api, 'こむぎ堂 二子玉川店');
      for (const id of ['999999', 'abc', String(sampleShop)]) {
        const response = await api.request('GET', `/demo/stores/${id}`, { token: tokens.client });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: ja.errors.notFound });
      }
    });

    it('saves an edit with allowed-IP changes, and keeps an untyped EC password', async () => {
      const created = await createShop({
        allowIps: [
          { ipAddress: '192.0.2.1', ipRange: '' },
          { ipAddress: '192.0.2.2', ipRange: '' },
        ],
        ecShopId: 'ec-keep',
        ecShopPassword: 'KeepMe-1',
        ecSalesType: 1,
      });
      const [first, second] = created.allowIps;
      const response = await api.request('PUT', `/demo/stores/${created.id}`, {
        token: tokens.client,
        body: validShop({
          shopCode: created.shopCode ?? '',
          email: created.email,
          storeName: '改装後の店',
          password: '',
          ecShopId: 'ec-keep',
          ecShopPassword: '',
          ecSalesType: 2,
          allowIps: [
            { id: first?.id, ipAddress: '192.0.2.11', ipRange: '192.0.2.20' },
            { ipAddress: '203.0.113.9', ipRange: '' },
          ],
          deletedAllowIps: [second?.id ?? 0],
          updatedAt: created.updatedAt,
        } as never),
      });
      expect(response.status).toBe(200);
      const { message, data } = storeWriteResponseSchema.parse(response.body);
      expect(message).toBe(ja.success.updated);
      expect(data).toMatchObject({ storeName: '改装後の店', ecShopPasswordSet: true, ecSalesType: 2 });
      expect(data.allowIps).toEqual([
        { id: first?.id, ipAddress: '192.0.2.11', ipRange: '192.0.2.20' },
        { id: expect.any(Number), ipAddress: '203.0.113.9', ipRange: null },
      ]);
      const [row] = await api.db
        .select({ password: shops.ecShopPassword })
        .from(shops)
        .where(eq(shops.id, created.id));
      expect(row?.password).toBe('KeepMe-1');
    });

    it('answers 409 for an edit with a stale updatedAt', async () => {
      const created = await createShop();
      const edit = (storeName: string) =>
        api.request('PUT', `/demo/stores/${created.id}`, {
          token: tokens.client,
          body: {
            ...validShop({ shopCode: created.shopCode ?? '', storeName, password: '' }),
            updatedAt: created.updatedAt,
          },
        });
      expect((await edit('一回目')).status).toBe(200);
      const stale = await edit('二回目');
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: ja.errors.alreadyUpdated });
    });

    it('checks an edit for staleness only when it carries updatedAt (a client that read none sends none)', async () => {
      const created = await createShop();
      const unversioned = await api.request('PUT', `/demo/stores/${created.id}`, {
        token: tokens.client,
        body: validShop({ shopCode: created.shopCode ?? '', password: '', storeName: '版なしの更新' }),
      });
      expect(unversioned.status).toBe(200);
      expect(unversioned.body).toMatchObject({ data: { storeName: '版なしの更新' } });
      const stale = await api.request('PUT', `/demo/stores/${created.id}`, {
        token: tokens.client,
        body: {
          ...validShop({ shopCode: created.shopCode ?? '', password: '' }),
          updatedAt: versionOf(created),
        },
      });
      expect(stale.status).toBe(409);
      const empty = await api.request('PUT', `/demo/stores/${created.id}`, {
        token: tokens.client,
        body: { ...validShop({ shopCode: created.shopCode ?? '', password: '' }), updatedAt: '' },
      });
      expect(errorMap(empty.body)).toEqual({ updatedAt: '更新日時を入力してください。' });
    });

    it('resets the store account password when one is typed', async () => {
      const created = await createShop();
      const response = await api.request('PUT', `/demo/stores/${created.id}`, {
        token: tokens.client,
        body: {
          ...validShop({ shopCode: created.shopCode ?? '', email: created.email, password: 'NewPassw0rd!' }),
          updatedAt: created.updatedAt,
        },
      });
      expect(response.status).toBe(200);
      await expect(api.login(created.email, 'NewPassw0rd!')).resolves.toEqual(expect.any(String));
    });
  });

  describe('PUT /{subdomain}/stores/update-status/{id}', () => {
    const changeStatus = (id: number, status: number, updatedAt: string) =>
      api.request('PUT', `/demo/stores/update-status/${id}`, {
        token: tokens.client,
        body: { status, updatedAt },
      });

    it('approves a pending shop, then pauses and resumes it', async () => {
      const shop = await createShop();
      const approved = await changeStatus(shop.id, SHOP_STATUS.ACTIVE, versionOf(shop));
      expect(approved.status).toBe(200);
      const approval = storeStatusResponseSchema.parse(approved.body);
      expect(approval).toMatchObject({
        message: ja.success.reviewReflected,
        data: { status: SHOP_STATUS.ACTIVE },
      });
      const paused = storeStatusResponseSchema.parse(
        (await changeStatus(shop.id, SHOP_STATUS.PAUSED, versionOf(approval.data))).body,
      );
      expect(paused.message).toBe(ja.success.paused);
      const resumed = storeStatusResponseSchema.parse(
        (await changeStatus(shop.id, SHOP_STATUS.ACTIVE, versionOf(paused.data))).body,
      );
      expect(resumed.message).toBe(ja.success.pauseReleased);
    });

    it('puts a pending shop on hold, then rejects it', async () => {
      const shop = await createShop();
      const held = storeStatusResponseSchema.parse(
        (await changeStatus(shop.id, SHOP_STATUS.ON_HOLD, versionOf(shop))).body,
      );
      expect(held.message).toBe(ja.success.onHold);
      const rejected = storeStatusResponseSchema.parse(
        (await changeStatus(shop.id, SHOP_STATUS.REJECTED, versionOf(held.data))).body,
      );
      expect(rejected).toMatchObject({
        message: ja.success.reviewReflected,
        data: { status: SHOP_STATUS.REJECTED },
      });
    });

    it('refuses to judge a shop that is neither pending nor on hold', async () => {
      const shop = await createShop();
      const approved = storeStatusResponseSchema.parse(
        (await changeStatus(shop.id, SHOP_STATUS.ACTIVE, versionOf(shop))).body,
      );
      const response = await changeStatus(shop.id, SHOP_STATUS.REJECTED, versionOf(approved.data));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: ja.errors.reviewNotAllowed,
        errors: [{ name: 'status', message: ja.errors.reviewNotAllowed }],
      });
    });

    it('refuses to pause a shop that is not active', async () => {
      const shop = await createShop();
      const response = await changeStatus(shop.id, SHOP_STATUS.PAUSED, versionOf(shop));
      expect(response.status).toBe(422);
      expect(errorMap(response.body)).toEqual({ status: ja.errors.statusChangeNotAllowed });
    });

    it('answers 409 for a stale updatedAt and 422 for an unknown status', async () => {
      const shop = await createShop();
      expect((await changeStatus(shop.id, SHOP_STATUS.ACTIVE, versionOf(shop))).status).toBe(200);
      expect((await changeStatus(shop.id, SHOP_STATUS.PAUSED, versionOf(shop))).status).toBe(409);
      const unknown = await changeStatus(shop.id, 8, versionOf(shop));
      expect(errorMap(unknown.body)).toEqual({ status: 'ステータスの選択肢が正しくありません。' });
    });
  });

  describe('DELETE /{subdomain}/stores/{id}', () => {
    it('deletes a shop and its store account', async () => {
      const shop = await createShop();
      const response = await api.request('DELETE', `/demo/stores/${shop.id}`, { token: tokens.client });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: ja.success.deleted });
      expect((await api.request('GET', `/demo/stores/${shop.id}`, { token: tokens.client })).status).toBe(
        404,
      );
      expect(await api.db.select().from(users).where(eq(users.email, shop.email))).toEqual([]);
    });

    it('accepts POST with _method delete, and refuses a bare POST', async () => {
      const shop = await createShop();
      const bare = await api.request('POST', `/demo/stores/${shop.id}`, { token: tokens.client, body: {} });
      expect(bare.status).toBe(404);
      const overridden = await api.request('POST', `/demo/stores/${shop.id}`, {
        token: tokens.client,
        body: { _method: 'delete', updatedAt: shop.updatedAt },
      });
      expect(overridden.status).toBe(200);
      expect((await api.request('DELETE', `/demo/stores/${shop.id}`, { token: tokens.client })).status).toBe(
        404,
      );
    });

    it('answers 409 when the shop changed since it was shown', async () => {
      const shop = await createShop();
      await api.request('PUT', `/demo/stores/update-status/${shop.id}`, {
        token: tokens.client,
        body: { status: SHOP_STATUS.ACTIVE, updatedAt: shop.updatedAt },
      });
      const response = await api.request(
        'DELETE',
        `/demo/stores/${shop.id}?updatedAt=${encodeURIComponent(versionOf(shop))}`,
        {
          token: tokens.client,
        },
      );
      expect(response.status).toBe(409);
    });
  });
});
