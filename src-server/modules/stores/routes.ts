import {
  API_PATHS,
  storeCreateRequestSchema,
  storeListQuerySchema,
  storeStatusRequestSchema,
  storeUpdateRequestSchema,
} from '@shared/api';
import type { StoreDetail, StoreListItem, StoreListResponse, StoreStatusCounts } from '@shared/api';
import type { AppContext } from '../../platform/context';
import { found, notFound } from '../../platform/errors';
import { created, deleted, listAnswer, updated } from '../../platform/http/answers';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { passwordPolicyOf } from '../users';
import { changeStoreStatus } from './status';
import { createStore, deleteStore, updateStore } from './writes';
import { countStoresByStatus, findStoreDetail, listStores } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.stores;

/** Stores of a service (spec section 7, "Stores"). */
export function registerStoreRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  async function detailOrNotFound(serviceId: number, shopId: number): Promise<StoreDetail> {
    return found(findStoreDetail(ctx.db, serviceId, shopId));
  }

  route.get(paths.list, {
    access: guards.tenant('storeList'),
    query: storeListQuerySchema,
    async handler({
      request,
      access: { reach },
      query,
    }): Promise<StoreListResponse | { data: StoreListItem[]; countData: StoreStatusCounts }> {
      const countData = await countStoresByStatus(ctx.db, reach, query);
      const stores = await listAnswer(request, query, (page) => listStores(ctx.db, reach, query, page));
      return { ...stores, countData };
    },
  });

  route.post(paths.list, {
    access: guards.tenant('storeCreate'),
    body: storeCreateRequestSchema,
    status: 201,
    async handler({ access: { tenant }, body }) {
      const shopId = await createStore(ctx.db, tenant.id, body, passwordPolicyOf(ctx));
      return created(await detailOrNotFound(tenant.id, shopId));
    },
  });

  route.get(paths.item, {
    access: guards.record('storeEdit'),
    async handler({ access: { tenant, id } }): Promise<{ data: StoreDetail }> {
      return { data: await detailOrNotFound(tenant.id, id) };
    },
  });

  route.put(paths.item, {
    access: guards.record('storeEdit'),
    body: storeUpdateRequestSchema,
    async handler({ access: { tenant, id }, body }) {
      await updateStore(ctx.db, tenant.id, id, body, passwordPolicyOf(ctx));
      return updated(await detailOrNotFound(tenant.id, id));
    },
  });

  route.put(paths.status, {
    access: guards.record('storeEdit'),
    body: storeStatusRequestSchema,
    async handler({ access: { tenant, id }, body: { status, updatedAt } }) {
      if (status === null) throw notFound();
      return changeStoreStatus(ctx.db, tenant.id, id, { status, updatedAt }, ctx.clock());
    },
  });

  route.delete(paths.item, {
    access: guards.record('storeEdit'),
    async handler({ request, access: { tenant, id } }) {
      await deleteStore(ctx.db, tenant.id, id, optionalVersion(request));
      return deleted();
    },
  });
}
