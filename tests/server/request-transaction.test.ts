import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import { rawRows } from '../../src-server/platform/db/raw-select';
import {
  inRequestTransaction,
  requestScopedDatabase,
} from '../../src-server/platform/db/request-transaction';
import { DATABASE_TARGETS } from './support/databases';

describe.each(DATABASE_TARGETS)("a request's transaction on $name", (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.create();
    await handle.db.execute(sql`create table request_tx_probe (note text not null)`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const notes = async () =>
    (await rawRows<{ note: string }>(handle.db, sql`select note from request_tx_probe order by note`)).map(
      (row) => row.note,
    );

  it("runs a transaction asked for inside it as part of it, without a savepoint's round trips", async () => {
    const db = requestScopedDatabase(handle.db);
    await inRequestTransaction(handle.db, async (tx) => {
      await db.transaction(async (inner) => {
        // The request's own transaction object: drizzle's nested one would open a savepoint.
        expect(inner).toBe(tx);
        await inner.execute(sql`insert into request_tx_probe values ('inner')`);
      });
    });
    expect(await notes()).toEqual(['inner']);
  });

  it('rolls back whole when what ran in the inner transaction fails, the outer work with it', async () => {
    const db = requestScopedDatabase(handle.db);
    await handle.db.execute(sql`delete from request_tx_probe`);
    await expect(
      inRequestTransaction(handle.db, async () => {
        await db.execute(sql`insert into request_tx_probe values ('outer')`);
        await db.transaction(async (inner) => {
          await inner.execute(sql`insert into request_tx_probe values ('inner')`);
          throw new Error('refused');
        });
      }),
    ).rejects.toThrow('refused');
    expect(await notes()).toEqual([]);
  });

  it('still opens a transaction of its own outside a request', async () => {
    const db = requestScopedDatabase(handle.db);
    await handle.db.execute(sql`delete from request_tx_probe`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into request_tx_probe values ('alone')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await db.transaction(async (tx) => tx.execute(sql`insert into request_tx_probe values ('kept')`));
    expect(await notes()).toEqual(['kept']);
  });
});
