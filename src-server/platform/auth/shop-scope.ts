import { and, eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { ROLE_GROUP, ROLE_STORE } from '@shared/constants';
import type { Database } from '../db/client';
import { shops } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Caller } from './session';

/**
 * The shops of its service a caller may work on: head office every one, a group user those
 * of its group, a store user its own shop. Returned as a condition on `shops`.
 */
export function shopScopeOf(caller: ShopReach): SQL | undefined {
  if (caller.role === ROLE_STORE) return caller.shopId === null ? sql`false` : eq(shops.id, caller.shopId);
  if (caller.role === ROLE_GROUP)
    return caller.groupId === null ? sql`false` : eq(shops.groupId, caller.groupId);
  return undefined;
}

/** Who a caller is as far as its reach goes (a job keeps this of the user who asked). */
export type ShopReach = Pick<Caller, 'role' | 'shopId' | 'groupId'>;

/**
 * The same reach as shopScopeOf, as a condition on a shop id column of another table (the
 * payments, the sales rollups): its own shop, the shops of its group, or all of them.
 */
export function shopIdScopeOf(caller: ShopReach, shopId: AnyColumn): SQL | undefined {
  if (caller.role === ROLE_STORE) return caller.shopId === null ? sql`false` : eq(shopId, caller.shopId);
  if (caller.role === ROLE_GROUP) {
    if (caller.groupId === null) return sql`false`;
    return sql`${shopId} in (select ${shops.id} from ${shops} where ${shops.groupId} = ${caller.groupId})`;
  }
  return undefined;
}

/** Whether shop `shopId` is a shop of the service and within the caller's reach. */
export async function isShopInReach(
  db: Database,
  caller: ShopReach,
  serviceId: number,
  shopId: number,
): Promise<boolean> {
  return (await shopReachOf(db, caller, serviceId, shopId)) === 'inScope';
}

async function shopReachOf(
  db: Database,
  caller: ShopReach,
  serviceId: number,
  shopId: number,
): Promise<'missing' | 'outOfScope' | 'inScope'> {
  const [row] = await db
    .select({ id: shops.id, inScope: sql<boolean>`coalesce(${shopScopeOf(caller) ?? sql`true`}, false)` })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.serviceId, serviceId)))
    .limit(1);
  if (!row) return 'missing';
  return row.inScope ? 'inScope' : 'outOfScope';
}

/**
 * Checks that shop `shopId` is in the service and within the caller's reach: a shop of
 * another service (or none) is 404, one of the service outside the caller's scope 403.
 */
export async function assertShopInScope(
  db: Database,
  caller: ShopReach,
  serviceId: number,
  shopId: number,
): Promise<void> {
  const reach = await shopReachOf(db, caller, serviceId, shopId);
  if (reach === 'missing') throw notFound();
  if (reach === 'outOfScope') throw forbidden();
}
