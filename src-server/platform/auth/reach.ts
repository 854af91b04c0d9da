import { and, eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { ROLE_GROUP, ROLE_STORE } from '@shared/constants';
import type { Database } from '../db/client';
import { shops } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Caller } from './session';

/** Who a caller is as far as its reach goes (a job keeps this of the user who asked). */
export type ShopReach = Pick<Caller, 'role' | 'shopId' | 'groupId'>;

/**
 * The rows a caller may work on: those of one service (the tenant of the request), and of its
 * shops those the caller reaches: head office every one, a group user those of its group, a
 * store user its own shop. Every tenant endpoint gets one from its guard (guardTenant); a job
 * builds one for the user who asked.
 */
export interface Reach {
  serviceId: number;
  caller: ShopReach;
}

/**
 * "Rows in the caller's reach" as a condition: the row's service column is the service (when
 * given) and its shop column one of the shops in reach. `shopId` may be `shops.id` of a query
 * that joins the row's shop (the group's shops are then a condition on that join) or a shop id
 * column of any table (then a subquery). Undefined where nothing narrows (head office, no service).
 */
export function inReach(reach: Reach, row: { serviceId?: AnyColumn; shopId: AnyColumn }): SQL | undefined {
  return and(
    row.serviceId ? eq(row.serviceId, reach.serviceId) : undefined,
    shopsInReach(reach.caller, row.shopId),
  );
}

function shopsInReach(caller: ShopReach, shopId: AnyColumn): SQL | undefined {
  if (caller.role === ROLE_STORE) return caller.shopId === null ? sql`false` : eq(shopId, caller.shopId);
  if (caller.role !== ROLE_GROUP) return undefined;
  if (caller.groupId === null) return sql`false`;
  if (shopId === shops.id) return eq(shops.groupId, caller.groupId);
  return sql`${shopId} in (select ${shops.id} from ${shops} where ${shops.groupId} = ${caller.groupId})`;
}

/** A shop of the service, and whether the caller reaches it; null when the service has no such shop. */
export async function shopInReach(
  db: Database,
  reach: Reach,
  shopId: number,
): Promise<{ id: number; name: string; inReach: boolean } | null> {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      inReach: sql<boolean>`coalesce(${inReach(reach, { shopId: shops.id }) ?? sql`true`}, false)`,
    })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.serviceId, reach.serviceId)))
    .limit(1);
  return row ?? null;
}

/** Whether shop `shopId` is a shop of the service within the caller's reach. */
export async function isShopInReach(db: Database, reach: Reach, shopId: number): Promise<boolean> {
  return (await shopInReach(db, reach, shopId))?.inReach === true;
}

/** Shop `shopId` must be of the service (else 404) and within the caller's reach (else 403). */
export async function assertShopInReach(
  db: Database,
  reach: Reach,
  shopId: number,
): Promise<{ id: number; name: string }> {
  const shop = await shopInReach(db, reach, shopId);
  if (!shop) throw notFound();
  if (!shop.inReach) throw forbidden();
  return { id: shop.id, name: shop.name };
}

/**
 * A record found by id (its service and shop, or undefined) must be of the service (else 404)
 * and of a shop within the caller's reach (else 403), as for the shops themselves.
 */
export async function assertRowInReach(
  db: Database,
  reach: Reach,
  row: { serviceId: number; shopId: number } | undefined,
): Promise<void> {
  if (!row || row.serviceId !== reach.serviceId) throw notFound();
  if (inReach(reach, { shopId: shops.id }) === undefined) return;
  if (!(await isShopInReach(db, reach, row.shopId))) throw forbidden();
}

/** The shop a store user writes for (its coupons, its news); a store user without a shop may not. */
export function ownShopOf(caller: ShopReach): number {
  if (caller.shopId === null) throw forbidden();
  return caller.shopId;
}
