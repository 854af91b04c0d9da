import { API_PATHS, serviceListQuerySchema } from '@shared/api';
import type { Paginated, ServiceDetail, ServiceListItem, ServiceLookupItem } from '@shared/api';
import { assertServiceAccess, serviceScopeOf } from '../../platform/auth/policy';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { pageAnswer } from '../../platform/http/answers';
import { pathId } from '../../platform/http/ids';
import { findServiceById, listAllServices, listServicesPage } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.services;

export function registerServiceRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(paths.list, {
    access: guards.caller('serviceList'),
    query: serviceListQuerySchema,
    async handler({
      request,
      access: { caller },
      query,
    }): Promise<Paginated<ServiceListItem> | { data: ServiceLookupItem[] }> {
      const scope = serviceScopeOf(caller);
      if (query.noPaginate) return { data: await listAllServices(ctx.db, scope, query) };
      return pageAnswer(request, await listServicesPage(ctx.db, scope, query, query), query);
    },
  });

  route.get(paths.item, {
    access: guards.loggedIn,
    async handler({ access: { caller }, params }): Promise<{ data: ServiceDetail }> {
      // By id only, as spec section 7 has it: a subdomain here is no record (404).
      const id = pathId(params.id);
      const service = await findServiceById(ctx.db, id);
      if (!service) throw notFound();
      assertServiceAccess(caller, id);
      return { data: service };
    },
  });
}
