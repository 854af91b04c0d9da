import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { contentOrders } from './schema';
import { staleWrite, validationFailed } from '../../platform/errors';

/**
 * The order version of one list (see content_orders). Every change of a list's order or
 * membership runs inside a transaction that first takes this row's lock (lockOrder) and ends
 * by moving the version (bumpOrder): two reorders of one list run one after the other, and
 * the second, carrying the version the first replaced, is refused with 409.
 */
export async function lockOrder(tx: Database, serviceId: number, listKey: string): Promise<number> {
  await tx.insert(contentOrders).values({ serviceId, listKey }).onConflictDoNothing();
  const [row] = await tx
    .select({ version: contentOrders.version })
    .from(contentOrders)
    .where(and(eq(contentOrders.serviceId, serviceId), eq(contentOrders.listKey, listKey)))
    .for('update');
  if (!row) throw new Error(`order ${listKey} was not created`);
  return row.version;
}

/** Locks several lists in one fixed order (by key), so two writers never wait on each other. */
export async function lockOrders(tx: Database, serviceId: number, listKeys: string[]): Promise<void> {
  for (const key of [...new Set(listKeys)].sort()) await lockOrder(tx, serviceId, key);
}

export async function bumpOrder(tx: Database, serviceId: number, listKey: string): Promise<number> {
  const [row] = await tx
    .update(contentOrders)
    .set({ version: sql`${contentOrders.version} + 1` })
    .where(and(eq(contentOrders.serviceId, serviceId), eq(contentOrders.listKey, listKey)))
    .returning({ version: contentOrders.version });
  if (!row) throw new Error(`order ${listKey} is not locked`);
  return row.version;
}

export async function readOrderVersion(db: Database, serviceId: number, listKey: string): Promise<number> {
  const [row] = await db
    .select({ version: contentOrders.version })
    .from(contentOrders)
    .where(and(eq(contentOrders.serviceId, serviceId), eq(contentOrders.listKey, listKey)));
  return row?.version ?? 0;
}

export async function dropOrder(tx: Database, serviceId: number, listKey: string): Promise<void> {
  await tx
    .delete(contentOrders)
    .where(and(eq(contentOrders.serviceId, serviceId), eq(contentOrders.listKey, listKey)));
}

/** Whether `ids` is exactly the list's rows, each once. */
export function isSameMembers(current: readonly number[], ids: readonly number[]): boolean {
  if (current.length !== ids.length) return false;
  const wanted = new Set(ids);
  return wanted.size === ids.length && current.every((id) => wanted.has(id));
}

export interface Reorder {
  serviceId: number;
  listKey: string;
  /** The table whose `position` column is rewritten, and its `id`. */
  table: PgTable;
  id: AnyPgColumn;
  /** The list's rows in the table (their ids are read under the lock). */
  members: SQL | undefined;
  ids: number[];
  orderVersion: number;
}

/**
 * Rewrites a whole list's positions (0 for the first id) in one statement, under the list's
 * lock, if the client read the current version. Answers the new version.
 */
export async function reorderList(db: Database, reorder: Reorder): Promise<number> {
  return db.transaction(async (tx) => {
    const version = await lockOrder(tx, reorder.serviceId, reorder.listKey);
    if (version !== reorder.orderVersion) throw staleWrite();
    // Same version, so nothing was added or removed since: other ids are the client's mistake.
    const members = await tx.select({ id: reorder.id }).from(reorder.table).where(reorder.members);
    if (
      !isSameMembers(
        members.map((row) => row.id as number),
        reorder.ids,
      )
    ) {
      throw validationFailed([
        { name: 'ids', message: fieldMessage(ja.forms.contentOrder.ids, ja.validation.unknownChoice) },
      ]);
    }
    const idArray = `{${reorder.ids.join(',')}}`;
    await tx.execute(
      sql`update ${reorder.table} set "position" = o.ord - 1
          from unnest(${idArray}::int[]) with ordinality as o(id, ord)
          where ${reorder.table}."id" = o.id`,
    );
    return bumpOrder(tx, reorder.serviceId, reorder.listKey);
  });
}
