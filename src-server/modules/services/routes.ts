import type { FastifyInstance } from 'fastify';
import { serviceListQuerySchema } from '@shared/api';
import type { Paginated, ServiceDetail, ServiceListItem } from '@shared/api';
import { assertRouteRole, assertServiceAccess, serviceScopeOf } from '../../platform/auth/policy';
import { authenticate } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { pathId } from '../../platform/http/ids';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { findServiceById, listAllServices, listServicesPage } from './reads';

export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/services', async (request): Promise<Paginated<ServiceListItem> | { data: ServiceListItem[] }> => {
    const caller = await authenticate(ctx, request);
    assertRouteRole(caller, 'serviceList');
    const query = parseInput(serviceListQuerySchema, request.query);
    const scope = serviceScopeOf(caller);
    if (query.noPaginate) return { data: await listAllServices(ctx.db, scope, query) };
    const { items, total } = await listServicesPage(ctx.db, scope, query, query);
    return paginated(items, total, query, endpointUrl(request));
  });

  app.get<{ Params: { id: string } }>('/services/:id', async (request): Promise<{ data: ServiceDetail }> => {
    const caller = await authenticate(ctx, request);
    // By id only, as spec section 7 has it: a subdomain here is no record (404).
    const id = pathId(request.params.id);
    const service = await findServiceById(ctx.db, id);
    if (!service) throw notFound();
    assertServiceAccess(caller, id);
    return { data: service };
  });
}
