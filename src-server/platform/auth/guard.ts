import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { noteAuditService } from '../audit/scope';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { services } from '../db/schema';
import { notFound } from '../errors';
import { openToAll } from '../http/endpoints';
import { pathId } from '../http/ids';
import { assertRouteRole, assertServiceAccess } from './policy';
import { assertRowInReach, assertShopInReach, ownShopOf } from './reach';
import type { Reach } from './reach';
import { assertScreenAccess } from './screen-access';
import { authenticate } from './session';
import type { Caller } from './session';

/** The service a `/{subdomain}/...` request works in. */
export interface Tenant {
  id: number;
  subdomain: string;
  name: string;
}

/** Who calls a tenant endpoint, in which service, and the rows it reaches there. */
export interface TenantAccess {
  caller: Caller;
  tenant: Tenant;
  reach: Reach;
}

/** As TenantAccess, for an endpoint of one shop of the service. */
export interface ShopAccess extends TenantAccess {
  shop: { id: number; name: string };
}

/**
 * The caller of an endpoint that serves the console screen `route`: logged in (401) and of a
 * role that screen allows in the shared route table (403).
 */
export async function guard(ctx: AppContext, request: FastifyRequest, route: RouteName): Promise<Caller> {
  const caller = await authenticate(ctx, request);
  assertRouteRole(caller, route);
  return caller;
}

/**
 * The one guard of a tenant endpoint (`/{subdomain}/...`): as guard, inside the service named
 * by `subdomain` (unknown is 404, another tenant's 403), and where the service's switches or
 * the caller's policies can close the screen (coupons, customers, history, ...) it must be
 * open to the caller there (403). Every read and write after it is bound to `reach`.
 */
export async function guardTenant(
  ctx: AppContext,
  request: FastifyRequest,
  route: RouteName,
  subdomain: string,
): Promise<TenantAccess> {
  const caller = await guard(ctx, request, route);
  const access = await enterTenant(ctx, caller, subdomain);
  await assertScreenAccess(ctx, caller, access.tenant.subdomain, [routeByName(route)]);
  return access;
}

/**
 * As guardTenant, for an endpoint of one shop (`/{subdomain}/shops/{shopId}/...`, a store's
 * settings): the shop must be of the service (404) and within the caller's reach (403).
 */
export async function guardShop(
  ctx: AppContext,
  request: FastifyRequest,
  route: RouteName,
  params: { subdomain: string; shopId: string },
): Promise<ShopAccess> {
  const access = await guardTenant(ctx, request, route, params.subdomain);
  return { ...access, shop: await assertShopInReach(ctx.db, access.reach, pathId(params.shopId)) };
}

/** The caller inside the service `subdomain`: unknown is 404, another tenant's (for all but master) 403. */
export async function enterTenant(ctx: AppContext, caller: Caller, subdomain: string): Promise<TenantAccess> {
  const tenant = await findTenant(ctx, subdomain);
  if (!tenant) throw notFound();
  assertServiceAccess(caller, tenant.id);
  return { caller, tenant, reach: { serviceId: tenant.id, caller } };
}

export async function findTenant({ db }: AppContext, subdomain: string): Promise<Tenant | null> {
  const [tenant] = await db
    .select({ id: services.id, subdomain: services.subdomain, name: services.name })
    .from(services)
    .where(eq(services.subdomain, subdomain))
    .limit(1);
  if (tenant) noteAuditService(tenant.id);
  return tenant ?? null;
}

/** The service and shop of a record by id (undefined when there is none), for the reach check. */
export type OwnerOf = (
  db: Database,
  id: number,
) => Promise<{ serviceId: number; shopId: number } | undefined>;

/**
 * The guards of a module's endpoints (platform/http/endpoints), each for a console screen
 * `route` and taking what it needs from the path:
 *   open, loggedIn       no login; any logged-in caller;
 *   caller(route)        a logged-in caller of the screen's roles;
 *   tenant(route)        `{subdomain}`: guardTenant;
 *   record(route, owner) `{subdomain}` and a record's `{id}`, with `owner` the record must be of a
 *                        shop within the caller's reach (404 / 403);
 *   ownShop(route)       as tenant, for a store user writing for its own shop;
 *   shop(route)          `{subdomain}` and `{shopId}`: guardShop;
 *   shopRecord(route)    and a record's `{id}` in that shop.
 */
export function guardsOf(ctx: AppContext) {
  return {
    /** No login: the login itself, the health check. */
    open: openToAll,
    /** Any logged-in caller, whatever its role. */
    loggedIn: async (request: FastifyRequest) => ({ caller: await authenticate(ctx, request) }),
    caller: (route: RouteName) => async (request: FastifyRequest) => ({
      caller: await guard(ctx, request, route),
    }),
    tenant: (route: RouteName) => (request: FastifyRequest, params: { subdomain: string }) =>
      guardTenant(ctx, request, route, params.subdomain),
    record:
      (route: RouteName, owner?: OwnerOf) =>
      async (request: FastifyRequest, params: { subdomain: string; id: string }) => {
        const access = await guardTenant(ctx, request, route, params.subdomain);
        const id = pathId(params.id);
        if (owner) await assertRowInReach(ctx.db, access.reach, await owner(ctx.db, id));
        return { ...access, id };
      },
    /** As tenant, for a store user writing for its own shop (`shopId`; 403 without one). */
    ownShop: (route: RouteName) => async (request: FastifyRequest, params: { subdomain: string }) => {
      const access = await guardTenant(ctx, request, route, params.subdomain);
      return { ...access, shopId: ownShopOf(access.caller) };
    },
    shop: (route: RouteName) => (request: FastifyRequest, params: { subdomain: string; shopId: string }) =>
      guardShop(ctx, request, route, params),
    shopRecord:
      (route: RouteName) =>
      async (request: FastifyRequest, params: { subdomain: string; shopId: string; id: string }) => ({
        ...(await guardShop(ctx, request, route, params)),
        id: pathId(params.id),
      }),
  };
}

/** The guards of the app's context, as every module registers its endpoints with them. */
export type Guards = ReturnType<typeof guardsOf>;
