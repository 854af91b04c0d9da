import type { FastifyRequest } from 'fastify';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import type { AppContext } from '../context';
import { assertScreenAccess } from './screen-access';
import { guardTenant } from './guard';
import type { Caller } from './session';
import type { Tenant } from './guard';

/**
 * As guardTenant, for the areas a service switches on and off (coupons, news, ...): a store or
 * group user of a service that has the area off is refused (403) as its menu hides it.
 */
export async function guardTenantArea(
  ctx: AppContext,
  request: FastifyRequest,
  route: RouteName,
  subdomain: string,
): Promise<{ caller: Caller; tenant: Tenant }> {
  const access = await guardTenant(ctx, request, route, subdomain);
  await assertScreenAccess(ctx, access.caller, access.tenant.subdomain, [routeByName(route)]);
  return access;
}
