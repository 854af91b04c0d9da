import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RouteName } from '@shared/routes';
import { guardTenantArea } from '../../platform/auth/area-guard';
import type { Tenant } from '../../platform/auth/guard';
import type { Caller } from '../../platform/auth/session';
import { assertShopInScope } from '../../platform/auth/shop-scope';
import type { AppContext } from '../../platform/context';
import { shops } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';

export interface ShopAccess {
  caller: Caller;
  tenant: Tenant;
  shop: { id: number; name: string };
}

/**
 * The one check of every contract and estimate-product endpoint (`/{subdomain}/shops/{shopId}/…`):
 * the caller may open `route` in the service (role, and the service's trial-calculation switch
 * for a store), and the shop is of that service (else 404) and within the caller's reach (a
 * store only its own shop, else 403).
 */
export async function guardShopArea(
  ctx: AppContext,
  request: FastifyRequest,
  route: RouteName,
  params: { subdomain: string; shopId: string },
): Promise<ShopAccess> {
  const { caller, tenant } = await guardTenantArea(ctx, request, route, params.subdomain);
  const shopId = pathId(params.shopId);
  await assertShopInScope(ctx.db, caller, tenant.id, shopId);
  const [shop] = await ctx.db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.serviceId, tenant.id)))
    .limit(1);
  if (!shop) throw notFound();
  return { caller, tenant, shop };
}
