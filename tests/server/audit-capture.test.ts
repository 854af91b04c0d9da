import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import type { Database } from '../../src-server/platform/db/client';
import { rawRows } from '../../src-server/platform/db/raw-select';
import { DATABASE_TARGETS } from './support/databases';

/** What the capture keeps of the rows a statement touches, as audit_write_line reads it. */
async function captured(db: Database, statement: ReturnType<typeof sql>): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('audit.capture', 'on', true), set_config('audit.rows', '', true), set_config('audit.row_count', '0', true)`,
    );
    await tx.execute(statement);
    const [row] = await rawRows<{ rows: string }>(
      tx,
      sql`select current_setting('audit.rows', true) as rows`,
    );
    return JSON.parse(`[${(row?.rows ?? '').slice(1)}]`) as unknown[];
  });
}

/**
 * Issue 28: each audited table's row capture is a function generated from its columns
 * (migration 0031), so it must be generated again when the columns change.
 */
describe.each(DATABASE_TARGETS)('the row capture of the audited tables on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.create();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is, for every audited table, the function its columns give now', async () => {
    const stale = await rawRows<{ table_name: string }>(
      handle.db,
      sql`select c.relname as table_name
            from pg_trigger as t
            join pg_class as c on c.oid = t.tgrelid
            join pg_proc as p on p.oid = t.tgfoid
           where t.tgname = 'audit_capture'
             and (p.proname <> 'audit_capture_' || c.relname or p.prosrc <> audit_capture_source(c.relname))
           order by 1`,
    );
    expect(stale).toEqual([]);
    const [{ tables } = { tables: 0 }] = await rawRows<{ tables: number }>(
      handle.db,
      sql`select count(*)::int as tables from pg_trigger where tgname = 'audit_capture'`,
    );
    expect(tables).toBeGreaterThanOrEqual(31);
  });

  it('keeps what a row gained, changed and lost, secrets as "*", and a column added once the start has refreshed it', async () => {
    const db = handle.db;
    await db.execute(sql`create table audit_capture_probe (
      id serial primary key, service_id integer, name_sei text, name_mei text, pin text,
      amount numeric, note jsonb, updated_at timestamptz)`);
    await db.execute(sql`select audit_capture_install('audit_capture_probe', array['pin'])`);

    expect(
      await captured(
        db,
        sql`insert into audit_capture_probe (service_id, name_sei, name_mei, pin, amount, note, updated_at)
            values (7, '山田', '花子', '1234', 1.50, '{"a": null}', now())`,
      ),
    ).toEqual([
      {
        t: 'audit_capture_probe',
        op: 'i',
        id: 1,
        sv: 7,
        sh: null,
        lb: '山田 花子',
        c: {
          id: [null, 1],
          service_id: [null, 7],
          name_sei: [null, '山田'],
          name_mei: [null, '花子'],
          pin: '*',
          amount: [null, 1.5],
          note: [null, { a: null }],
        },
      },
    ]);
    // Only what differs; the time of the change is not a change.
    expect(
      await captured(
        db,
        sql`update audit_capture_probe set amount = 1.5, pin = '9999', name_mei = null, updated_at = now()`,
      ),
    ).toEqual([
      {
        t: 'audit_capture_probe',
        op: 'u',
        id: 1,
        sv: 7,
        sh: null,
        lb: '山田',
        c: { pin: '*', name_mei: ['花子', null] },
      },
    ]);
    expect(await captured(db, sql`update audit_capture_probe set updated_at = now()`)).toEqual([]);

    await db.execute(sql`alter table audit_capture_probe add column title text`);
    // Not seen until the table's capture is generated again, as every server start does after
    // its migrations (and only for the tables whose columns changed).
    expect(await captured(db, sql`update audit_capture_probe set title = '仮の題'`)).toEqual([]);
    expect(await rawRows(db, sql`select audit_capture_refresh() as written`)).toEqual([{ written: 1 }]);
    expect(await rawRows(db, sql`select audit_capture_refresh() as written`)).toEqual([{ written: 0 }]);
    expect(await captured(db, sql`update audit_capture_probe set title = '新しい題'`)).toEqual([
      {
        t: 'audit_capture_probe',
        op: 'u',
        id: 1,
        sv: 7,
        sh: null,
        lb: '新しい題',
        c: { title: ['仮の題', '新しい題'] },
      },
    ]);
    expect(await captured(db, sql`delete from audit_capture_probe`)).toEqual([
      {
        t: 'audit_capture_probe',
        op: 'd',
        id: 1,
        sv: 7,
        sh: null,
        lb: '新しい題',
        c: {
          id: [1, null],
          service_id: [7, null],
          name_sei: ['山田', null],
          pin: '*',
          amount: [1.5, null],
          note: [{ a: null }, null],
          title: ['新しい題', null],
        },
      },
    ]);
    await db.execute(sql`drop table audit_capture_probe`);
  });
});
