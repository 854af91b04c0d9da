import { and, count, eq, inArray } from 'drizzle-orm';
import { ja } from '@shared/messages';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import { invalidField, notFound } from '../../platform/errors';
import { nextVersion } from '../../platform/db/versions';
import { isGroupOfService } from './reads';

const noMatchingShop = () => invalidField('shopIds', ja.errors.noMatchingShop);

async function assertGroupOfService(db: Database, serviceId: number, groupId: number): Promise<void> {
  if (!(await isGroupOfService(db, serviceId, groupId))) throw notFound();
}

async function shopCountOf(db: Database, groupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops).where(eq(shops.groupId, groupId));
  return row?.n ?? 0;
}

/** Moves shops of the service into the group (from no group or another one). */
export async function addShopsToGroup(
  db: Database,
  serviceId: number,
  groupId: number,
  shopIds: number[],
  now: Date,
): Promise<number> {
  await assertGroupOfService(db, serviceId, groupId);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(shops)
      .set({ groupId, updatedAt: nextVersion(shops.updatedAt, now) })
      .where(and(eq(shops.serviceId, serviceId), inArray(shops.id, shopIds)))
      .returning({ id: shops.id });
    // All or nothing: an id of another service, or of no shop, undoes the whole request.
    if (moved.length !== shopIds.length) throw noMatchingShop();
    return shopCountOf(tx, groupId);
  });
}

/** Takes shops out of the group; each must be in it. */
export async function removeShopsFromGroup(
  db: Database,
  serviceId: number,
  groupId: number,
  shopIds: number[],
  now: Date,
): Promise<number> {
  await assertGroupOfService(db, serviceId, groupId);
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(shops)
      .set({ groupId: null, updatedAt: nextVersion(shops.updatedAt, now) })
      .where(and(eq(shops.serviceId, serviceId), eq(shops.groupId, groupId), inArray(shops.id, shopIds)))
      .returning({ id: shops.id });
    if (removed.length !== shopIds.length) throw noMatchingShop();
    return shopCountOf(tx, groupId);
  });
}
