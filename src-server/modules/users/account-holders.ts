import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ROLE_GROUP, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { groups, shops, users } from '../../platform/db/schema';
import { notFound, staleWrite } from '../../platform/errors';
import { atVersion } from '../../platform/db/versions';

/**
 * A record of a service that holds login accounts of its own: a group (its group account) or a
 * shop (its store accounts). The accounts point at it through a column of users that is set null
 * when the record goes, so they are found, and deleted with it, through that column and role.
 */
export interface AccountHolder {
  table: PgTable & { id: AnyPgColumn; serviceId: AnyPgColumn; updatedAt: AnyPgColumn };
  accountColumn: AnyPgColumn;
  role: Role;
}

export const GROUP_ACCOUNTS: AccountHolder = {
  table: groups,
  accountColumn: users.groupId,
  role: ROLE_GROUP,
};
export const STORE_ACCOUNTS: AccountHolder = { table: shops, accountColumn: users.shopId, role: ROLE_STORE };

const accountsOf = (holder: AccountHolder, id: number) =>
  and(eq(holder.accountColumn, id), eq(users.role, holder.role));

/** The first account of the record (the one its form edits), or null when it has none. */
export async function holderAccountId(
  db: Database,
  holder: AccountHolder,
  id: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(accountsOf(holder, id))
    .orderBy(users.id)
    .limit(1);
  return row?.id ?? null;
}

/** Deletes the record of the service read at `updatedAt` with its accounts (404 when not the service's, 409 when stale). */
export async function deleteWithAccounts(
  db: Database,
  holder: AccountHolder,
  serviceId: number,
  id: number,
  updatedAt: string | undefined,
): Promise<void> {
  const { table } = holder;
  const ofService = and(eq(table.id, id), eq(table.serviceId, serviceId));
  await db.transaction(async (tx) => {
    // The record is this service's (locked, so it stays so) before anything of it is touched.
    const [held] = await tx.select({ id: table.id }).from(table).where(ofService).for('update');
    if (!held) throw notFound();
    // Accounts first: deleting the record would detach them (set null) before they could be found.
    await tx.delete(users).where(accountsOf(holder, id));
    const deleted = await tx
      .delete(table)
      .where(and(ofService, atVersion(table.updatedAt, updatedAt)))
      .returning({ id: table.id });
    // The locked record is there, so only its version can have kept it.
    if (deleted.length === 0) throw staleWrite();
  });
}
