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

/**
 * Moves shops of the service into the group (from no group or another one), or takes shops
 * out of it (each must be in it). All or nothing: an id of another service, of no shop, or (to
 * remove) of a shop outside the group undoes the whole request. Answers the group's shop count.
 */
export async function changeGroupShops(
  db: Database,
  serviceId: number,
  groupId: number,
  change: { shopIds: number[]; removing: boolean },
  now: Date,
): Promise<number> {
  const { shopIds, removing } = change;
  await assertGroupOfService(db, serviceId, groupId);
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(shops)
      .set({ groupId: removing ? null : groupId, updatedAt: nextVersion(shops.updatedAt, now) })
      .where(
        and(
          eq(shops.serviceId, serviceId),
          removing ? eq(shops.groupId, groupId) : undefined,
          inArray(shops.id, shopIds),
        ),
      )
      .returning({ id: shops.id });
    if (changed.length !== shopIds.length) throw noMatchingShop();
    return shopCountOf(tx, groupId);
  });
}
