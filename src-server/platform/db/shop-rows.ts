import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../errors';
import type { Database } from './client';
import { assertVersion } from './versions';

/** The shop (of a service) whose rows a request works on (contracts, estimate products, coupons). */
export interface ShopTarget {
  serviceId: number;
  shopId: number;
}

/** A table whose every row is of one shop of one service. */
interface ShopRows {
  id: AnyPgColumn;
  serviceId: AnyPgColumn;
  shopId: AnyPgColumn;
}

/** The rows of the shop. */
export function ofShop(table: ShopRows, target: ShopTarget): SQL | undefined {
  return and(eq(table.serviceId, target.serviceId), eq(table.shopId, target.shopId));
}

/** The row `id`, only when it is the shop's (another shop's id finds nothing). */
export function shopRow(table: ShopRows, target: ShopTarget, id: number): SQL | undefined {
  return and(eq(table.id, id), ofShop(table, target));
}

/**
 * Locks the shop's row `id` for the rest of the transaction, checked at the version the client
 * read: 404 when it is not the shop's, 409 when it changed since (none given: no check).
 */
export async function lockShopRowAt(
  tx: Database,
  table: ShopRows & PgTable & { updatedAt: AnyPgColumn<{ data: Date; notNull: true }> },
  target: ShopTarget,
  id: number,
  updatedAt: string | null | undefined,
): Promise<void> {
  const [current] = await tx
    .select({ updatedAt: table.updatedAt })
    .from(table)
    .where(shopRow(table, target, id))
    .for('update');
  if (!current) throw notFound();
  assertVersion(current.updatedAt, updatedAt);
}

type ShopRowTable = PgTable & {
  id: AnyPgColumn;
  serviceId: AnyPgColumn<{ data: number; notNull: true }>;
  shopId: AnyPgColumn<{ data: number; notNull: true }>;
};

/** The service and shop of the table's row `id` (undefined when there is none), for the scope check of a request naming it. */
export function shopRowOwner(table: ShopRowTable) {
  return async (db: Database, id: number) => {
    const [row] = await db
      .select({ serviceId: table.serviceId, shopId: table.shopId })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row;
  };
}
