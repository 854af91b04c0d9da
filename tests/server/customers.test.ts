import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditRecordHistoryResponseSchema,
  customerCountResponseSchema,
  customerDetailResponseSchema,
  customerLinkedResponseSchema,
  customerListResponseSchema,
  pushListResponseSchema,
  pushWriteResponseSchema,
  templateListResponseSchema,
  templateWriteResponseSchema,
} from '@shared/api';
import { PUSH_STATE, PUSH_TARGET, SEND_TIMING } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { verifyPassword } from '../../src-server/platform/auth/password';
import { pushDeliveries } from '../../src-server/modules/customers/schema-push';
import {
  customerDeviceTokens,
  customerLinkedAccounts,
  customers,
} from '../../src-server/modules/customers/schema';
import { serviceIdOf } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { postMultipart, SAMPLE_FILES } from './support/http';

describe.each(DATABASE_TARGETS)('customers and pushes on $name', (target) => {
  const { api, tokens } = demoApi(target, { pushes: { worker: false }, setupTimeout: 240_000 });
  let demoId: number;

  beforeAll(async () => {
    demoId = await serviceIdOf(api, 'demo');
  });

  const list = async (query: string, token = tokens.client) => {
    const response = await api.request('GET', `/demo/customers?${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return customerListResponseSchema.parse(response.body);
  };

  describe('access', () => {
    it.each([
      ['GET', '/demo/customers'],
      ['GET', '/demo/customers/linked'],
      ['GET', '/demo/customers/count'],
      ['GET', '/demo/push-templates/coupon'],
      ['GET', '/demo/push-templates/news'],
      ['GET', '/demo/push-notifications'],
    ] as const)('%s %s: master and the client of the service only', async (method, path) => {
      expect((await api.request(method, path, { token: tokens.master })).status).toBe(200);
      expect((await api.request(method, path, { token: tokens.client })).status).toBe(200);
      expect((await api.request(method, path, { token: tokens.store })).status).toBe(403);
      expect((await api.request(method, path, { token: tokens.group })).status).toBe(403);
      expect((await api.request(method, path, { token: tokens.sampleClient })).status).toBe(403);
      expect((await api.request(method, path)).status).toBe(401);
    });

    it("refuses the sample service's client (customer setting off) its own customers; master sees them", async () => {
      expect((await api.request('GET', '/sample/customers', { token: tokens.sampleClient })).status).toBe(
        403,
      );
      expect((await api.request('GET', '/sample/customers', { token: tokens.master })).status).toBe(200);
    });

    it("never answers another service's customer or template", async () => {
      const sample = await api.request('GET', '/sample/customers?limit=1', { token: tokens.master });
      const otherId = customerListResponseSchema.parse(sample.body).data[0]!.id;
      expect((await api.request('GET', `/demo/customers/${otherId}`, { token: tokens.client })).status).toBe(
        404,
      );
      const templates = await api.request('GET', '/sample/push-templates/coupon?limit=1', {
        token: tokens.master,
      });
      const otherTemplate = templateListResponseSchema.parse(templates.body).data[0]!.id;
      expect(
        (await api.request('GET', `/demo/push-templates/coupon/${otherTemplate}`, { token: tokens.client }))
          .status,
      ).toBe(404);
      const push = await api.request('POST', '/demo/push-notifications', {
        token: tokens.client,
        body: { templateId: otherTemplate, pushMessage: 'x', sendTiming: 1, target: 1 },
      });
      expect(push.status).toBe(422);
    });
  });

  describe('list and search', () => {
    it('pages a few hundred demo customers, newest first, without any password', async () => {
      const body = await list('limit=15');
      expect(body.meta.total).toBeGreaterThanOrEqual(300);
      expect(body.data).toHaveLength(15);
      const dates = body.data.map((row) => Date.parse(row.registDate));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    });

    it('finds a name by part of its kanji, katakana, hiragana or half-width kana', async () => {
      const [someone] = await api.db
        .select()
        .from(customers)
        .where(and(eq(customers.serviceId, demoId), eq(customers.nameSei, '長谷川')))
        .limit(1);
      expect(someone).toBeDefined();
      const expected = await api.db
        .select({ n: sql<number>`count(*)::int` })
        .from(customers)
        .where(and(eq(customers.serviceId, demoId), sql`name_sei || name_mei like '%谷川%'`));
      for (const keyword of ['谷川', 'セガワ', 'せがわ', 'ｾｶﾞﾜ']) {
        const body = await list(`name=${encodeURIComponent(keyword)}&limit=200`);
        expect(body.meta.total, keyword).toBe(expected[0]!.n);
        expect(
          body.data.every((row) => row.nameSei === '長谷川'),
          keyword,
        ).toBe(true);
      }
      const one = await list(`name=${encodeURIComponent(`${someone!.nameSei} ${someone!.nameMei}`)}`);
      expect(one.data.map((row) => row.id)).toContain(someone!.id);
      expect((await list(`name=${encodeURIComponent('存在しない名前')}`)).meta.total).toBe(0);
    });

    it('sorts a customer without a mobile number as the smallest, so turning the order round reverses the list', async () => {
      const everyone = async (typeSort: 'ASC' | 'DESC') => {
        const rows = [];
        for (let page = 1; ; page += 1) {
          const body = await list(`sort=mobilePhone&typeSort=${typeSort}&limit=200&page=${page}`);
          rows.push(...body.data);
          if (rows.length >= body.meta.total) return rows;
        }
      };
      const [{ withoutPhone }] = (await api.db
        .select({ withoutPhone: sql<number>`count(*)::int` })
        .from(customers)
        .where(and(eq(customers.serviceId, demoId), sql`mobile_phone is null`))) as [
        { withoutPhone: number },
      ];
      expect(withoutPhone).toBeGreaterThan(0);

      const ascending = await everyone('ASC');
      const descending = await everyone('DESC');
      expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
      expect(ascending.slice(0, withoutPhone).every((row) => row.mobilePhone === null)).toBe(true);
      expect(ascending[withoutPhone]?.mobilePhone).toEqual(expect.any(String));
      const phones = ascending.slice(withoutPhone).map((row) => row.mobilePhone!);
      expect(phones).toEqual([...phones].sort());
    });

    it('matches the mobile number and the linked e-mail from their start, and the link state', async () => {
      const [withPhone] = await api.db
        .select({ id: customers.id, mobilePhone: customers.mobilePhone })
        .from(customers)
        .where(and(eq(customers.serviceId, demoId), sql`mobile_phone is not null`))
        .limit(1);
      const byPhone = await list(
        `mobilePhone=${withPhone!.mobilePhone!.slice(0, 3)}-${withPhone!.mobilePhone!.slice(3, 7)}`,
      );
      expect(
        byPhone.data.every((row) => row.mobilePhone?.startsWith(withPhone!.mobilePhone!.slice(0, 7))),
      ).toBe(true);
      expect(byPhone.data.map((row) => row.id)).toContain(withPhone!.id);

      const [link] = await api.db
        .select()
        .from(customerLinkedAccounts)
        .where(eq(customerLinkedAccounts.serviceId, demoId))
        .limit(1);
      const byMail = await list(
        `mailAddress=${encodeURIComponent(link!.mailAddress!.slice(0, 12).toUpperCase())}`,
      );
      expect(byMail.data.map((row) => row.id)).toContain(link!.customerId);
      expect(byMail.data.every((row) => row.mailAddress?.startsWith(link!.mailAddress!.slice(0, 12)))).toBe(
        true,
      );

      const linked = await list('linked=linked&limit=1');
      const unlinked = await list('linked=unlinked&limit=1');
      expect(linked.meta.total + unlinked.meta.total).toBe((await list('limit=1')).meta.total);
      const linkedList = await api.request('GET', '/demo/customers/linked?limit=200', {
        token: tokens.client,
      });
      const linkedBody = customerLinkedResponseSchema.parse(linkedList.body);
      expect(linkedBody.meta.total).toBe(linked.meta.total);
      expect(linkedBody.meta.total).toBeGreaterThanOrEqual(40);
    });

    it('refuses a malformed filter with a Japanese field error', async () => {
      const response = await api.request('GET', '/demo/customers?registFrom=2024-13-45', {
        token: tokens.client,
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ errors: [{ name: 'registFrom' }] });
    });

    it('counts the customers and devices a filter reaches', async () => {
      const response = await api.request('GET', '/demo/customers/count?linked=linked', {
        token: tokens.client,
      });
      const count = customerCountResponseSchema.parse(response.body).data;
      const [expected] = await api.db
        .select({
          customers: sql<number>`count(distinct ${customerDeviceTokens.customerId})::int`,
          devices: sql<number>`count(*)::int`,
        })
        .from(customerDeviceTokens)
        .innerJoin(
          customerLinkedAccounts,
          eq(customerLinkedAccounts.customerId, customerDeviceTokens.customerId),
        )
        .where(eq(customerDeviceTokens.serviceId, demoId));
      expect(count).toEqual(expected);
    });
  });

  describe('edit', () => {
    it('saves phones and a new password (hashed, never answered) and records who changed what', async () => {
      const id = (await list('limit=1')).data[0]!.id;
      const before = customerDetailResponseSchema.parse(
        (await api.request('GET', `/demo/customers/${id}`, { token: tokens.client })).body,
      ).data;
      const response = await api.request('PUT', `/demo/customers/${id}`, {
        token: tokens.client,
        body: {
          mobilePhone: '08012345678',
          homePhone: '0312345678',
          password: 'AppPass2026',
          updatedAt: before.updatedAt,
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain('AppPass2026');
      const after = customerDetailResponseSchema.parse(response.body).data;
      expect(after).toMatchObject({ mobilePhone: '08012345678', homePhone: '0312345678', hasPassword: true });
      const history = auditRecordHistoryResponseSchema.parse(
        (await api.request('GET', `/audit-logs/records/customer/${id}`, { token: tokens.client })).body,
      ).data;
      expect(history[0]).toMatchObject({ action: 'update', userName: expect.stringMatching(/\S/) });
      const fields = history[0]!.changes.flatMap((row) => row.fields);
      expect(fields.map((field) => field.column).sort()).toEqual([
        'home_phone',
        'mobile_phone',
        'password_hash',
        'updated_by',
      ]);
      expect(fields.find((field) => field.column === 'password_hash')).toMatchObject({
        secret: true,
        before: null,
        after: null,
      });
      expect(JSON.stringify(history)).not.toContain('scrypt');
      const [stored] = await api.db
        .select({ hash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.id, id));
      expect(stored!.hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('AppPass2026', stored!.hash!)).toBe(true);

      const stale = await api.request('PUT', `/demo/customers/${id}`, {
        token: tokens.client,
        body: { mobilePhone: '09011112222', homePhone: '', password: '', updatedAt: before.updatedAt },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: ja.errors.alreadyUpdated });
    });

    it('refuses a mobile number outside 070/080/090 and a weak password, in Japanese', async () => {
      const item = (await list('limit=1')).data[0]!;
      const response = await api.request('PUT', `/demo/customers/${item.id}`, {
        token: tokens.client,
        body: { mobilePhone: '0612345678', homePhone: 'abc', password: 'short', updatedAt: item.updatedAt },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        errors: expect.arrayContaining([
          {
            name: 'mobilePhone',
            message: fieldMessage(ja.customers.fields.mobilePhone, ja.validation.mobilePhone),
          },
          { name: 'homePhone', message: expect.stringContaining(ja.customers.fields.homePhone) },
          { name: 'password', message: expect.stringContaining(ja.customers.fields.password) },
        ]),
      });
    });
  });

  describe('templates', () => {
    it('creates, edits and deletes a coupon template with its image; the list has 40 or more', async () => {
      const listed = templateListResponseSchema.parse(
        (await api.request('GET', '/demo/push-templates/coupon?limit=100', { token: tokens.client })).body,
      );
      expect(listed.meta.total).toBeGreaterThanOrEqual(40);
      const fields = {
        name: '週末クーポン',
        title: '週末限定 10%OFF',
        content: '土日のお会計から10%引きになります。',
        requirement: '会員証のご提示',
        attention: '',
        periodType: '1',
        availableAt: '2026-12-01',
        expiredAt: '2026-12-31',
        pushMessage: '週末限定のクーポンが届きました',
        linkOpenMode: '2',
      };
      const created = await postMultipart(api, '/demo/push-templates/coupon', tokens.client, fields, [
        { name: 'image', fileName: 'coupon.png', contentType: 'image/png', data: SAMPLE_FILES.png },
      ]);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const template = templateWriteResponseSchema.parse(created.body).data;
      expect(template).toMatchObject({ kind: 'coupon', periodType: 1, imageCount: 1 });
      expect(template.availableAt).toBe('2026-12-01T00:00:00+09:00');

      const badPeriod = await api.request('POST', '/demo/push-templates/coupon', {
        token: tokens.client,
        body: { ...fields, availableAt: '', expiredAt: '2026-11-01' },
      });
      expect(badPeriod.status).toBe(422);
      expect(badPeriod.body).toMatchObject({
        errors: expect.arrayContaining([expect.objectContaining({ name: 'availableAt' })]),
      });

      const edited = await api.request('PUT', `/demo/push-templates/coupon/${template.id}`, {
        token: tokens.client,
        body: {
          ...fields,
          periodType: 0,
          name: '週末クーポン（改）',
          removeImage: 1,
          updatedAt: template.updatedAt,
        },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(templateWriteResponseSchema.parse(edited.body).data).toMatchObject({
        name: '週末クーポン（改）',
        periodType: 0,
        availableAt: null,
        imageCount: 0,
      });
      const staleEdit = await api.request('PUT', `/demo/push-templates/coupon/${template.id}`, {
        token: tokens.client,
        body: { ...fields, updatedAt: template.updatedAt },
      });
      expect(staleEdit.status).toBe(409);
      const removed = await api.request('POST', `/demo/push-templates/coupon/${template.id}`, {
        token: tokens.client,
        body: { _method: 'delete' },
      });
      expect(removed.status).toBe(200);
      expect(
        (await api.request('GET', `/demo/push-templates/coupon/${template.id}`, { token: tokens.client }))
          .status,
      ).toBe(404);
    });

    it('keeps at most the maximum images on a news template', async () => {
      const fields = {
        name: 'お知らせ',
        title: '新メニュー',
        content: '本文',
        pushMessage: '新メニューのお知らせ',
        linkOpenMode: '1',
      };
      const png = { name: 'images[]', fileName: 'a.png', contentType: 'image/png', data: SAMPLE_FILES.png };
      const created = await postMultipart(api, '/demo/push-templates/news', tokens.client, fields, [
        png,
        png,
      ]);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const template = templateWriteResponseSchema.parse(created.body).data;
      expect(template.images).toHaveLength(2);
      const tooMany = await postMultipart(api, '/demo/push-templates/news', tokens.client, fields, [
        png,
        png,
        png,
        png,
        png,
      ]);
      expect(tooMany.status).toBe(422);
      expect(tooMany.body).toMatchObject({ errors: [{ name: 'images' }] });
    });
  });

  describe('pushes', () => {
    const templateId = async () =>
      templateListResponseSchema.parse(
        (await api.request('GET', '/demo/push-templates/coupon?limit=1', { token: tokens.client })).body,
      ).data[0]!.id;

    it('sends a push to a filtered set: one delivery per device token of those customers, 送信済み with counts', async () => {
      const body = {
        templateId: await templateId(),
        pushMessage: '今週末のクーポンをお届けします',
        sendTiming: SEND_TIMING.IMMEDIATELY,
        target: PUSH_TARGET.FILTERED,
        filter: { name: '田' },
      };
      const count = customerCountResponseSchema.parse(
        (await api.request('POST', '/demo/push-notifications/count', { token: tokens.client, body })).body,
      ).data;
      expect(count.customers).toBeGreaterThan(0);
      const created = await api.request('POST', '/demo/push-notifications', { token: tokens.client, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const push = pushWriteResponseSchema.parse(created.body).data;
      expect(push).toMatchObject({ state: PUSH_STATE.SCHEDULED, recipientCount: count.customers });
      expect(await api.app.pushWorker.drain()).toBe(1);
      const sent = pushListResponseSchema
        .parse(
          (await api.request('GET', '/demo/push-notifications?limit=200', { token: tokens.client })).body,
        )
        .data.find((item) => item.id === push.id);
      expect(sent).toMatchObject({
        state: PUSH_STATE.SENT,
        recipientCount: count.customers,
        deliveryTotal: count.devices,
        deliveredCount: count.devices,
        failedCount: 0,
      });
      const delivered = await api.db
        .select({ customerId: pushDeliveries.customerId })
        .from(pushDeliveries)
        .where(eq(pushDeliveries.pushId, push.id));
      expect(delivered).toHaveLength(count.devices);
      const names = await api.db
        .select({ sei: customers.nameSei, mei: customers.nameMei })
        .from(customers)
        .where(
          sql`${customers.id} in (${sql.join(
            delivered.map((row) => sql`${row.customerId}`),
            sql`, `,
          )})`,
        );
      expect(names.every((name) => `${name.sei}${name.mei}`.includes('田'))).toBe(true);
    });

    it("counts each template's own pushes; its last sent time is when a push started, not a scheduled one", async () => {
      const created = await api.request('POST', '/demo/push-templates/news', {
        token: tokens.client,
        body: {
          name: '集計確認',
          title: '集計確認',
          content: '本文',
          pushMessage: '集計確認',
          linkOpenMode: '1',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const template = templateWriteResponseSchema.parse(created.body).data;
      const listed = async () =>
        templateListResponseSchema
          .parse(
            (await api.request('GET', '/demo/push-templates/news?limit=100', { token: tokens.client })).body,
          )
          .data.find((item) => item.id === template.id);
      expect(await listed()).toMatchObject({ pushCount: 0, lastSentAt: null });
      const base = { templateId: template.id, pushMessage: '集計確認', target: PUSH_TARGET.ALL };
      const scheduled = await api.request('POST', '/demo/push-notifications', {
        token: tokens.client,
        body: {
          ...base,
          sendTiming: SEND_TIMING.SCHEDULE,
          scheduledAt: new Date(api.clock().getTime() + 3_600_000).toISOString(),
        },
      });
      expect(scheduled.status).toBe(201);
      expect(await listed()).toMatchObject({ pushCount: 1, lastSentAt: null });
      const sent = await api.request('POST', '/demo/push-notifications', {
        token: tokens.client,
        body: { ...base, sendTiming: SEND_TIMING.IMMEDIATELY },
      });
      expect(sent.status).toBe(201);
      await api.app.pushWorker.drain();
      const after = await listed();
      expect(after).toMatchObject({ pushCount: 2 });
      expect(after?.lastSentAt).not.toBeNull();
      // Leaves no push due later for the tests that follow.
      const pending = pushWriteResponseSchema.parse(scheduled.body).data;
      const cancelled = await api.request('PUT', `/demo/push-notifications/${pending.id}/cancel`, {
        token: tokens.client,
        body: { updatedAt: pending.updatedAt },
      });
      expect(cancelled.status).toBe(200);
    });

    it('cancels a scheduled push until it starts; a past time or a started push is refused', async () => {
      const base = { templateId: await templateId(), pushMessage: '予約の通知', target: PUSH_TARGET.ALL };
      const past = await api.request('POST', '/demo/push-notifications', {
        token: tokens.client,
        body: {
          ...base,
          sendTiming: SEND_TIMING.SCHEDULE,
          scheduledAt: new Date(api.clock().getTime() - 60_000).toISOString(),
        },
      });
      expect(past.status).toBe(422);
      expect(past.body).toMatchObject({ errors: [{ name: 'scheduledAt' }] });

      const at = new Date(api.clock().getTime() + 3_600_000).toISOString();
      const schedule = async () =>
        pushWriteResponseSchema.parse(
          (
            await api.request('POST', '/demo/push-notifications', {
              token: tokens.client,
              body: { ...base, sendTiming: SEND_TIMING.SCHEDULE, scheduledAt: at },
            })
          ).body,
        ).data;
      const first = await schedule();
      const second = await schedule();
      expect(await api.app.pushWorker.drain()).toBe(0);
      const cancelled = await api.request('PUT', `/demo/push-notifications/${first.id}/cancel`, {
        token: tokens.client,
        body: { updatedAt: first.updatedAt },
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(pushWriteResponseSchema.parse(cancelled.body).data.state).toBe(PUSH_STATE.CANCELLED);

      api.clock.advance(3_600_000 + 1000);
      expect(await api.app.pushWorker.drain()).toBe(1);
      const late = await api.request('PUT', `/demo/push-notifications/${second.id}/cancel`, {
        token: tokens.client,
        body: { updatedAt: second.updatedAt },
      });
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ message: ja.customers.push.notCancellable });
      const deliveries = await api.db
        .select({ n: sql<number>`count(*)::int` })
        .from(pushDeliveries)
        .where(eq(pushDeliveries.pushId, first.id));
      expect(deliveries[0]!.n).toBe(0);
    });
  });
});
