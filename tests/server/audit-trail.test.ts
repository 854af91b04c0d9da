import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogDetailResponseSchema,
  auditLogListResponseSchema,
  auditRecordHistoryResponseSchema,
  storeDetailResponseSchema,
  userListResponseSchema,
} from '@shared/api';
import { SHOP_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { AUDIT_VOCABULARY, foldAuditIntake } from '../../src-server/modules/audit';
import { auditedEndpointOf } from '../../src-server/platform/audit/trail';
import { rawRows } from '../../src-server/platform/db/raw-select';
import { loginDemoAccounts } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { endpointCollector, exampleBodies, TENANT_PARAMS } from './support/endpoints';
import type { Endpoint } from './support/endpoints';
import { validShop } from './support/forms';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

interface LineRow {
  id: number;
  entity: string;
  entity_id: string | null;
  entity_label: string | null;
  action: string;
  user_email: string | null;
  role: number | null;
  service_id: number | null;
  shop_id: number | null;
  client_address: string | null;
  console_version: string | null;
  changes: { t: string; op: string; c: Record<string, unknown> }[];
  details: Record<string, unknown> | null;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
/** Tried on their own below: they end the session the walk signs in with. */
const SESSION_ENDING = new Set(['POST /auth/logout', 'POST /auth/change-pass']);

/** The newest audit line's id (0 before the first). */
async function lastLineId(db: TestApi['db']): Promise<number> {
  const [row] = await rawRows<{ id: string | null }>(db, sql`select max(id)::text as id from audit_lines`);
  return Number(row?.id ?? 0);
}

/** The audit lines written after the one with this id, oldest first. */
function linesAfter(db: TestApi['db'], id: number): Promise<LineRow[]> {
  return rawRows<LineRow>(db, sql`select * from audit_lines where id > ${id} order by id`);
}

describe.each(DATABASE_TARGETS)('the audit trail on $name', (target) => {
  const collector = endpointCollector();
  const { api, tokens } = demoApi(target, { jobs: { worker: false }, onRoute: collector.onRoute });

  const columnsOf = (line: LineRow) => line.changes.flatMap((row) => Object.keys(row.c));

  it('names every write endpoint in its vocabulary, and no endpoint that is not there', () => {
    const endpoints = collector.endpoints().filter((endpoint) => endpoint.base === 'api');
    const writes = endpoints.filter((endpoint) => WRITE_METHODS.has(endpoint.method));
    expect(writes.length).toBeGreaterThan(70);
    const unnamed = writes.filter((endpoint) => {
      const entry = auditedEndpointOf(AUDIT_VOCABULARY, endpoint.method, `/api/v1${endpoint.path}`);
      return !entry || ('entity' in entry && entry.entity === 'auditLog' && entry.action === 'update');
    });
    expect(unnamed.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    const registered = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const stale = Object.keys(AUDIT_VOCABULARY).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('records a store from its creation to its deletion with who, where and each difference', async () => {
    const before = await lastLineId(api.db);
    const form = validShop({ ecShopId: 'EC-AUDIT-1', ecShopPassword: 'Ec-Secret-2026!', ecSalesType: 1 });
    const created = await api.request('POST', '/demo/stores', {
      token: tokens.client,
      body: form,
      headers: { 'x-console-version': '1.2.3' },
      remoteAddress: '198.51.100.7',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const store = storeDetailResponseSchema.parse(created.body).data;
    const [line] = await linesAfter(api.db, before);
    expect(line).toMatchObject({
      entity: 'store',
      action: 'create',
      entity_id: String(store.id),
      entity_label: form.storeName,
      user_email: 'client@demo.example',
      role: 2,
      shop_id: store.id,
      client_address: '198.51.100.7',
      console_version: '1.2.3',
    });
    expect(columnsOf(line!)).toEqual(
      expect.arrayContaining(['name', 'shop_code', 'ec_shop_password', 'password_hash']),
    );
    // Secrets only as changed: neither the EC password nor the account's password (or its hash).
    expect(JSON.stringify(line!.changes)).not.toContain('Ec-Secret-2026!');
    expect(JSON.stringify(line!.changes)).not.toContain(form.password);
    expect(JSON.stringify(line!.changes)).not.toContain('scrypt');

    const renamed = await api.request('PUT', `/demo/stores/${store.id}`, {
      token: tokens.client,
      body: { ...form, storeName: '監査テスト店（改）', password: '', updatedAt: store.updatedAt },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const updated = storeDetailResponseSchema.parse(renamed.body).data;
    const history = auditRecordHistoryResponseSchema.parse(
      (await api.request('GET', `/audit-logs/records/store/${store.id}`, { token: tokens.client })).body,
    ).data;
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    const nameChange = history[0]!.changes
      .flatMap((row) => row.fields)
      .find((field) => field.column === 'name');
    expect(nameChange).toEqual({
      column: 'name',
      before: form.storeName,
      after: '監査テスト店（改）',
      secret: false,
    });

    const approved = await api.request('PUT', `/demo/stores/update-status/${store.id}`, {
      token: tokens.client,
      body: { status: SHOP_STATUS.ACTIVE, updatedAt: updated.updatedAt },
    });
    expect(approved.status).toBe(200);
    const deleted = await api.request('DELETE', `/demo/stores/${store.id}`, { token: tokens.client });
    expect(deleted.status).toBe(200);
    const lines = (await linesAfter(api.db, before)).map((entry) => `${entry.entity}/${entry.action}`);
    expect(lines).toEqual(['store/create', 'store/update', 'store/status', 'store/delete']);
    const status = (await linesAfter(api.db, before))[2]!.changes[0]!.c.status;
    expect(status).toEqual([SHOP_STATUS.UNDER_REVIEW, SHOP_STATUS.ACTIVE]);
  });

  it('rolls the change back when its line cannot be written', async () => {
    const [shop] = await rawRows<{ id: number; name: string; updated_at: string }>(
      api.db,
      sql`select id, name, updated_at::text from shops where service_id = (select id from services where subdomain = 'demo') order by id limit 1`,
    );
    const detail = storeDetailResponseSchema.parse(
      (await api.request('GET', `/demo/stores/${shop!.id}`, { token: tokens.client })).body,
    ).data;
    await api.db.execute(sql`create function audit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'the audit line is refused'; end $$`);
    await api.db.execute(sql`create trigger audit_test_refuse before insert on audit_intake for each row
      execute function audit_test_refuse()`);
    try {
      const response = await api.request('PUT', `/demo/stores/update-status/${shop!.id}`, {
        token: tokens.client,
        body: { status: SHOP_STATUS.PAUSED, updatedAt: detail.updatedAt },
      });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: ja.errors.serverError });
    } finally {
      await api.db.execute(sql`drop trigger audit_test_refuse on audit_intake`);
      await api.db.execute(sql`drop function audit_test_refuse()`);
    }
    const [after] = await rawRows<{ status: number; updated_at: string }>(
      api.db,
      sql`select status, updated_at::text from shops where id = ${shop!.id}`,
    );
    expect(after!.updated_at).toBe(shop!.updated_at);
    expect(after!.status).toBe(detail.status);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of a line in the database', async () => {
    await expect(api.db.execute(sql`update audit_log set action = 'view'`)).rejects.toThrow();
    await expect(api.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(api.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    // Not even the purge's own switch opens a line younger than a year.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('audit.purge', 'on', true)`);
        await tx.execute(sql`delete from audit_log`);
      }),
    ).rejects.toThrow();
    expect(await lastLineId(api.db)).toBeGreaterThan(0);
  });

  it('refuses to change a line waiting in the intake, or to delete one audit_log does not hold', async () => {
    // Each in a transaction of its own that writes the line first: no fold can have moved it.
    const REFUSED = { cause: expect.objectContaining({ code: '42501' }) };
    const refused = (statement: ReturnType<typeof sql>) =>
      api.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into audit_intake (occurred_at, entity, action) values (now(), 'session', 'login')`,
        );
        await tx.execute(statement);
      });
    await expect(refused(sql`update audit_intake set action = 'view'`)).rejects.toMatchObject(REFUSED);
    await expect(refused(sql`delete from audit_intake`)).rejects.toMatchObject(REFUSED);
    await expect(refused(sql`truncate audit_intake`)).rejects.toMatchObject(REFUSED);
    // A copy in audit_log that differs from the line does not let it go either.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into audit_intake (occurred_at, entity, action) values (now(), 'session', 'login')`,
        );
        await tx.execute(sql`insert into audit_log (id, occurred_at, entity, action) overriding system value
          select id, occurred_at, entity, 'view' from audit_intake`);
        await tx.execute(sql`delete from audit_intake`);
      }),
    ).rejects.toMatchObject(REFUSED);
    // The fold moves a line, id and all, into audit_log, and leaves nothing behind.
    const [written] = await rawRows<{ id: string }>(
      api.db,
      sql`insert into audit_intake (occurred_at, entity, action) values (now(), 'session', 'logout') returning id::text as id`,
    );
    await foldAuditIntake(api.db);
    const where = (table: string) =>
      sql`select count(*)::int as n from ${sql.raw(table)} where id = ${written!.id}`;
    expect((await rawRows<{ n: number }>(api.db, where('audit_log')))[0]!.n).toBe(1);
    expect((await rawRows<{ n: number }>(api.db, where('audit_intake')))[0]!.n).toBe(0);
  });

  it('purges only the lines past their retention, and the day totals follow', async () => {
    const old = new Date(Date.now() - 800 * 86_400_000);
    await api.db.execute(sql`insert into audit_log (occurred_at, entity, action) values
      (${old.toISOString()}::timestamptz, 'session', 'login'), (${old.toISOString()}::timestamptz, 'session', 'logout')`);
    const count = async () =>
      Number((await rawRows<{ n: string }>(api.db, sql`select count(*)::text as n from audit_log`))[0]!.n);
    const days = async () =>
      Number(
        (
          await rawRows<{ n: string | null }>(
            api.db,
            sql`select sum(lines) filter (where service_key >= 0)::text as n from audit_log_days`,
          )
        )[0]!.n,
      );
    // Every service together, per day: the same total.
    const allServices = async () =>
      Number(
        (
          await rawRows<{ n: string | null }>(
            api.db,
            sql`select sum(lines)::text as n from audit_log_days where service_key = -1`,
          )
        )[0]!.n,
      );
    // The counts are audit_log's: the lines waiting in the intake folded first (as the purge does).
    await foldAuditIntake(api.db);
    const before = await count();
    expect(await days()).toBe(before);
    expect(await allServices()).toBe(before);
    expect(await api.app.purgeAuditLines()).toBe(2);
    expect(await count()).toBe(before - 2);
    expect(await days()).toBe(before - 2);
    expect(await allServices()).toBe(before - 2);
  });

  it('writes a line for a sign-in, a failed one (known and unknown address) and a sign-out', async () => {
    const before = await lastLineId(api.db);
    const failed = await api.request('POST', '/auth/login', {
      body: { email: 'client@demo.example', password: 'not-the-password' },
      remoteAddress: '203.0.113.9',
    });
    expect(failed.status).toBe(401);
    await api.request('POST', '/auth/login', {
      body: { email: 'nobody@demo.example', password: 'whatever-1' },
    });
    const token = await api.login('store@demo.example');
    await api.request('POST', '/auth/logout', { token });
    const lines = await linesAfter(api.db, before);
    expect(lines.map((line) => [line.action, line.user_email, line.details])).toEqual([
      ['loginFailed', 'client@demo.example', { reason: 'wrongPassword', method: 'password' }],
      ['loginFailed', null, { reason: 'unknownEmail', method: 'password', email: 'nobody@demo.example' }],
      ['login', 'store@demo.example', { method: 'password' }],
      ['logout', 'store@demo.example', null],
    ]);
    expect(lines[0]!.client_address).toBe('203.0.113.9');
    expect(JSON.stringify(lines)).not.toContain('not-the-password');
  });

  it('serves the trail to head office only: master every service, a client its own', async () => {
    const master = auditLogListResponseSchema.parse(
      (await api.request('GET', '/audit-logs?service=sample&limit=50', { token: tokens.master })).body,
    );
    expect(master.data.every((line) => line.subdomain === 'sample')).toBe(true);
    const client = auditLogListResponseSchema.parse(
      (await api.request('GET', '/audit-logs?service=sample&limit=50', { token: tokens.client })).body,
    );
    expect(client.data.length).toBeGreaterThan(0);
    expect(client.data.every((line) => line.subdomain === 'demo')).toBe(true);
    expect(client.meta.total).toBeGreaterThanOrEqual(client.data.length);
    expect((await api.request('GET', '/audit-logs', { token: tokens.store })).status).toBe(403);
    // Master's whole trail: its total from the day rows of every service together (the read may
    // add a line of its own, a view of the trail).
    const lines = async () =>
      Number((await rawRows<{ n: string }>(api.db, sql`select count(*)::text as n from audit_lines`))[0]!.n);
    const before = await lines();
    const whole = auditLogListResponseSchema.parse(
      (await api.request('GET', '/audit-logs?limit=1', { token: tokens.master })).body,
    );
    expect(whole.meta.total).toBeGreaterThanOrEqual(before);
    expect(whole.meta.total).toBeLessThanOrEqual(await lines());
    const filtered = auditLogListResponseSchema.parse(
      (await api.request('GET', '/audit-logs?entity=customer&action=update', { token: tokens.client })).body,
    );
    expect(filtered.data.every((line) => line.entity === 'customer' && line.action === 'update')).toBe(true);
    const line = auditLogDetailResponseSchema.parse(
      (await api.request('GET', `/audit-logs/${filtered.data[0]!.id}`, { token: tokens.client })).body,
    ).data;
    expect(line.changes[0]?.table).toBe('customers');
    const foreign = await rawRows<{ id: number }>(
      api.db,
      sql`select id from audit_lines where service_id = (select id from services where subdomain = 'sample') limit 1`,
    );
    expect((await api.request('GET', `/audit-logs/${foreign[0]!.id}`, { token: tokens.client })).status).toBe(
      404,
    );
  });

  it('offers the user filter of 操作ログ the users the caller may see, by name or e-mail', async () => {
    const everyone = await rawRows<{ id: number; email: string; name: string; subdomain: string | null }>(
      api.db,
      sql`select u.id, u.email, u.name_sei || ' ' || u.name_mei as name, s.subdomain
          from users u left join services s on s.id = u.service_id order by u.id`,
    );
    // The picker's request: a keyword, the first matches by name.
    const pick = async (token: string, keyword = '') => {
      const query = `limit=200&sort=nameSei&typeSort=ASC${keyword ? `&name=${encodeURIComponent(keyword)}` : ''}`;
      const answer = await api.request('GET', `/users?${query}`, { token });
      return userListResponseSchema
        .parse(answer.body)
        .data.map((user) => user.id)
        .sort((a, b) => a - b);
    };
    const demo = everyone.filter((user) => user.subdomain === 'demo');
    const foreign = everyone.find((user) => user.subdomain === 'sample')!;
    expect(everyone.length).toBeLessThan(200);
    expect(await pick(tokens.master)).toEqual(everyone.map((user) => user.id));
    expect(await pick(tokens.client)).toEqual(demo.map((user) => user.id));
    expect(await pick(tokens.master, foreign.email)).toEqual([foreign.id]);
    expect(await pick(tokens.client, foreign.email)).toEqual([]);
    expect(await pick(tokens.client, foreign.name)).not.toContain(foreign.id);
    const own = demo[0]!;
    expect(await pick(tokens.client, own.name)).toContain(own.id);
    expect(await pick(tokens.client, own.email.split('@')[0])).toContain(own.id);
    expect((await api.request('GET', '/users?name=a', { token: tokens.store })).status).toBe(403);
  });
});

/**
 * On an app of its own: the walk changes and deletes demo records (a user paused, a shop gone)
 * that the other tests rely on.
 */
describe.each(DATABASE_TARGETS)('every write endpoint on $name', (target) => {
  const collector = endpointCollector();
  let api: TestApi;
  let tokens: DemoTokens;

  beforeAll(async () => {
    api = await startTestApi(target, { jobs: { worker: false }, onRoute: collector.onRoute });
    tokens = await loginDemoAccounts(api);
  });
  afterAll(() => api?.close());

  /**
   * Every write endpoint, tried with the bodies its channels declare: an answer under 400 wrote
   * exactly one line, of the endpoint's entity and action; a refused one wrote none.
   */
  it(
    'writes exactly one line for each write that went through and none for a refused one',
    { timeout: 300_000 },
    async () => {
      const writes = collector
        .endpoints()
        .filter((endpoint) => endpoint.base === 'api' && WRITE_METHODS.has(endpoint.method));
      const problems: string[] = [];
      let wentThrough = 0;
      for (const endpoint of writes) {
        const entry = auditedEndpointOf(AUDIT_VOCABULARY, endpoint.method, `/api/v1${endpoint.path}`);
        if (!entry || 'unaudited' in entry || SESSION_ENDING.has(`${endpoint.method} ${endpoint.path}`))
          continue;
        for (const body of bodiesOf(endpoint)) {
          for (const token of [tokens.client, tokens.store, tokens.master]) {
            const before = await lastLineId(api.db);
            const response = await api.request(endpoint.method, pathOf(endpoint), { token, body });
            const lines = (await linesAfter(api.db, before)).filter((line) => line.entity !== 'auditLog');
            const label = `${endpoint.method} ${endpoint.path} -> ${response.status}`;
            if (response.status >= 400) {
              if (lines.length > 0 && !(endpoint.path.startsWith('/auth/') && response.status === 401))
                problems.push(`${label}: refused, yet wrote ${lines.length} line(s)`);
              if (response.status === 403) continue;
              break;
            }
            wentThrough += 1;
            const expected = typeof entry.action === 'function' ? null : entry.action;
            if (lines.length !== 1) problems.push(`${label}: wrote ${lines.length} lines`);
            else if (lines[0]!.entity !== entry.entity || (expected && lines[0]!.action !== expected))
              problems.push(`${label}: wrote ${lines[0]!.entity}/${lines[0]!.action}`);
            break;
          }
        }
      }
      expect(problems).toEqual([]);
      // The example bodies carry 19 writes through today (16 endpoints): fewer means a body broke.
      expect(wentThrough).toBeGreaterThanOrEqual(19);
    },
  );

  function bodiesOf(endpoint: Endpoint): Record<string, unknown>[] {
    const skip = new Set(endpoint.params);
    const examples = endpoint.schemas.flatMap((schema) => exampleBodies(schema, skip));
    return examples.length > 0 ? examples.slice(0, 2) : [{}];
  }

  function pathOf(endpoint: Endpoint): string {
    return endpoint.path.replace(/:(\w+)/g, (_, name: string) => (TENANT_PARAMS.has(name) ? 'demo' : '1'));
  }
});
