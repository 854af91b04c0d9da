import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardResponseSchema,
  notificationListResponseSchema,
  notificationWriteResponseSchema,
  paymentStatisticsResponseSchema,
} from '@shared/api';
import { DASHBOARD_CHART_DAYS, REPORT_INTERVAL } from '@shared/constants';
import { addDays, startOfMonthDay, tokyoDay } from '@shared/datetime';
import { ja } from '@shared/messages';
import { shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { ingest, inStorePayment, rawSales, rowsOf, shopCodeByName } from './support/payments';

/** Payments of Tokyo days `from`..`to` (both included), as SQL on payments. */
const inDays = (from: string, to: string) =>
  sql`(paid_at at time zone 'Asia/Tokyo')::date between ${from}::date and ${to}::date`;

describe.each(DATABASE_TARGETS)('sales figures on $name', (target) => {
  const { api, tokens } = demoApi(target, { demoPayments: true });
  let today: string;
  let shibuyaId: number;

  beforeAll(async () => {
    today = tokyoDay(api.clock()) ?? '';
    shibuyaId = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
  });

  describe('payments-statistical', () => {
    const statistics = async (query: string, token = tokens.client) => {
      const response = await api.request('GET', `/demo/services/payments-statistical?${query}`, { token });
      expect(response.status).toBe(200);
      return paymentStatisticsResponseSchema.parse(response.body);
    };

    it('totals every month of the range exactly as a GROUP BY over the payments', async () => {
      const from = addDays(today, -400);
      const result = await statistics(`from=${from}&to=${today}&interval=monthly`);
      expect(result.countData.periods[0]?.start).toBe(from);
      expect(result.countData.periods.at(-1)?.end).toBe(today);
      for (const period of result.countData.periods) {
        const { salesCount, salesAmount, cancelledCount, cancelledAmount } = period;
        expect({ salesCount, salesAmount, cancelledCount, cancelledAmount }, period.start).toEqual(
          await rawSales(api, 'demo', inDays(period.start, period.end)),
        );
      }
      expect(result.countData.total).toEqual(await rawSales(api, 'demo', inDays(from, today)));
      expect(result.countData.total.salesCount).toBeGreaterThan(1000);
    });

    it('cuts weeks (from Monday) and years to the range, zeros included', async () => {
      const from = '2025-01-08';
      const to = '2025-02-05';
      const weekly = await statistics(`from=${from}&to=${to}&interval=weekly`);
      expect(weekly.countData.periods.map((period) => [period.start, period.end])).toEqual([
        ['2025-01-08', '2025-01-12'],
        ['2025-01-13', '2025-01-19'],
        ['2025-01-20', '2025-01-26'],
        ['2025-01-27', '2025-02-02'],
        ['2025-02-03', '2025-02-05'],
      ]);
      const yearly = await statistics(
        `from=${addDays(today, -400)}&to=${today}&interval=${REPORT_INTERVAL.YEARLY}`,
      );
      for (const period of yearly.countData.periods) {
        const { start, end, ...totals } = period;
        expect(totals).toEqual(await rawSales(api, 'demo', inDays(start, end)));
      }
    });

    it('pages the shops by sales, every shop of the scope listed, and narrows to one shop', async () => {
      const from = startOfMonthDay(addDays(today, -60));
      const result = await statistics(`from=${from}&to=${today}&limit=10`);
      const amounts = result.data.map((shop) => shop.salesAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const [counted] = await rowsOf<{ shops: number }>(
        api,
        sql`select count(*)::int as shops from shops where service_id = (select id from services where subdomain = 'demo')`,
      );
      expect(result.meta.total).toBe(counted?.shops);
      const top = result.data[0]!;
      expect({
        salesCount: top.salesCount,
        salesAmount: top.salesAmount,
        cancelledCount: top.cancelledCount,
        cancelledAmount: top.cancelledAmount,
      }).toEqual(await rawSales(api, 'demo', sql`shop_id = ${top.id} and ${inDays(from, today)}`));

      const one = await statistics(`from=${from}&to=${today}&shopId=${shibuyaId}`);
      expect(one.data.map((shop) => shop.id)).toEqual([shibuyaId]);
      expect(one.countData.total).toEqual(
        await rawSales(api, 'demo', sql`shop_id = ${shibuyaId} and ${inDays(from, today)}`),
      );
    });

    it("gives a store user its shop's figures and refuses it another shop", async () => {
      const from = addDays(today, -30);
      const own = await statistics(`from=${from}&to=${today}`, tokens.store);
      expect(own.data.map((shop) => shop.id)).toEqual([shibuyaId]);
      expect(own.countData.total).toEqual(
        await rawSales(api, 'demo', sql`shop_id = ${shibuyaId} and ${inDays(from, today)}`),
      );
      const umeda = await shopIdByName(api, 'ひだまり珈琲 梅田店');
      const other = await api.request(
        'GET',
        `/demo/services/payments-statistical?from=${from}&to=${today}&shopId=${umeda}`,
        {
          token: tokens.store,
        },
      );
      expect(other.status).toBe(403);
    });

    it('requires the range, in order and not too long', async () => {
      const call = (query: string) =>
        api.request('GET', `/demo/services/payments-statistical?${query}`, { token: tokens.client });
      expect((await call('interval=monthly')).status).toBe(422);
      expect((await call('from=2025-03-02&to=2025-03-01')).status).toBe(422);
      expect((await call('from=2000-01-01&to=2025-03-01')).status).toBe(422);
      expect((await call('from=2025-01-01&to=2025-03-01&interval=daily')).status).toBe(422);
    });
  });

  describe('dashboard', () => {
    const dashboard = async (token: string) => {
      const response = await api.request('GET', '/demo/dashboard', { token });
      expect(response.status).toBe(200);
      return dashboardResponseSchema.parse(response.body).data;
    };

    it('shows head office today, this month and the last 30 days of the service from the rollups', async () => {
      const data = await dashboard(tokens.client);
      expect(data.scope).toEqual({ kind: 'service', name: 'ひだまり珈琲 公式アプリ' });
      expect(data.today).toEqual(await rawSales(api, 'demo', inDays(today, today)));
      expect(data.yesterday).toEqual(
        await rawSales(api, 'demo', inDays(addDays(today, -1), addDays(today, -1))),
      );
      expect(data.thisMonth).toEqual(await rawSales(api, 'demo', inDays(startOfMonthDay(today), today)));
      expect(data.daily).toHaveLength(DASHBOARD_CHART_DAYS);
      expect(data.daily.at(-1)?.day).toBe(today);
      const chartTotal = data.daily.reduce((total, day) => total + day.salesAmount, 0);
      expect(chartTotal).toBe((await rawSales(api, 'demo', inDays(addDays(today, -29), today))).salesAmount);
      expect(data.topShops.length).toBeGreaterThan(0);
      expect(data.latestPayments.length).toBeGreaterThan(0);
    });

    it('compares today so far with yesterday up to the same time of day (前日同時刻比)', async () => {
      const data = await dashboard(tokens.client);
      const sameTimeYesterday = new Date(api.clock().getTime() - 86_400_000);
      expect(data.yesterdaySameTime).toEqual(
        await rawSales(
          api,
          'demo',
          sql`${inDays(addDays(today, -1), addDays(today, -1))} and paid_at <= ${sameTimeYesterday.toISOString()}::timestamptz`,
        ),
      );
      expect(data.yesterdaySameTime?.salesCount).toBeLessThanOrEqual(data.yesterday.salesCount);
      // A payment yesterday after this time of day counts for the whole of yesterday only.
      const later = inStorePayment(
        api,
        await shopCodeByName(api, 'ひだまり珈琲 渋谷道玄坂店'),
        { amount: 55_555, paidAt: new Date(sameTimeYesterday.getTime() + 600_000).toISOString() },
        0,
      );
      expect((await ingest(api, [later])).status).toBe(201);
      const after = await dashboard(tokens.client);
      expect(after.yesterdaySameTime).toEqual(data.yesterdaySameTime);
    });

    it('shows a new payment at once: in the newest payments and in today', async () => {
      const before = await dashboard(tokens.client);
      const payment = inStorePayment(
        api,
        await shopCodeByName(api, 'ひだまり珈琲 渋谷道玄坂店'),
        { amount: 77_777 },
        0,
      );
      expect((await ingest(api, [payment])).status).toBe(201);
      const after = await dashboard(tokens.client);
      expect(after.latestPayments[0]).toMatchObject({ transactionId: payment.transactionId, amount: 77_777 });
      expect(after.today.salesAmount).toBe(before.today.salesAmount + 77_777);
      expect(after.today.salesCount).toBe(before.today.salesCount + 1);
    });

    it('shows a store user its shop and a group user its group, without other shops', async () => {
      const store = await dashboard(tokens.store);
      expect(store.scope).toEqual({ kind: 'shop', name: 'ひだまり珈琲 渋谷道玄坂店' });
      expect(store.topShops).toEqual([]);
      expect(store.thisMonth).toEqual(
        await rawSales(api, 'demo', sql`shop_id = ${shibuyaId} and ${inDays(startOfMonthDay(today), today)}`),
      );
      expect(store.latestPayments.every((payment) => payment.storeName === 'ひだまり珈琲 渋谷道玄坂店')).toBe(
        true,
      );

      const group = await dashboard(tokens.group);
      expect(group.scope).toEqual({ kind: 'group', name: '首都圏エリア' });
      const inGroup = sql`shop_id in (select s.id from shops s join groups g on g.id = s.group_id where g.name = '首都圏エリア')`;
      expect(group.thisMonth).toEqual(
        await rawSales(api, 'demo', sql`${inGroup} and ${inDays(startOfMonthDay(today), today)}`),
      );
      const groupShops = (
        await rowsOf<{ name: string }>(
          api,
          sql`select s.name from shops s join groups g on g.id = s.group_id where g.name = '首都圏エリア'`,
        )
      ).map((row) => row.name);
      expect(group.topShops.every((shop) => groupShops.includes(shop.storeName))).toBe(true);
    });

    it("answers 403 for another service's dashboard", async () => {
      expect((await api.request('GET', '/demo/dashboard', { token: tokens.sampleClient })).status).toBe(403);
    });
  });

  describe('notifications', () => {
    const create = (body: object, token = tokens.master) =>
      api.request('POST', '/notifications', { token, body });

    it('has demo notices of every state to page through, within each service', async () => {
      const list = notificationListResponseSchema.parse(
        (await api.request('GET', '/notifications?limit=100', { token: tokens.client })).body,
      );
      expect(list.meta.total).toBeGreaterThanOrEqual(40);
      expect(new Set(list.data.map((item) => item.state))).toEqual(new Set(['scheduled', 'active', 'ended']));
      expect(new Set(list.data.map((item) => item.subdomain))).toEqual(new Set(['demo']));
      const store = await dashboard(tokens.store);
      expect(store.notices.length).toBeGreaterThan(0);
      expect(store.notices.every((notice) => notice.startDate <= today && today <= notice.endDate)).toBe(
        true,
      );
    });

    it('registers a notice to a service, listed for head office with its state', async () => {
      const response = await create({
        content: '年末年始の営業時間のお知らせ',
        subdomain: 'demo',
        shopId: null,
        startDate: addDays(today, -1),
        endDate: addDays(today, 7),
      });
      expect(response.status).toBe(201);
      const created = notificationWriteResponseSchema.parse(response.body);
      expect(created).toMatchObject({
        message: ja.success.created,
        data: { subdomain: 'demo', shopId: null, state: 'active', startDate: addDays(today, -1) },
      });
      const list = notificationListResponseSchema.parse(
        (await api.request('GET', '/notifications?state=active', { token: tokens.client })).body,
      );
      expect(list.data.map((item) => item.id)).toContain(created.data.id);
      const sample = notificationListResponseSchema.parse(
        (await api.request('GET', '/notifications', { token: tokens.sampleClient })).body,
      );
      expect(sample.data.map((item) => item.id)).not.toContain(created.data.id);
    });

    it('shows notices on the recipients dashboards only between their dates', async () => {
      const umeda = await shopIdByName(api, 'ひだまり珈琲 梅田店');
      const notices = {
        toShibuya: '渋谷道玄坂店：レジ端末の交換日のお知らせ',
        toUmeda: '梅田店：搬入日の変更について',
        later: '来月のキャンペーン開始のお知らせ',
        ended: '先週の棚卸しのお知らせ',
      };
      for (const [content, shopId, start] of [
        [notices.toShibuya, shibuyaId, today],
        [notices.toUmeda, umeda, today],
        [notices.later, null, addDays(today, 1)],
        [notices.ended, null, addDays(today, -6)],
      ] as const) {
        const response = await create(
          { content, subdomain: 'demo', shopId, startDate: start, endDate: addDays(start, 5) },
          tokens.client,
        );
        expect(response.status).toBe(201);
      }
      const contents = async (token: string) =>
        (await dashboard(token)).notices.map((notice) => notice.content);
      const store = await contents(tokens.store);
      expect(store).toContain(notices.toShibuya);
      expect(store).toContain('年末年始の営業時間のお知らせ');
      expect(store).not.toContain(notices.toUmeda);
      expect(store).not.toContain(notices.later);
      expect(store).not.toContain(notices.ended);
      const group = await contents(tokens.group);
      expect(group).toContain(notices.toShibuya);
      expect(group).not.toContain(notices.toUmeda);
      const headOffice = await contents(tokens.client);
      expect(headOffice).toContain('年末年始の営業時間のお知らせ');
      expect(headOffice).not.toContain(notices.toShibuya);
    });

    async function dashboard(token: string) {
      return dashboardResponseSchema.parse((await api.request('GET', '/demo/dashboard', { token })).body)
        .data;
    }

    it('checks the form: required fields, the order of the dates, the shop of the service', async () => {
      const missing = await create({ subdomain: 'demo' });
      expect(missing.status).toBe(422);
      const names = (missing.body as { errors: { name: string }[] }).errors.map((error) => error.name);
      expect(names).toEqual(expect.arrayContaining(['content', 'startDate', 'endDate']));
      const reversed = await create({
        content: 'x',
        subdomain: 'demo',
        startDate: today,
        endDate: addDays(today, -1),
      });
      expect((reversed.body as { errors: { name: string }[] }).errors[0]?.name).toBe('endDate');
      const sampleShop = await shopIdByName(api, 'こむぎ堂 二子玉川店');
      const foreignShop = await create({
        content: 'x',
        subdomain: 'demo',
        shopId: sampleShop,
        startDate: today,
        endDate: today,
      });
      expect(foreignShop.status).toBe(422);
      expect((foreignShop.body as { errors: { name: string }[] }).errors[0]?.name).toBe('shopId');
    });

    it("refuses a client another service's notices, and store users the pages", async () => {
      const body = { content: 'x', subdomain: 'sample', startDate: today, endDate: today };
      expect((await create(body, tokens.client)).status).toBe(403);
      expect((await create(body, tokens.store)).status).toBe(403);
      expect((await api.request('GET', '/notifications', { token: tokens.group })).status).toBe(403);
    });

    it('deletes a notice (also through _method), another service only as missing', async () => {
      const created = notificationWriteResponseSchema.parse(
        (await create({ content: '削除テスト', subdomain: 'sample', startDate: today, endDate: today })).body,
      ).data;
      expect(
        (await api.request('DELETE', `/notifications/${created.id}`, { token: tokens.client })).status,
      ).toBe(404);
      const deleted = await api.request('POST', `/notifications/${created.id}`, {
        token: tokens.sampleClient,
        body: { _method: 'delete' },
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: ja.success.deleted });
      expect(
        (await api.request('DELETE', `/notifications/${created.id}`, { token: tokens.master })).status,
      ).toBe(404);
    });
  });
});
