import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponDetailResponseSchema, couponListResponseSchema, couponWriteResponseSchema } from '@shared/api';
import type { CouponDetail } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { couponUses, coupons } from '../../src-server/modules/coupons/schema';
import { shops } from '../../src-server/platform/db/schema';
import { groupIdByName, shopIdByName } from './support/accounts';
import { appKeyHeader, couponForm, customerIdsOf } from './support/coupons';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { postMultipart, rawRequest, multipartBody, SAMPLE_FILES } from './support/http';

const labels = ja.forms.coupon;

describe.each(DATABASE_TARGETS)('coupons on $name', (target) => {
  const { api, tokens } = demoApi(target);
  let storeShop: number;
  let customerIds: number[];

  beforeAll(async () => {
    storeShop = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    customerIds = await customerIdsOf(api, 'demo');
  });

  async function create(overrides: Record<string, unknown> = {}): Promise<CouponDetail> {
    const response = await api.request('POST', '/demo/coupons', {
      token: tokens.store,
      body: couponForm(overrides),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return couponWriteResponseSchema.parse(response.body).data;
  }

  const use = (couponId: number, customerId = customerIds[0], subdomain = 'demo') =>
    api.request('POST', `/app/coupons/${couponId}/use`, {
      headers: appKeyHeader(subdomain),
      body: { customerId },
    });

  describe('list', () => {
    it('shows a store only its own shop, with counts per state and 40 rows or more to page through', async () => {
      const response = await api.request('GET', '/demo/coupons?limit=200', { token: tokens.store });
      const body = couponListResponseSchema.parse(response.body);
      expect(body.meta.total).toBeGreaterThanOrEqual(40);
      expect(new Set(body.data.map((coupon) => coupon.shopId))).toEqual(new Set([storeShop]));
      const counted = body.countData.reduce((sum, entry) => sum + entry.count, 0);
      expect(counted).toBe(body.meta.total);
      expect(body.countData.map((entry) => entry.state)).toEqual([
        'scheduled',
        'active',
        'paused',
        'exhausted',
        'ended',
      ]);
    });

    it('shows demo coupons registered before today and a week before their first day at the latest', async () => {
      const response = await api.request('GET', '/demo/coupons?limit=200&sort=registDate&typeSort=DESC', {
        token: tokens.store,
      });
      const body = couponListResponseSchema.parse(response.body);
      const now = api.clock().getTime();
      for (const coupon of body.data) {
        expect(Date.parse(coupon.registDate), coupon.name).toBeLessThan(now);
        expect(Date.parse(coupon.registDate), coupon.name).toBeLessThan(Date.parse(coupon.startDate));
      }
    });

    it("shows a group its group's shops and head office every shop of the service", async () => {
      const groupId = await groupIdByName(api, 'demo', '首都圏エリア');
      const groupShops = await api.db.select({ id: shops.id }).from(shops).where(eq(shops.groupId, groupId));
      const group = couponListResponseSchema.parse(
        (await api.request('GET', '/demo/coupons?limit=200', { token: tokens.group })).body,
      );
      expect(group.data.length).toBeGreaterThan(0);
      const allowed = new Set(groupShops.map((shop) => shop.id));
      expect(group.data.every((coupon) => allowed.has(coupon.shopId))).toBe(true);

      const client = couponListResponseSchema.parse(
        (await api.request('GET', '/demo/coupons?limit=200', { token: tokens.client })).body,
      );
      expect(client.meta.total).toBeGreaterThan(group.meta.total);
      expect(new Set(client.data.map((coupon) => coupon.shopId)).size).toBeGreaterThan(allowed.size);
    });

    it('filters by state and keyword, and sorts by a whitelisted column only', async () => {
      const paused = couponListResponseSchema.parse(
        (await api.request('GET', '/demo/coupons?state=paused&limit=200', { token: tokens.client })).body,
      );
      expect(paused.data.length).toBeGreaterThan(0);
      expect(paused.data.every((coupon) => coupon.state === 'paused' && coupon.status === 3)).toBe(true);

      const keyword = couponListResponseSchema.parse(
        (
          await api.request('GET', `/demo/coupons?keyword=${encodeURIComponent('雨の日')}`, {
            token: tokens.client,
          })
        ).body,
      );
      expect(keyword.data.length).toBeGreaterThan(0);
      expect(keyword.data.every((coupon) => coupon.name.includes('雨の日'))).toBe(true);

      const byUses = couponListResponseSchema.parse(
        (await api.request('GET', '/demo/coupons?sort=usedCount&typeSort=asc', { token: tokens.client }))
          .body,
      );
      const counts = byUses.data.map((coupon) => coupon.usedCount);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      const odd = await api.request('GET', '/demo/coupons?sort=passwordHash', { token: tokens.client });
      expect(odd.status).toBe(200);
    });

    it('sorts an unlimited coupon (制限なし) by 残り回数 as more than any count, so it heads the list descending', async () => {
      const all = async (typeSort: 'ASC' | 'DESC') =>
        couponListResponseSchema.parse(
          (
            await api.request('GET', `/demo/coupons?sort=remainingUsage&typeSort=${typeSort}&limit=200`, {
              token: tokens.store,
            })
          ).body,
        ).data;
      const descending = await all('DESC');
      const unlimited = descending.filter((coupon) => coupon.remainingUsage === null).length;
      expect(unlimited).toBeGreaterThan(0);
      expect(descending.length).toBeGreaterThan(unlimited);
      expect(descending.slice(0, unlimited).every((coupon) => coupon.remainingUsage === null)).toBe(true);
      const counts = descending.slice(unlimited).map((coupon) => coupon.remainingUsage!);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const ascending = await all('ASC');
      expect(ascending.map((coupon) => coupon.id)).toEqual(descending.map((coupon) => coupon.id).reverse());
    });

    it('refuses a bad filter with a Japanese 422', async () => {
      const response = await api.request('GET', '/demo/coupons?state=gone', { token: tokens.client });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ message: ja.errors.validationFailed });
    });
  });

  describe('create and edit', () => {
    it("creates a coupon for the store's own shop over whole Tokyo days", async () => {
      const coupon = await create({ startDate: '2026-04-01', endDate: '2026-04-30' });
      expect(coupon.shopId).toBe(storeShop);
      expect(coupon.startDate).toBe('2026-04-01T00:00:00+09:00');
      expect(coupon.endDate).toBe('2026-04-30T23:59:59+09:00');
      expect(coupon).toMatchObject({
        limitType: 1,
        remainingUsage: 100,
        usedCount: 0,
        noteBackground: 'navyBlue',
      });
    });

    it('keeps no remaining count for an unlimited coupon', async () => {
      const coupon = await create({ limitType: 0, remainingUsage: 55 });
      expect(coupon.remainingUsage).toBeNull();
    });

    it('answers every rule in Japanese on its field', async () => {
      const response = await api.request('POST', '/demo/coupons', {
        token: tokens.store,
        body: couponForm({
          name: '',
          title: 'ドリンク無料🎉',
          noteBackground: 'purple',
        }),
      });
      expect(response.status).toBe(422);
      const errors = (response.body as { errors: { name: string; message: string }[] }).errors;
      const byName = Object.fromEntries(errors.map((entry) => [entry.name, entry.message]));
      expect(byName).toMatchObject({
        name: fieldMessage(labels.name, ja.validation.required),
        title: fieldMessage(labels.title, ja.validation.noEmoji),
        noteBackground: fieldMessage(labels.noteBackground, ja.validation.unknownChoice),
      });
    });

    it('checks the rules across fields: a limited count, and the end day not before the start day', async () => {
      const response = await api.request('POST', '/demo/coupons', {
        token: tokens.store,
        body: couponForm({ remainingUsage: '', startDate: '2026-05-10', endDate: '2026-05-09' }),
      });
      expect(response.status).toBe(422);
      expect((response.body as { errors: unknown[] }).errors).toEqual([
        { name: 'remainingUsage', message: fieldMessage(labels.remainingUsage, ja.validation.required) },
        {
          name: 'endDate',
          message: fieldMessage(labels.endDate, ja.validation.dateRangeOrder, { start: labels.startDate }),
        },
      ]);
      const sameDay = await api.request('POST', '/demo/coupons', {
        token: tokens.store,
        body: couponForm({ startDate: '2026-05-10', endDate: '2026-05-10' }),
      });
      expect(sameDay.status).toBe(201);
    });

    it('takes the image as multipart and refuses a file that is not an image', async () => {
      const fields = Object.fromEntries(
        Object.entries(couponForm()).map(([key, value]) => [key, String(value)]),
      );
      const ok = await postMultipart(api, '/demo/coupons', tokens.store, fields, [
        { name: 'image', fileName: 'coupon.png', contentType: 'image/png', data: SAMPLE_FILES.png },
      ]);
      expect(ok.status).toBe(201);
      const imageUrl = couponWriteResponseSchema.parse(ok.body).data.imageUrl;
      expect(imageUrl).toMatch(/\/demo\/media\/\d+$/);

      const bad = await postMultipart(api, '/demo/coupons', tokens.store, fields, [
        { name: 'image', fileName: 'coupon.png', contentType: 'image/png', data: SAMPLE_FILES.text },
      ]);
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ errors: [{ name: 'image', message: ja.errors.imageExtension }] });
    });

    it('edits with the updatedAt it read, 409 on a stale one, and replaces the image', async () => {
      const coupon = await create();
      const fields = Object.fromEntries(
        Object.entries(couponForm({ title: '新しいタイトル', updatedAt: coupon.updatedAt })).map(([k, v]) => [
          k,
          String(v),
        ]),
      );
      const { body, contentType } = multipartBody(fields, [
        { name: 'image', fileName: 'new.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.jpeg },
      ]);
      const edited = await rawRequest(api, 'PUT', `/demo/coupons/${coupon.id}`, {
        token: tokens.store,
        body,
        contentType,
      });
      expect(edited.status).toBe(200);
      const saved = couponWriteResponseSchema.parse(edited.json());
      expect(saved.message).toBe(ja.success.updated);
      expect(saved.data.title).toBe('新しいタイトル');
      expect(saved.data.imageUrl).not.toBeNull();

      const stale = await api.request('PUT', `/demo/coupons/${coupon.id}`, {
        token: tokens.store,
        body: couponForm({ updatedAt: coupon.updatedAt }),
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: ja.errors.alreadyUpdated });
    });

    it('lowers an unused coupon freely, but once used never below the current remaining count', async () => {
      const coupon = await create({ remainingUsage: 10 });
      const lowered = await api.request('PUT', `/demo/coupons/${coupon.id}`, {
        token: tokens.store,
        body: couponForm({ remainingUsage: 5, updatedAt: coupon.updatedAt }),
      });
      expect(lowered.status).toBe(200);
      const afterLower = couponWriteResponseSchema.parse(lowered.body).data;
      expect((await use(coupon.id)).status).toBe(201);

      const below = await api.request('PUT', `/demo/coupons/${coupon.id}`, {
        token: tokens.store,
        body: couponForm({ remainingUsage: 3, updatedAt: afterLower.updatedAt }),
      });
      expect(below.status).toBe(422);
      expect(below.body).toMatchObject({
        errors: [
          {
            name: 'remainingUsage',
            message: fieldMessage(labels.remainingUsage, ja.validation.notBelowCurrent),
          },
        ],
      });
      const same = await api.request('PUT', `/demo/coupons/${coupon.id}`, {
        token: tokens.store,
        body: couponForm({ remainingUsage: 4, updatedAt: afterLower.updatedAt }),
      });
      expect(same.status).toBe(200);
    });

    it('refuses once used to turn an unlimited coupon into a limited one', async () => {
      const coupon = await create({ limitType: 0 });
      expect((await use(coupon.id)).status).toBe(201);
      const limited = await api.request('PUT', `/demo/coupons/${coupon.id}`, {
        token: tokens.store,
        body: couponForm({ limitType: 1, remainingUsage: 1000, updatedAt: coupon.updatedAt }),
      });
      expect(limited.status).toBe(422);
    });

    it("refuses another shop's coupon to a store (403) and an unknown one (404)", async () => {
      const [other] = await api.db
        .select({ id: coupons.id })
        .from(coupons)
        .innerJoin(shops, eq(shops.id, coupons.shopId))
        .where(eq(shops.name, 'ひだまり珈琲 新宿三丁目店'))
        .limit(1);
      const read = await api.request('GET', `/demo/coupons/${other?.id}`, { token: tokens.store });
      expect(read).toMatchObject({ status: 403, body: { message: ja.errors.forbidden } });
      const edit = await api.request('PUT', `/demo/coupons/${other?.id}`, {
        token: tokens.store,
        body: couponForm(),
      });
      expect(edit.status).toBe(403);
      expect((await api.request('GET', '/demo/coupons/999999', { token: tokens.store })).status).toBe(404);
      const sample = await api.request('GET', `/sample/coupons/${other?.id}`, { token: tokens.sampleClient });
      expect(sample.status).toBe(404);
    });
  });

  describe('pause and resume', () => {
    it('pauses and resumes with their messages; a paused coupon refuses every use', async () => {
      const coupon = await create();
      const paused = await api.request('PUT', `/demo/coupons/update-status/${coupon.id}`, {
        token: tokens.store,
        body: { status: 3, updatedAt: coupon.updatedAt },
      });
      expect(paused.status).toBe(200);
      const pausedBody = couponWriteResponseSchema.parse(paused.body);
      expect(pausedBody.message).toBe(ja.success.paused);
      expect(pausedBody.data.state).toBe('paused');
      expect(await use(coupon.id)).toMatchObject({
        status: 409,
        body: { code: 'paused', message: ja.appApi.couponPaused },
      });

      const resumed = await api.request('PUT', `/demo/coupons/update-status/${coupon.id}`, {
        token: tokens.store,
        body: { status: 2, updatedAt: pausedBody.data.updatedAt },
      });
      expect(couponWriteResponseSchema.parse(resumed.body)).toMatchObject({
        message: ja.success.pauseReleased,
        data: { state: 'active' },
      });
      expect((await use(coupon.id)).status).toBe(201);
    });
  });

  describe('the app-facing use', () => {
    it('records a use, decrements the remaining count and shows it in the detail', async () => {
      const coupon = await create({ remainingUsage: 2 });
      const first = await use(coupon.id);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        message: ja.appApi.couponUsed,
        data: { couponId: coupon.id, customerId: customerIds[0], shopId: storeShop, remainingUsage: 1 },
      });
      expect((await use(coupon.id)).status).toBe(201);
      expect(await use(coupon.id)).toMatchObject({ status: 409, body: { code: 'exhausted' } });
      const detail = couponDetailResponseSchema.parse(
        (await api.request('GET', `/demo/coupons/${coupon.id}`, { token: tokens.store })).body,
      ).data;
      expect(detail).toMatchObject({ remainingUsage: 0, usedCount: 2, state: 'exhausted' });
    });

    it('refuses a coupon before its first day and after its last day', async () => {
      const later = await create({ startDate: '2098-01-01', endDate: '2098-12-31' });
      expect(await use(later.id)).toMatchObject({ status: 409, body: { code: 'notStarted' } });
      const over = await create({ startDate: '2020-01-01', endDate: '2020-01-31' });
      expect(await use(over.id)).toMatchObject({
        status: 409,
        body: { code: 'expired', message: ja.appApi.couponExpired },
      });
    });

    it('authenticates as the service app only, and keeps to that service', async () => {
      const coupon = await create();
      const noKey = await api.request('POST', `/app/coupons/${coupon.id}/use`, {
        body: { customerId: customerIds[0] },
      });
      expect(noKey).toMatchObject({ status: 401, body: { message: ja.appApi.unauthenticated } });
      const userToken = await api.request('POST', `/app/coupons/${coupon.id}/use`, {
        token: tokens.store,
        body: { customerId: customerIds[0] },
      });
      expect(userToken.status).toBe(401);
      expect((await use(coupon.id, customerIds[0], 'sample')).status).toBe(404);
      const [sampleCustomer] = await customerIdsOf(api, 'sample', 1);
      const foreign = await use(coupon.id, sampleCustomer);
      expect(foreign.status).toBe(422);
      expect(foreign.body).toMatchObject({ errors: [{ name: 'customerId' }] });
      expect((await use(coupon.id, 'abc' as unknown as number)).status).toBe(422);
      const rows = await api.db
        .select({ id: couponUses.id })
        .from(couponUses)
        .where(eq(couponUses.couponId, coupon.id));
      expect(rows).toHaveLength(0);
    });

    // 1,000 requests through the whole stack: give a busy shared machine time.
    it('gives exactly 100 uses and 900 clear refusals to 1,000 concurrent uses of 100 remaining', async () => {
      const coupon = await create({ remainingUsage: 100 });
      const responses = await Promise.all(
        Array.from({ length: 1000 }, (_, index) => use(coupon.id, customerIds[index % customerIds.length])),
      );
      const used = responses.filter((response) => response.status === 201);
      const refused = responses.filter((response) => response.status === 409);
      expect(used).toHaveLength(100);
      expect(refused).toHaveLength(900);
      expect(refused.every((response) => (response.body as { code: string }).code === 'exhausted')).toBe(
        true,
      );
      const remaining = used.map(
        (response) => (response.body as { data: { remainingUsage: number } }).data.remainingUsage,
      );
      expect(new Set(remaining).size).toBe(100);
      const [row] = await api.db
        .select({ remainingUsage: coupons.remainingUsage, usedCount: coupons.usedCount })
        .from(coupons)
        .where(eq(coupons.id, coupon.id));
      expect(row).toEqual({ remainingUsage: 0, usedCount: 100 });
      const uses = await api.db
        .select({ id: couponUses.id })
        .from(couponUses)
        .where(eq(couponUses.couponId, coupon.id));
      expect(uses).toHaveLength(100);
    }, 120_000);

    it("names the customer once when it is not the service's", async () => {
      const coupon = await create();
      const [sampleCustomer] = await customerIdsOf(api, 'sample', 1);
      const foreign = await use(coupon.id, sampleCustomer);
      expect(foreign.body).toMatchObject({
        errors: [{ name: 'customerId', message: '顧客が見つかりません。' }],
      });
    });
  });

  describe("Idempotency-Key on the app's coupon use", () => {
    const useWithKey = (couponId: number, key: string, customerId = customerIds[0]) =>
      api.request('POST', `/app/coupons/${couponId}/use`, {
        headers: { ...appKeyHeader('demo'), 'idempotency-key': key },
        body: { customerId },
      });

    async function usesOf(couponId: number) {
      return api.db.select({ id: couponUses.id }).from(couponUses).where(eq(couponUses.couponId, couponId));
    }

    it('makes one use of 20 concurrent replays of one key, and answers each the first answer', async () => {
      const coupon = await create({ remainingUsage: 10 });
      const key = `retry-${coupon.id}-a`;
      const responses = await Promise.all(Array.from({ length: 20 }, () => useWithKey(coupon.id, key)));
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
      const first = responses.find((response) => response.headers['idempotent-replayed'] === undefined);
      expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
        19,
      );
      for (const response of responses) expect(response.body).toEqual(first?.body);
      expect(first?.body).toMatchObject({ data: { couponId: coupon.id, remainingUsage: 9 } });
      expect(await usesOf(coupon.id)).toHaveLength(1);

      // Another key is another use; no key, as before, a use each time.
      expect(await useWithKey(coupon.id, `retry-${coupon.id}-b`)).toMatchObject({
        status: 201,
        body: { data: { remainingUsage: 8 } },
      });
      expect((await use(coupon.id)).status).toBe(201);
      expect(await usesOf(coupon.id)).toHaveLength(3);
    }, 60_000);

    it('answers a refusal again too, refuses the key with another body, and acts anew after 24 hours', async () => {
      const coupon = await create({ remainingUsage: 1 });
      expect((await use(coupon.id)).status).toBe(201);
      const key = `retry-${coupon.id}`;
      const refused = await useWithKey(coupon.id, key);
      expect(refused).toMatchObject({ status: 409, body: { code: 'exhausted' } });
      expect(await useWithKey(coupon.id, key)).toMatchObject({
        status: 409,
        body: refused.body,
        headers: { 'idempotent-replayed': 'true' },
      });

      const other = await useWithKey(coupon.id, key, customerIds[1]);
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({
        errors: [
          {
            name: 'idempotency-key',
            message: fieldMessage(ja.server.fields.idempotencyKey, ja.server.idempotencyKeyReused),
          },
        ],
      });
      expect((await useWithKey(coupon.id, '')).status).toBe(422);
      expect((await useWithKey(coupon.id, 'x'.repeat(256))).status).toBe(422);

      // A request error is not kept: the key still serves the corrected call.
      const fresh = await create({ remainingUsage: 5 });
      const mistaken = `mistaken-${fresh.id}`;
      const [sampleCustomer] = await customerIdsOf(api, 'sample', 1);
      expect((await useWithKey(fresh.id, mistaken, sampleCustomer)).status).toBe(422);
      expect((await useWithKey(fresh.id, mistaken)).status).toBe(201);

      api.clock.advance(24 * 60 * 60 * 1000 + 1000);
      try {
        await api.db.update(coupons).set({ remainingUsage: 3 }).where(eq(coupons.id, coupon.id));
        const again = await useWithKey(coupon.id, key);
        expect(again.status).toBe(201);
        expect(again.headers['idempotent-replayed']).toBeUndefined();
      } finally {
        api.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
      }
    });
  });
});
