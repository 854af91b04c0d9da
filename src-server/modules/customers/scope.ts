import type { FastifyRequest } from 'fastify';
import type { RouteName } from '@shared/routes';
import { guardTenantArea } from '../../platform/auth/area-guard';
import type { Tenant } from '../../platform/auth/guard';
import type { Caller } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';

/**
 * The one check of the customers area: a master, or a client of the service while the service
 * enables customer setting (the route table's roles and ./access rules), in the service of the
 * path. Every query of the area is then bound to tenant.id.
 */
export function guardCustomerArea(
  ctx: AppContext,
  request: FastifyRequest,
  route: RouteName,
  subdomain: string,
): Promise<{ caller: Caller; tenant: Tenant }> {
  return guardTenantArea(ctx, request, route, subdomain);
}
