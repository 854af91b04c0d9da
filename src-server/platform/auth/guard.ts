import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import type { AppContext } from '../context';
import { services } from '../db/schema';
import { notFound } from '../errors';
import { assertRouteRole, assertServiceAccess } from './policy';
import { assertScreenAccess } from './screen-access';
import { authenticate } from './session';
import type { Caller } from './session';

/** The service a `/{subdomain}/...` request works in. */
export interface Tenant {
  id: number;
  subdomain: string;
  name: string;
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

/** As guard, inside the service named by `subdomain`: unknown is 404, another tenant's 403. */
export async function guardTenant(
  ctx: AppContext,
  request: FastifyRequest,
  route: RouteName,
  subdomain: string,
): Promise<{ caller: Caller; tenant: Tenant }> {
  const caller = await guard(ctx, request, route);
  const tenant = await findTenant(ctx, subdomain);
  if (!tenant) throw notFound();
  assertServiceAccess(caller, tenant.id);
  return { caller, tenant };
}

/**
 * As guardTenant, and the screen must be open to the caller in that service: a screen a
 * client's policies hide (history, summary) or the service switches off answers 403 too.
 */
export async function guardTenantScreen(
  ctx: AppContext,
  request: FastifyRequest,
  route: RouteName,
  subdomain: string,
): Promise<{ caller: Caller; tenant: Tenant }> {
  const access = await guardTenant(ctx, request, route, subdomain);
  await assertScreenAccess(ctx, access.caller, access.tenant.subdomain, [routeByName(route)]);
  return access;
}

export async function findTenant({ db }: AppContext, subdomain: string): Promise<Tenant | null> {
  const [tenant] = await db
    .select({ id: services.id, subdomain: services.subdomain, name: services.name })
    .from(services)
    .where(eq(services.subdomain, subdomain))
    .limit(1);
  return tenant ?? null;
}
