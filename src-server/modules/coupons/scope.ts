import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { shopScopeOf } from '../../platform/auth/shop-scope';
import type { Caller } from '../../platform/auth/session';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';

/**
 * Where the coupon and news queries look: the service, and the shops of it the caller may see
 * (a condition on `shops`, which every such query joins): a store its own, a group its group's,
 * head office all.
 */
export interface MarketingScope {
  serviceId: number;
  callerScope: SQL | undefined;
}

export function marketingScopeOf(
  caller: Pick<Caller, 'role' | 'shopId' | 'groupId'>,
  serviceId: number,
): MarketingScope {
  return { serviceId, callerScope: shopScopeOf(caller) };
}

/**
 * A row found by id in the service (else 404) must be within the caller's shops (else 403),
 * as for the shops themselves (assertShopInScope).
 */
export async function assertRowInScope(
  db: Database,
  row: { serviceId: number; shopId: number } | undefined,
  scope: MarketingScope,
): Promise<void> {
  if (!row || row.serviceId !== scope.serviceId) throw notFound();
  if (!scope.callerScope) return;
  const [inScope] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, row.shopId), scope.callerScope))
    .limit(1);
  if (!inScope) throw forbidden();
}

/** The shop a store user writes coupons and news for; a store user without a shop may not. */
export function ownShopOf(caller: Caller): number {
  if (caller.shopId === null) throw forbidden();
  return caller.shopId;
}

export const noRows = sql`false`;
