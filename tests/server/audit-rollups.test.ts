import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_MASTER } from '@shared/constants';
import type { AuditAction, AuditEntity } from '@shared/constants';
import { auditReachOf, listAuditPage } from '../../src-server/modules/audit/reads';
import type { AuditFilter } from '../../src-server/modules/audit/reads';
import { foldAuditIntake } from '../../src-server/modules/audit/fold';
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

/** Rollup rows that differ from a count(*) of the folded lines (none when the rollups are exact). */
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

/** An audited write (no row of its own) whose line varies with `index`: service, user, entity, action, day. */
function auditedWrite(db: DatabaseHandle['db'], index: number): Promise<number> {
  return auditedTransaction(
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
  );
}

async function lineCount(handle: DatabaseHandle, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rawRows<{ n: string }>(
    handle.db,
    sql`select count(*)::text as n from audit_lines where ${where}`,
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
    await Promise.all(Array.from({ length: 48 }, (_, index) => auditedWrite(db, index)));
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
    expect(await lineCount(handle, sql`true`)).toBe(78);
    expect(await foldAuditIntake(db)).toBe(78);
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
    // Some lines not folded yet: the totals add the intake's.
    await writeAuditLines(
      handle.db,
      Array.from({ length: 12 }, (_, index) => ({
        at: new Date(MIDNIGHT + (index - 6) * 600_000),
        actor: null,
        serviceId: SERVICES[index % SERVICES.length] ?? null,
        entity: ENTITIES[index % ENTITIES.length]!,
        action: ACTIONS[index % ACTIONS.length]!,
      })),
    );
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
        sql`select id::text as id from audit_lines where ${where} order by occurred_at desc, id desc limit 15`,
      );
      expect({ label, ids: page.items.map((item) => item.id) }).toEqual({
        label,
        ids: ids.map((row) => Number(row.id)),
      });
    }
  });
  it('reads every line exactly once, and counts it once, while lines are written and folded at once', async () => {
    const { db } = handle;
    const lines = async () => await lineCount(handle, sql`true`);
    const before = await lines();
    const waiting = await lineCount(handle, sql`id in (select id from audit_intake)`);
    // One statement, one snapshot: the lines, their distinct ids and master's total as the list reads it.
    const snapshot = async () => {
      const [row] = await rawRows<{ lines: number; ids: number; total: number }>(
        db,
        sql`select (select count(*)::int from audit_lines) as lines,
                   (select count(distinct id)::int from audit_lines) as ids,
                   ((select coalesce(sum(lines), 0) from audit_log_facet_totals where service_key = -1 and facet = '*')
                     + (select count(*) from audit_intake))::int as total`,
      );
      return row!;
    };
    let writing = true;
    const folds: number[] = [];
    const seen: { lines: number; ids: number; total: number }[] = [];
    const foldWhileWriting = async () => {
      while (writing) folds.push(await foldAuditIntake(db));
    };
    const readWhileWriting = async () => {
      while (writing) seen.push(await snapshot());
    };
    const writes = Promise.all(Array.from({ length: 60 }, (_, index) => auditedWrite(db, index))).finally(
      () => {
        writing = false;
      },
    );
    await Promise.all([writes, foldWhileWriting(), foldWhileWriting(), readWhileWriting()]);
    folds.push(await foldAuditIntake(db));

    expect(seen.length).toBeGreaterThan(0);
    for (const read of seen) {
      expect(read.ids).toBe(read.lines);
      expect(read.total).toBe(read.lines);
      expect(read.lines).toBeGreaterThanOrEqual(before);
      expect(read.lines).toBeLessThanOrEqual(before + 60);
    }
    expect(folds.reduce((sum, folded) => sum + folded, 0)).toBe(waiting + 60);
    expect(await lines()).toBe(before + 60);
    expect(await lineCount(handle, sql`id in (select id from audit_intake)`)).toBe(0);
    expect(await mismatches(handle)).toEqual([]);
  });
});
