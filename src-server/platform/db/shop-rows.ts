import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
