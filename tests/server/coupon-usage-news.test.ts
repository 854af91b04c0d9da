import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponUsageListResponseSchema,
  couponUsageSummaryResponseSchema,
  couponWriteResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  newsWriteResponseSchema,
} from '@shared/api';
import { COUPON_USAGE_DEFAULT_DAYS, NEWS_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { coupons } from '../../src-server/modules/coupons/schema';
import { shops } from '../../src-server/platform/db/schema';
import { shopIdByName } from './support/accounts';
import { appKeyHeader, couponForm, customerIdsOf } from './support/coupons';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { postMultipart, SAMPLE_FILES } from './support/http';

describe.each(DATABASE_TARGETS)('coupon usage and news on $name', (target) => {
  const { api, tokens } = demoApi(target);
  let storeShop: number;

  beforeAll(async () => {
    storeShop = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
  });

  describe('usage history', () => {
    it("lists the uses of the caller's shops, newest first, 40 or more for the store", async () => {
      const store = couponUsageListResponseSchema.parse(
        (await api.request('GET', '/demo/coupons/history-using', { token: tokens.store })).body,
      );
      expect(store.meta.total).toBeGreaterThanOrEqual(40);
      expect(store.data.every((row) => row.shopId === storeShop)).toBe(true);
      const times = store.data.map((row) => Date.parse(row.usedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const client = couponUsageListResponseSchema.parse(
        (await api.request('GET', '/demo/coupons/history-using', { token: tokens.client })).body,
      );
      expect(client.meta.total).toBeGreaterThan(store.meta.total);
    });

    it('finds a new use by coupon, by customer name and within the day it happened (Tokyo)', async () => {
      const created = await api.request('POST', '/demo/coupons', { token: tokens.store, body: couponForm() });
      const coupon = couponWriteResponseSchema.parse(created.body).data;
      const [customerId] = await customerIdsOf(api, 'demo', 1);
      const used = await api.request('POST', `/app/coupons/${coupon.id}/use`, {
        headers: appKeyHeader('demo'),
        body: { customerId },
      });
      expect(used.status).toBe(201);
      const usedAt = (used.body as { data: { usedAt: string } }).data.usedAt;
      const day = usedAt.slice(0, 10);

      const byCoupon = couponUsageListResponseSchema.parse(
        (
          await api.request('GET', `/demo/coupons/history-using?couponId=${coupon.id}`, {
            token: tokens.store,
          })
        ).body,
      );
      expect(byCoupon.data).toHaveLength(1);
      const [row] = byCoupon.data;
      expect(row).toMatchObject({
        couponId: coupon.id,
        couponName: coupon.name,
        shopId: storeShop,
        customerId,
      });
      const name = row?.customerName?.split(' ')[0] ?? '';
      const byName = couponUsageListResponseSchema.parse(
        (
          await api.request(
            'GET',
            `/demo/coupons/history-using?couponId=${coupon.id}&keyword=${encodeURIComponent(name)}&dateFrom=${day}&dateTo=${day}`,
            { token: tokens.store },
          )
        ).body,
      );
      expect(byName.data).toHaveLength(1);
      const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const after = couponUsageListResponseSchema.parse(
        (
          await api.request('GET', `/demo/coupons/history-using?couponId=${coupon.id}&dateFrom=${nextDay}`, {
            token: tokens.store,
          })
        ).body,
      );
      expect(after.data).toHaveLength(0);

      const summary = couponUsageSummaryResponseSchema.parse(
        (
          await api.request('GET', `/demo/coupons/history-using/summary?couponId=${coupon.id}`, {
            token: tokens.store,
          })
        ).body,
      ).data;
      expect(summary.total).toBe(1);
      expect(summary.perDay).toHaveLength(COUPON_USAGE_DEFAULT_DAYS);
      expect(summary.perDay.find((entry) => entry.date === day)?.count).toBe(1);
      expect(summary.perCoupon).toEqual([
        { couponId: coupon.id, name: coupon.name, shopName: coupon.shopName, count: 1 },
      ]);
    });

    it('sums the same uses as the history lists, per day and per coupon', async () => {
      const range = 'dateFrom=2025-01-01&dateTo=2025-12-31';
      const list = couponUsageListResponseSchema.parse(
        (await api.request('GET', `/demo/coupons/history-using?${range}&limit=1`, { token: tokens.group }))
          .body,
      );
      const summary = couponUsageSummaryResponseSchema.parse(
        (await api.request('GET', `/demo/coupons/history-using/summary?${range}`, { token: tokens.group }))
          .body,
      ).data;
      expect(summary.total).toBe(list.meta.total);
      expect(summary.perDay).toHaveLength(365);
      expect(summary.perDay.reduce((sum, entry) => sum + entry.count, 0)).toBe(summary.total);
      const counts = summary.perCoupon.map((entry) => entry.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('refuses a reversed or too long range in Japanese', async () => {
      const reversed = await api.request(
        'GET',
        '/demo/coupons/history-using?dateFrom=2025-02-01&dateTo=2025-01-01',
        {
          token: tokens.client,
        },
      );
      expect(reversed.status).toBe(422);
      const long = await api.request(
        'GET',
        '/demo/coupons/history-using/summary?dateFrom=2020-01-01&dateTo=2025-01-01',
        {
          token: tokens.client,
        },
      );
      expect(long.status).toBe(422);
      expect(long.body).toMatchObject({ errors: [{ name: 'dateTo' }] });
    });
  });

  describe('news', () => {
    const textFields = {
      title: 'ハロウィン限定メニュー',
      content: 'かぼちゃのラテを販売中です。',
      additionalContent: '',
      contentKind: 'news',
    };

    it('creates news with images in order and shows it in the list and the detail', async () => {
      const created = await postMultipart(api, '/demo/news', tokens.store, textFields, [
        { name: 'images[]', fileName: 'a.png', contentType: 'image/png', data: SAMPLE_FILES.png },
        { name: 'images[]', fileName: 'b.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.jpeg },
      ]);
      expect(created.status).toBe(201);
      const body = newsWriteResponseSchema.parse(created.body);
      expect(body.message).toBe(ja.success.created);
      expect(body.data).toMatchObject({
        shopId: storeShop,
        imageCount: 2,
        contentKind: 'news',
        couponId: null,
      });
      expect(body.data.images).toHaveLength(2);

      const list = newsListResponseSchema.parse(
        (await api.request('GET', '/demo/news', { token: tokens.store })).body,
      );
      expect(list.meta.total).toBeGreaterThanOrEqual(40);
      expect(list.data[0]?.id).toBe(body.data.id);
      expect(list.data.every((item) => item.shopId === storeShop)).toBe(true);
      const detail = newsDetailResponseSchema.parse(
        (await api.request('GET', `/demo/news/${body.data.id}`, { token: tokens.client })).body,
      );
      expect(detail.data.content).toBe(textFields.content);
    });

    it("refuses more images than allowed, emoji and a coupon kind without the shop's coupon", async () => {
      const tooMany = await postMultipart(
        api,
        '/demo/news',
        tokens.store,
        textFields,
        Array.from({ length: NEWS_MAX_IMAGES + 1 }, (_, index) => ({
          name: 'images[]',
          fileName: `${index}.png`,
          contentType: 'image/png',
          data: SAMPLE_FILES.png,
        })),
      );
      expect(tooMany.status).toBe(422);
      expect(tooMany.body).toMatchObject({
        errors: [
          {
            name: 'images',
            message: fieldMessage(ja.forms.news.images, ja.validation.maxImages, { max: NEWS_MAX_IMAGES }),
          },
        ],
      });
      const emoji = await api.request('POST', '/demo/news', {
        token: tokens.store,
        body: { ...textFields, title: '新作🍰' },
      });
      expect(emoji.body).toMatchObject({
        errors: [{ name: 'title', message: fieldMessage(ja.forms.news.title, ja.validation.noEmoji) }],
      });
      const noCoupon = await api.request('POST', '/demo/news', {
        token: tokens.store,
        body: { ...textFields, contentKind: 'coupon' },
      });
      expect(noCoupon.body).toMatchObject({ errors: [{ name: 'couponId' }] });

      const [otherCoupon] = await api.db
        .select({ id: coupons.id })
        .from(coupons)
        .innerJoin(shops, eq(shops.id, coupons.shopId))
        .where(eq(shops.name, 'ひだまり珈琲 新宿三丁目店'))
        .limit(1);
      const foreign = await api.request('POST', '/demo/news', {
        token: tokens.store,
        body: { ...textFields, contentKind: 'coupon', couponId: otherCoupon?.id },
      });
      expect(foreign.status).toBe(422);
    });

    it("links news to one of the shop's coupons and trims its texts", async () => {
      const own = await api.request('GET', '/demo/coupons?noPaginate=1', { token: tokens.store });
      const couponId = (own.body as { data: { id: number }[] }).data[0]?.id;
      const created = await api.request('POST', '/demo/news', {
        token: tokens.store,
        body: { ...textFields, title: '  クーポン配信中  ', contentKind: 'coupon', couponId },
      });
      expect(created.status).toBe(201);
      expect(newsWriteResponseSchema.parse(created.body).data).toMatchObject({
        title: 'クーポン配信中',
        couponId,
      });
    });

    it("keeps news to the caller's shops and service", async () => {
      const [otherShopNews] = newsListResponseSchema
        .parse((await api.request('GET', '/demo/news?limit=200', { token: tokens.client })).body)
        .data.filter((item) => item.shopId !== storeShop);
      expect(
        (await api.request('GET', `/demo/news/${otherShopNews?.id}`, { token: tokens.store })).status,
      ).toBe(403);
      expect(
        (await api.request('GET', `/sample/news/${otherShopNews?.id}`, { token: tokens.sampleClient }))
          .status,
      ).toBe(404);
    });
  });
});
