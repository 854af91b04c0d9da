import type { FastifyInstance } from 'fastify';
import { serviceListQuerySchema } from '@shared/api';
import type { Paginated, ServiceDetail, ServiceListItem } from '@shared/api';
import { assertRouteRole, assertServiceAccess, serviceScopeOf } from '../../platform/auth/policy';
import { authenticate } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { findService, listAllServices, listServicesPage } from './reads';

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

  app.get<{ Params: { idOrSubdomain: string } }>(
    '/services/:idOrSubdomain',
    async (request): Promise<{ data: ServiceDetail }> => {
      const caller = await authenticate(ctx, request);
      const service = await findService(ctx.db, request.params.idOrSubdomain);
      if (!service) throw notFound();
      assertServiceAccess(caller, service.id);
      return { data: service };
    },
  );
}
