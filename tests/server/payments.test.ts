import { eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditRecordHistoryResponseSchema,
  paymentDetailResponseSchema,
  paymentHistoryListResponseSchema,
  paymentIngestResponseSchema,
  paymentWriteResponseSchema,
} from '@shared/api';
import {
  API_BASE_PATH,
  EC_PAYMENT_STATUS,
  EC_SALES_TYPE,
  PAYMENT_CHANNEL,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  RIBBON_PAYMENT,
} from '@shared/constants';
import { addDays, tokyoDay } from '@shared/datetime';
import { formatMessage, ja } from '@shared/messages';
import { payments } from '../../src-server/modules/payments/schema';
import { demoPaymentFeedDuty } from '../../src-server/demo/payment-feed';
import { issueIngestKey } from '../../src-server/modules/payments/ingest-keys';
import { serviceIdOf, shopIdByName } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import {
  expectRollupsExact,
  ingest,
  inStorePayment,
  rawSales,
  rowsOf,
  shopCodeByName,
} from './support/payments';

describe.each(DATABASE_TARGETS)('payments on $name', (target) => {
  const { api, tokens } = demoApi(target, { demoPayments: true, settings: { paymentExactCountLimit: 200 } });
  let shibuya: string;
  let umeda: string;

  beforeAll(async () => {
    shibuya = await shopCodeByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    umeda = await shopCodeByName(api, 'ひだまり珈琲 梅田店');
  });

  const storedCount = async (transactionIds: string[]) =>
    (
      await api.db
        .select({ id: payments.id })
        .from(payments)
        .where(inArray(payments.transactionId, transactionIds))
    ).length;

  describe('ingest', () => {
    it('stores a batch, and the same batch again stores nothing (idempotent on the transaction id)', async () => {
      const batch = [inStorePayment(api, shibuya), inStorePayment(api, umeda, { amount: 1280 })];
      const first = await ingest(api, batch);
      expect(first.status).toBe(201);
      const stored = paymentIngestResponseSchema.parse(first.body);
      expect(stored.data).toEqual({ received: 2, stored: 2, duplicates: [], changed: [] });
      expect(stored.message).toBe(formatMessage(ja.server.ingestStored, { stored: 2, duplicates: 0 }));

      const again = await ingest(api, batch);
      expect(again.status).toBe(200);
      expect(paymentIngestResponseSchema.parse(again.body).data).toEqual({
        received: 2,
        stored: 0,
        duplicates: batch.map((payment) => payment.transactionId),
        changed: [],
      });
      expect(await storedCount(batch.map((payment) => payment.transactionId))).toBe(2);
      await expectRollupsExact(api);
    });

    it('stores a transaction sent twice in one batch once, and refuses it twice with different amounts', async () => {
      const payment = inStorePayment(api, shibuya);
      const response = await ingest(api, [payment, { ...payment }]);
      expect(paymentIngestResponseSchema.parse(response.body).data).toEqual({
        received: 2,
        stored: 1,
        duplicates: [payment.transactionId],
        changed: [],
      });
      const other = inStorePayment(api, shibuya);
      const twice = await ingest(api, [other, { ...other, amount: 999 }]);
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({
        conflicts: [{ index: 1, transactionId: other.transactionId, fields: ['amount'] }],
      });
      expect(await storedCount([other.transactionId])).toBe(0);
    });

    it('names the rows and fields of a resend with other content (409), and stores nothing of that batch', async () => {
      const first = inStorePayment(api, shibuya, { amount: 1200 });
      const second = inStorePayment(api, umeda);
      expect((await ingest(api, [first, second])).status).toBe(201);
      const fresh = inStorePayment(api, shibuya);
      const resent = [fresh, { ...first, amount: 1300, itemName: 'カフェラテ' }, second];
      const response = await ingest(api, resent);
      expect(response.status).toBe(409);
      const message = formatMessage(ja.server.ingestConflict, {
        transactionId: first.transactionId,
        fields: [ja.server.fields.itemName, ja.server.fields.amount].join('、'),
      });
      expect(response.body).toEqual({
        message: formatMessage(ja.server.ingestConflicts, { count: 1 }),
        errors: [{ name: 'payments.1', message }],
        conflicts: [{ index: 1, transactionId: first.transactionId, fields: ['itemName', 'amount'] }],
      });
      expect(await storedCount([fresh.transactionId])).toBe(0);
      const [row] = await api.db
        .select({ amount: payments.amount })
        .from(payments)
        .where(eq(payments.transactionId, first.transactionId));
      expect(row?.amount).toBe(1200);
    });

    it('cancels an in-store payment sent again as cancelled, through the state machine; an older state sent again is left', async () => {
      // Characters Shift_JIS cannot hold stop nothing: not the ingest, not the cancellation.
      const payment = inStorePayment(api, shibuya, { amount: 2200, itemName: '𠮷野家コラボ ☕ セット' });
      expect((await ingest(api, [payment])).status).toBe(201);
      const cancel = await ingest(api, [{ ...payment, status: PAYMENT_STATUS.CANCELLED }]);
      expect(cancel.status).toBe(200);
      const body = paymentIngestResponseSchema.parse(cancel.body);
      expect(body.data).toEqual({ received: 1, stored: 0, duplicates: [], changed: [payment.transactionId] });
      expect(body.message).toBe(
        formatMessage(ja.server.ingestChanged, { stored: 0, changed: 1, duplicates: 0 }),
      );
      const statusOf = async () =>
        (
          await api.db
            .select({ status: payments.status })
            .from(payments)
            .where(eq(payments.transactionId, payment.transactionId))
        )[0]?.status;
      expect(await statusOf()).toBe(PAYMENT_STATUS.CANCELLED);
      await expectRollupsExact(api);
      // The original (completed) sent once more is stale: a duplicate, the cancellation stands.
      const stale = paymentIngestResponseSchema.parse((await ingest(api, [payment])).body).data;
      expect(stale).toMatchObject({ duplicates: [payment.transactionId], changed: [] });
      expect(await statusOf()).toBe(PAYMENT_STATUS.CANCELLED);
    });

    it('moves an EC payment on when the provider sends its sales confirmed, logged as 決済連携; a move the state machine has not is a conflict', async () => {
      const unconfirmed = inStorePayment(api, shibuya, {
        channel: PAYMENT_CHANNEL.EC,
        ecSalesType: EC_SALES_TYPE.PROVISIONAL,
        ecStatus: EC_PAYMENT_STATUS.UNCONFIRMED,
        amount: 3000,
      });
      expect((await ingest(api, [unconfirmed])).status).toBe(201);
      const confirmed = { ...unconfirmed, ecStatus: EC_PAYMENT_STATUS.SALES_CONFIRMED };
      expect(paymentIngestResponseSchema.parse((await ingest(api, [confirmed])).body).data.changed).toEqual([
        unconfirmed.transactionId,
      ]);
      const [row] = await api.db
        .select({ id: payments.id, ecStatus: payments.ecStatus })
        .from(payments)
        .where(eq(payments.transactionId, unconfirmed.transactionId));
      expect(row?.ecStatus).toBe(EC_PAYMENT_STATUS.SALES_CONFIRMED);
      const detail = paymentDetailResponseSchema.parse(
        (await api.request('GET', `/demo/ec-histories/${row?.id}`, { token: tokens.client })).body,
      ).data;
      // The EC payment's 変更履歴 (the audit trail) says who moved it.
      const history = await api.request('GET', `/audit-logs/records/ecPayment/${detail.id}`, {
        token: tokens.client,
      });
      expect(JSON.stringify(history.body)).toContain(ja.server.ingestChangedBy);
      const unconfirmedCancelled = { ...unconfirmed, ecStatus: EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED };
      const refused = await ingest(api, [unconfirmedCancelled]);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ conflicts: [{ index: 0, fields: ['ecStatus'] }] });
      await expectRollupsExact(api);
    });

    it('names the limit of a batch of 1,001 payments', async () => {
      const batch = Array.from({ length: 1001 }, () => inStorePayment(api, shibuya));
      const response = await ingest(api, batch);
      expect(response.status).toBe(422);
      expect((response.body as { errors: unknown[] }).errors).toEqual([
        {
          name: 'payments',
          message: `${ja.server.fields.payments}${formatMessage(ja.server.ingestBatchTooLarge, { max: '1,000', count: '1,001' })}`,
        },
      ]);
    });

    it('takes EC payments with their sales type and status, a cancelled one as cancelled', async () => {
      const ec = (ecStatus: number) =>
        inStorePayment(api, shibuya, {
          channel: PAYMENT_CHANNEL.EC,
          ecSalesType: EC_SALES_TYPE.PROVISIONAL,
          ecStatus: ecStatus as 1,
          amount: 3400,
          paymentCount: RIBBON_PAYMENT,
        });
      const unconfirmed = ec(EC_PAYMENT_STATUS.UNCONFIRMED);
      const cancelled = ec(EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED);
      expect((await ingest(api, [unconfirmed, cancelled])).status).toBe(201);
      const rows = await api.db
        .select({
          id: payments.transactionId,
          status: payments.status,
          authorized: payments.ecAuthorizedAmount,
        })
        .from(payments)
        .where(inArray(payments.transactionId, [unconfirmed.transactionId, cancelled.transactionId]));
      expect(rows).toEqual(
        expect.arrayContaining([
          { id: unconfirmed.transactionId, status: PAYMENT_STATUS.COMPLETED, authorized: 3400 },
          { id: cancelled.transactionId, status: PAYMENT_STATUS.CANCELLED, authorized: 3400 },
        ]),
      );
    });

    it('refuses a missing or unknown key (401) and a key of another service (403), storing nothing', async () => {
      const payment = inStorePayment(api, shibuya);
      const missing = await ingest(api, [payment], { key: null });
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ message: ja.server.ingestKeyInvalid });
      expect((await ingest(api, [payment], { key: `cpk_${'x'.repeat(43)}` })).status).toBe(401);
      const sampleKey = await issueIngestKey(api.db, await serviceIdOf(api, 'sample'), 'テスト');
      const foreign = await ingest(api, [payment], { key: sampleKey });
      expect(foreign.status).toBe(403);
      expect(await storedCount([payment.transactionId])).toBe(0);
    });

    it('refuses the whole batch with Japanese errors by row for bad or unknown values', async () => {
      const good = inStorePayment(api, shibuya);
      const response = await ingest(api, [
        good,
        inStorePayment(api, shibuya, { amount: 0 }),
        inStorePayment(api, 'NO-SUCH-SHOP'),
        inStorePayment(api, shibuya, { channel: PAYMENT_CHANNEL.EC }),
        { ...inStorePayment(api, shibuya), paidAt: '2025/01/01' },
      ]);
      expect(response.status).toBe(422);
      const { errors } = response.body as { errors: { name: string; message: string }[] };
      const names = errors.map((error) => error.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'payments.1.amount',
          'payments.3.ecSalesType',
          'payments.3.ecStatus',
          'payments.4.paidAt',
        ]),
      );
      expect(errors.find((error) => error.name === 'payments.3.ecStatus')?.message).toBe(
        `${ja.server.fields.ecStatus}${ja.server.ecFieldsRequired}`,
      );
      expect(await storedCount([good.transactionId])).toBe(0);

      const unknownShop = await ingest(api, [good, inStorePayment(api, 'NO-SUCH-SHOP')]);
      expect(unknownShop.status).toBe(422);
      expect((unknownShop.body as { errors: unknown[] }).errors).toEqual([
        { name: 'payments.1.shopCode', message: `${ja.server.fields.shopCode}${ja.server.unknownShopCode}` },
      ]);
      // A shop of another service is unknown here too.
      const sampleShop = await shopCodeByName(api, 'こむぎ堂 二子玉川店');
      expect((await ingest(api, [inStorePayment(api, sampleShop)])).status).toBe(422);
      expect(await storedCount([good.transactionId])).toBe(0);
      expect((await ingest(api, [])).status).toBe(422);
    });

    it('is what the demo feed posts to: a live payment arrives through HTTP with the demo key', async () => {
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      const feed = demoPaymentFeedDuty(api.db, `${address}${API_BASE_PATH}`);
      await feed.run({ number: 7, startedAt: api.clock(), shouldStop: () => false });
      const live = await api.db
        .select({ transactionId: payments.transactionId })
        .from(payments)
        .where(like(payments.transactionId, 'LIVE-%'));
      expect(live).toEqual([{ transactionId: `LIVE-R7-P${process.pid}` }]);
    });

    it('keeps the rollups exact under concurrent ingests that share shops, days and transactions', async () => {
      const shopCodes = [shibuya, umeda, await shopCodeByName(api, 'ひだまり珈琲 新宿三丁目店')];
      const shared = Array.from({ length: 30 }, (_, index) =>
        inStorePayment(api, shopCodes[index % 3] ?? shibuya, { amount: 100 + index }, index * 97),
      );
      const batches = Array.from({ length: 6 }, (_, batch) => [
        ...shared.slice(batch * 3, batch * 3 + 15),
        ...Array.from({ length: 40 }, (_, index) =>
          inStorePayment(
            api,
            shopCodes[(batch + index) % 3] ?? shibuya,
            {
              amount: 200 + index,
              status: index % 9 === 0 ? PAYMENT_STATUS.CANCELLED : PAYMENT_STATUS.COMPLETED,
            },
            (index * 131) % (60 * 24 * 40),
          ),
        ),
      ]);
      const before = await rawSales(api, 'demo');
      const responses = await Promise.all(batches.map((batch) => ingest(api, batch)));
      expect(
        responses.map((response) => response.status).every((status) => status === 200 || status === 201),
      ).toBe(true);
      const results = responses.map((response) => paymentIngestResponseSchema.parse(response.body).data);
      const storedTotal = results.reduce((total, result) => total + result.stored, 0);
      const distinct = new Set(batches.flat().map((payment) => payment.transactionId));
      expect(storedTotal).toBe(distinct.size);
      const after = await rawSales(api, 'demo');
      expect(after.salesCount + after.cancelledCount - before.salesCount - before.cancelledCount).toBe(
        distinct.size,
      );
      await expectRollupsExact(api);
    });
  });

  describe('payment history', () => {
    const list = (query: string, token = tokens.client) =>
      api.request('GET', `/demo/payment-histories?${query}`, { token });

    it('pages the newest payments first, with a total from the rollups equal to the rows', async () => {
      const response = await list('page=2&limit=15');
      expect(response.status).toBe(200);
      const page = paymentHistoryListResponseSchema.parse(response.body);
      const counted = await rawSales(api, 'demo');
      expect(page.meta.total).toBe(counted.salesCount + counted.cancelledCount);
      expect(page.meta.total_estimated).toBeUndefined();
      expect(page.meta.from).toBe(16);
      const times = page.data.map((item) => Date.parse(item.paidAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('filters by period (Tokyo days, both included), shop, status and amount', async () => {
      const today = tokyoDay(api.clock()) ?? '';
      const from = addDays(today, -6);
      const shop = { id: await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店') };
      const query = `from=${from.replaceAll('-', '/')}&to=${today}&shopId=${shop?.id}&status=${PAYMENT_STATUS.COMPLETED}&limit=100`;
      const page = paymentHistoryListResponseSchema.parse((await list(query)).body);
      const start = new Date(`${from}T00:00:00+09:00`);
      const expected = await rawSales(
        api,
        'demo',
        sql`shop_id = ${shop?.id} and status = 1 and paid_at >= ${start.toISOString()}::timestamptz`,
      );
      expect(page.meta.total).toBe(expected.salesCount);
      expect(page.data.length).toBe(Math.min(100, expected.salesCount));
      for (const item of page.data) {
        expect(item.shopCode).toBe(shibuya);
        expect(item.status).toBe(PAYMENT_STATUS.COMPLETED);
        expect(tokyoDay(item.paidAt)! >= from).toBe(true);
      }

      // Amounts are not in the rollups: under the exact-count limit (200 here) the rows are counted.
      // A quiet shop keeps the count under it (the demo store's own shop, Shibuya, trades as a busy one).
      const quiet = await shopIdByName(api, 'ひだまり珈琲 金沢駅店');
      const byAmount = paymentHistoryListResponseSchema.parse(
        (await list(`shopId=${quiet}&amountMin=1000&amountMax=4000&sort=amount&typeSort=asc&limit=50`)).body,
      );
      const inRange = await rawSales(api, 'demo', sql`shop_id = ${quiet} and amount between 1000 and 4000`);
      expect(inRange.salesCount + inRange.cancelledCount).toBeLessThan(200);
      expect(byAmount.meta.total).toBe(inRange.salesCount + inRange.cancelledCount);
      expect(byAmount.meta.total_estimated).toBeUndefined();
      const amounts = byAmount.data.map((item) => item.amount);
      expect(amounts.every((amount) => amount >= 1000 && amount <= 4000)).toBe(true);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });

    it('labels the total an estimate when the rollups cannot count it and it is large', async () => {
      const page = paymentHistoryListResponseSchema.parse((await list('amountMin=1')).body);
      expect(page.meta.total_estimated).toBe(true);
      expect(page.meta.total).toBeGreaterThan(200);
      const small = paymentHistoryListResponseSchema.parse((await list('amountMin=9000000')).body);
      expect(small.meta.total).toBe(0);
      expect(small.meta.total_estimated).toBeUndefined();
    });

    it('refuses a reversed period or a date that does not exist with field errors', async () => {
      const reversed = await list('from=2025-03-10&to=2025-03-01');
      expect(reversed.status).toBe(422);
      expect((reversed.body as { errors: { name: string }[] }).errors[0]?.name).toBe('to');
      expect((await list('from=2025-02-30')).status).toBe(422);
      expect((await list('amountMin=500&amountMax=100')).status).toBe(422);
    });

    it('shows one payment with its shop and customer, and nothing of another service', async () => {
      const page = paymentHistoryListResponseSchema.parse((await list('limit=1')).body);
      const item = page.data[0]!;
      const detail = await api.request('GET', `/demo/payment-histories/${item.id}`, { token: tokens.client });
      expect(detail.status).toBe(200);
      expect(paymentDetailResponseSchema.parse(detail.body).data).toMatchObject({
        id: item.id,
        transactionId: item.transactionId,
        storeName: item.storeName,
        amount: item.amount,
      });
      const sample = await api.request('GET', `/sample/payment-histories/${item.id}`, {
        token: tokens.master,
      });
      expect(sample.status).toBe(404);
      expect((await api.request('GET', '/demo/payment-histories/abc', { token: tokens.client })).status).toBe(
        404,
      );
    });

    it('shows a store user only its shop, and a group user only its group', async () => {
      const own = paymentHistoryListResponseSchema.parse((await list('limit=200', tokens.store)).body);
      expect(own.data.length).toBeGreaterThan(0);
      expect(new Set(own.data.map((item) => item.shopCode))).toEqual(new Set([shibuya]));
      const [umedaPayment] = await rowsOf<{ id: number }>(
        api,
        sql`select p.id from payments p join shops s on s.id = p.shop_id where s.shop_code = ${umeda} limit 1`,
      );
      const refused = await api.request('GET', `/demo/payment-histories/${umedaPayment?.id}`, {
        token: tokens.store,
      });
      expect(refused.status).toBe(404);

      const group = paymentHistoryListResponseSchema.parse((await list('limit=200', tokens.group)).body);
      const groupShops = (
        await rowsOf<{ shop_code: string }>(
          api,
          sql`select s.shop_code from shops s join groups g on g.id = s.group_id where g.name = '首都圏エリア'`,
        )
      ).map((row) => row.shop_code);
      expect(group.data.every((item) => groupShops.includes(item.shopCode ?? ''))).toBe(true);
      const groupTotal = await rawSales(
        api,
        'demo',
        sql`shop_id in (select s.id from shops s join groups g on g.id = s.group_id where g.name = '首都圏エリア')`,
      );
      expect(group.meta.total).toBe(groupTotal.salesCount + groupTotal.cancelledCount);
    });
  });

  describe('EC history and its state machine', () => {
    let token: string;
    const ecPayment = async (ecStatus: number, amount = 5000) => {
      const payment = inStorePayment(api, shibuya, {
        channel: PAYMENT_CHANNEL.EC,
        ecSalesType: EC_SALES_TYPE.PROVISIONAL,
        ecStatus: ecStatus as 1,
        paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
        amount,
        // Edited in the console whatever its characters.
        itemName: 'Café 𠮷野家コラボ 🍣',
      });
      expect((await ingest(api, [payment])).status).toBe(201);
      const [row] = await api.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.transactionId, payment.transactionId));
      return row!.id;
    };
    const detail = async (id: number) =>
      paymentDetailResponseSchema.parse(
        (await api.request('GET', `/demo/ec-histories/${id}`, { token })).body,
      ).data;
    /** The payment's 変更履歴 from the audit trail, oldest first, as [status, amount] before and after. */
    const changesOf = async (id: number) => {
      const lines = auditRecordHistoryResponseSchema.parse(
        (await api.request('GET', `/audit-logs/records/ecPayment/${id}`, { token })).body,
      ).data;
      return lines.reverse().map((line) => {
        const fields = new Map(
          line.changes.flatMap((row) => row.fields).map((field) => [field.column, field]),
        );
        return {
          userName: line.userName,
          occurredAt: line.occurredAt,
          fromStatus: fields.get('ec_status')?.before,
          toStatus: fields.get('ec_status')?.after,
          fromAmount: fields.get('amount')?.before,
          toAmount: fields.get('amount')?.after,
        };
      });
    };
    const edit = async (id: number, ecStatus: number, ecPaymentAmount: number, as = token) => {
      const current = await detail(id);
      return api.request('PUT', `/demo/ec-histories/${id}`, {
        token: as,
        body: { ecStatus, ecPaymentAmount, updatedAt: current.updatedAt },
      });
    };

    beforeAll(() => {
      token = tokens.client;
    });

    it('lists EC payments only, filtered by EC status', async () => {
      await ecPayment(EC_PAYMENT_STATUS.UNCONFIRMED);
      const page = paymentHistoryListResponseSchema.parse(
        (
          await api.request('GET', `/demo/ec-histories?ecStatus=${EC_PAYMENT_STATUS.UNCONFIRMED}&limit=100`, {
            token,
          })
        ).body,
      );
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((item) => item.channel === PAYMENT_CHANNEL.EC)).toBe(true);
      expect(page.data.every((item) => item.ecStatus === EC_PAYMENT_STATUS.UNCONFIRMED)).toBe(true);
      const inStore = (
        await api.db.select({ id: payments.id }).from(payments).where(eq(payments.channel, 1)).limit(1)
      )[0];
      expect((await api.request('GET', `/demo/ec-histories/${inStore?.id}`, { token })).status).toBe(404);
    });

    it('lowers the amount of unconfirmed sales, never above the authorised amount, and logs who and when', async () => {
      const id = await ecPayment(EC_PAYMENT_STATUS.UNCONFIRMED, 5000);
      const lowered = await edit(id, EC_PAYMENT_STATUS.UNCONFIRMED, 4500);
      expect(lowered.status).toBe(200);
      const written = paymentWriteResponseSchema.parse(lowered.body);
      expect(written.message).toBe(ja.success.updated);
      expect(written.data.amount).toBe(4500);
      const changes = await changesOf(id);
      expect(changes).toEqual([
        expect.objectContaining({
          userName: '高橋 美咲',
          fromStatus: undefined,
          fromAmount: 5000,
          toAmount: 4500,
        }),
      ]);
      expect(Math.floor(Date.parse(changes[0]!.occurredAt) / 1000)).toBe(
        Math.floor(api.clock().getTime() / 1000),
      );

      const over = await edit(id, EC_PAYMENT_STATUS.UNCONFIRMED, 5001);
      expect(over.status).toBe(422);
      expect(over.body).toMatchObject({
        errors: [
          {
            name: 'ecPaymentAmount',
            message: `${ja.server.fields.ecPaymentAmount}${formatMessage(ja.server.ecAmountOverAuthorized, { max: '5,000' })}`,
          },
        ],
      });
      await expectRollupsExact(api);
    });

    it('confirms sales, then allows only a cancellation; a cancelled payment is final', async () => {
      const id = await ecPayment(EC_PAYMENT_STATUS.UNCONFIRMED, 3800);
      expect((await edit(id, EC_PAYMENT_STATUS.SALES_CONFIRMED, 3600)).status).toBe(200);
      const locked = await edit(id, EC_PAYMENT_STATUS.SALES_CONFIRMED, 3000);
      expect(locked.status).toBe(422);
      expect((locked.body as { errors: { name: string }[] }).errors[0]?.name).toBe('ecPaymentAmount');
      const back = await edit(id, EC_PAYMENT_STATUS.UNCONFIRMED, 3600);
      expect(back.status).toBe(422);
      expect((back.body as { errors: { message: string }[] }).errors[0]?.message).toBe(
        `${ja.server.fields.ecStatus}${formatMessage(ja.server.ecTransitionNotAllowed, {
          from: ja.enums.ecPaymentStatus[2],
          to: ja.enums.ecPaymentStatus[1],
        })}`,
      );
      const before = await rawSales(api, 'demo');
      const cancelled = await edit(id, EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED, 3600);
      expect(cancelled.status).toBe(200);
      expect(paymentWriteResponseSchema.parse(cancelled.body)).toMatchObject({
        message: ja.success.paymentCancelled,
        data: { status: PAYMENT_STATUS.CANCELLED, ecStatus: EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED },
      });
      const after = await rawSales(api, 'demo');
      expect(after.salesAmount).toBe(before.salesAmount - 3600);
      expect(after.cancelledAmount).toBe(before.cancelledAmount + 3600);
      await expectRollupsExact(api);

      const final = await edit(id, EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED, 3600);
      expect(final.status).toBe(422);
      expect(final.body).toMatchObject({ message: ja.server.ecPaymentFinal });
      expect((await changesOf(id)).map((change) => change.toStatus)).toEqual([
        EC_PAYMENT_STATUS.SALES_CONFIRMED,
        EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED,
      ]);
    });

    it('cancels unconfirmed sales directly, and answers 409 to a stale edit', async () => {
      const id = await ecPayment(EC_PAYMENT_STATUS.UNCONFIRMED, 2200);
      const stale = (await detail(id)).updatedAt;
      expect((await edit(id, EC_PAYMENT_STATUS.UNCONFIRMED, 2000)).status).toBe(200);
      api.clock.advance(2000);
      const conflict = await api.request('PUT', `/demo/ec-histories/${id}`, {
        token,
        body: { ecStatus: EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED, ecPaymentAmount: 2000, updatedAt: stale },
      });
      expect(conflict.status).toBe(409);
      expect(conflict.body).toEqual({ message: ja.errors.alreadyUpdated });
      const cancelled = await edit(id, EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED, 2000);
      expect(paymentWriteResponseSchema.parse(cancelled.body).data.status).toBe(PAYMENT_STATUS.CANCELLED);
    });

    it("refuses a store user another shop's payment and a group user one outside its group", async () => {
      const umedaEc = inStorePayment(api, umeda, {
        channel: PAYMENT_CHANNEL.EC,
        ecSalesType: EC_SALES_TYPE.PROVISIONAL,
        ecStatus: EC_PAYMENT_STATUS.UNCONFIRMED,
      });
      await ingest(api, [umedaEc]);
      const [row] = await api.db
        .select({ id: payments.id, updatedAt: payments.updatedAt })
        .from(payments)
        .where(eq(payments.transactionId, umedaEc.transactionId));
      const body = { ecStatus: 2, ecPaymentAmount: umedaEc.amount, updatedAt: row!.updatedAt.toISOString() };
      for (const as of [tokens.store, tokens.group]) {
        const response = await api.request('PUT', `/demo/ec-histories/${row!.id}`, { token: as, body });
        expect(response.status).toBe(403);
      }
      const own = await ecPayment(EC_PAYMENT_STATUS.UNCONFIRMED, 1500);
      expect((await edit(own, EC_PAYMENT_STATUS.SALES_CONFIRMED, 1500, tokens.store)).status).toBe(200);
    });
  });
});
