import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_MASTER } from '@shared/constants';
import type { AuditAction, AuditEntity } from '@shared/constants';
import { auditReachOf, listAuditPage } from '../../src-server/modules/audit/reads';
import type { AuditFilter } from '../../src-server/modules/audit/reads';
import { purgeAuditLines } from '../../src-server/modules/audit/retention';
import { auditedTransaction } from '../../src-server/platform/audit/capture';
import { writeAuditLines } from '../../src-server/platform/audit/line';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import { rawRows } from '../../src-server/platform/db/raw-select';
import { DATABASE_TARGETS } from './support/databases';

const SERVICES = [null, 1, 2] as const;
const USERS = [null, 1, 2, 3] as const;
const ENTITIES: AuditEntity[] = ['store', 'coupon', 'session'];
const ACTIONS: AuditAction[] = ['update', 'create', 'login', 'exportRequest'];
/** Around a Tokyo midnight, so the lines fall on two days. */
const MIDNIGHT = Date.parse('2026-11-27T15:00:00Z');

interface Mismatch {
  key: string;
  kept: string | null;
  counted: string | null;
}

/** Rollup rows that differ from a count(*) of the lines (none when the rollups are exact). */
async function mismatches(handle: DatabaseHandle): Promise<Mismatch[]> {
  return rawRows<Mismatch>(
    handle.db,
    sql`with lines as (
          select coalesce(service_id, 0) as service_key, (occurred_at at time zone 'Asia/Tokyo')::date as day,
                 user_id::text as user_id, entity::text as entity, action::text as action
            from audit_log
        ), keyed as (
          select service_key, day, user_id, entity, action from lines
          union all
          select -1, day, user_id, entity, action from lines
        ), days as (
          select 'day ' || service_key || ' ' || day as key, count(*)::text as counted from keyed group by service_key, day
        ), facets as (
          select 'facet ' || service_key || ' ' || facet || ' ' || value as key, count(*)::text as counted
            from keyed cross join lateral (values ('*', ''), ('u', user_id), ('e', entity), ('a', action)) as f(facet, value)
           where value is not null
           group by service_key, facet, value
        ), kept as (
          select 'day ' || service_key || ' ' || day as key, lines::text as kept from audit_log_days
          union all
          select 'facet ' || service_key || ' ' || facet || ' ' || value, lines::text from audit_log_facet_totals
        )
        select coalesce(kept.key, counted.key) as key, kept.kept, counted.counted
          from kept full join (select * from days union all select * from facets) as counted on counted.key = kept.key
         where kept.kept is distinct from counted.counted
         order by 1`,
  );
}

async function lineCount(handle: DatabaseHandle, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rawRows<{ n: string }>(
    handle.db,
    sql`select count(*)::text as n from audit_log where ${where}`,
  );
  return Number(row?.n ?? 0);
}

describe.each(DATABASE_TARGETS)('the audit trail counts on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.create();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps its day and filter totals equal to a count of the lines through concurrent writes, a bulk insert and a purge', async () => {
    const { db } = handle;
    // Audited writes, each in its own transaction, all at once (on PostgreSQL: on several connections).
    await Promise.all(
      Array.from({ length: 48 }, (_, index) =>
        auditedTransaction(
          db,
          async () => index,
          () => ({
            at: new Date(MIDNIGHT + (index % 2 === 0 ? -1 : 1) * (index + 1) * 60_000),
            scope: {
              actor:
                USERS[index % USERS.length] === null
                  ? null
                  : {
                      userId: USERS[index % USERS.length]!,
                      role: ROLE_CLIENT,
                      serviceId: null,
                      shopId: null,
                      name: '計測 太郎',
                      email: 'count@bench.example',
                    },
              serviceId: SERVICES[index % SERVICES.length] ?? null,
              clientAddress: '127.0.0.1',
              consoleVersion: 'test',
            },
            entity: ENTITIES[index % ENTITIES.length]!,
            action: ACTIONS[index % ACTIONS.length]!,
            table: null,
            entityId: null,
            shopId: null,
            details: null,
          }),
        ),
      ),
    );
    // A bulk insert of lines as they are (demo data, sign-ins), some of them past any retention.
    const old = new Date(Date.now() - 800 * 86_400_000);
    await writeAuditLines(
      db,
      Array.from({ length: 30 }, (_, index) => ({
        at: index < 10 ? old : new Date(MIDNIGHT + index * 3_600_000),
        actor: null,
        serviceId: SERVICES[index % SERVICES.length] ?? null,
        entity: ENTITIES[index % ENTITIES.length]!,
        action: ACTIONS[(index + 1) % ACTIONS.length]!,
      })),
    );
    expect(await mismatches(handle)).toEqual([]);

    expect(await purgeAuditLines(db, new Date(), 365)).toBe(10);
    expect(await mismatches(handle)).toEqual([]);

    // Counted again from the lines (after a bulk load with the triggers off): the same totals.
    const kept = await rawRows(db, sql`select * from audit_log_facet_totals order by 1, 2, 3`);
    await db.execute(sql`select audit_log_recount()`);
    expect(await rawRows(db, sql`select * from audit_log_facet_totals order by 1, 2, 3`)).toEqual(kept);
    expect(await mismatches(handle)).toEqual([]);
  });

  it("answers 操作ログ's total from the counts as a count of the lines would", async () => {
    const master = auditReachOf({
      tokenId: 0,
      userId: 9,
      role: ROLE_MASTER,
      serviceId: null,
      shopId: null,
      groupId: null,
    });
    const client = auditReachOf({
      tokenId: 0,
      userId: 1,
      role: ROLE_CLIENT,
      serviceId: 1,
      shopId: null,
      groupId: null,
    });
    const cases: [string, ReturnType<typeof auditReachOf>, AuditFilter, ReturnType<typeof sql>][] = [
      ['master', master, {}, sql`true`],
      ['master, head office', master, { serviceId: null }, sql`service_id is null`],
      ['master, a user', master, { userId: 2 }, sql`user_id = 2`],
      ['master, an entity', master, { entity: 'coupon' }, sql`entity = 'coupon'`],
      ['master, an action', master, { action: 'login' }, sql`action = 'login'`],
      [
        'master, a service and an action',
        master,
        { serviceId: 2, action: 'login' },
        sql`service_id = 2 and action = 'login'`,
      ],
      ['client', client, {}, sql`service_id = 1`],
      ['client, a user', client, { userId: 1 }, sql`service_id = 1 and user_id = 1`],
      ['client, an entity', client, { entity: 'store' }, sql`service_id = 1 and entity = 'store'`],
      ['client, another service', client, { serviceId: 2 }, sql`false`],
      [
        'client, a day',
        client,
        { from: '2026-11-28', to: '2026-11-28' },
        sql`service_id = 1 and occurred_at >= '2026-11-27T15:00:00Z'
        and occurred_at < '2026-11-28T15:00:00Z'`,
      ],
    ];
    for (const [label, reach, filter, where] of cases) {
      const page = await listAuditPage(handle.db, reach, filter, { page: 1, limit: 15, typeSort: 'DESC' });
      expect({ label, total: page.total }).toEqual({ label, total: await lineCount(handle, where) });
      const ids = await rawRows<{ id: string }>(
        handle.db,
        sql`select id::text as id from audit_log where ${where} order by occurred_at desc, id desc limit 15`,
      );
      expect({ label, ids: page.items.map((item) => item.id) }).toEqual({
        label,
        ids: ids.map((row) => Number(row.id)),
      });
    }
  });
});
