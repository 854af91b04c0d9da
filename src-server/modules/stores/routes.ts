import type { FastifyInstance } from 'fastify';
import {
  storeCreateRequestSchema,
  storeListQuerySchema,
  storeStatusRequestSchema,
  storeUpdateRequestSchema,
} from '@shared/api';
import type { StoreDetail, StoreListItem, StoreListResponse, StoreStatusCounts } from '@shared/api';
import { ja } from '@shared/messages';
import { guardTenant } from '../../platform/auth/guard';
import type { Tenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { deleteRoute } from '../../platform/http/method-override';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import type { PasswordPolicy } from '../users';
import { changeStoreStatus } from './status';
import { createStore, deleteStore, updateStore } from './writes';
import { countStoresByStatus, findStoreDetail, listAllStores, listStoresPage } from './reads';

type TenantParams = { Params: { subdomain: string } };
type ShopParams = { Params: { subdomain: string; id: string } };

/** Stores of a service (spec section 7, "Stores"). */
export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const passwordPolicy = (): PasswordPolicy => ({
    now: ctx.clock(),
    validityDays: ctx.settings.passwordValidityDays,
  });

  app.get<TenantParams>(
    '/:subdomain/stores',
    async (request): Promise<StoreListResponse | { data: StoreListItem[]; countData: StoreStatusCounts }> => {
      const { reach: scope } = await guardTenant(ctx, request, 'storeList', request.params.subdomain);
      const query = parseInput(storeListQuerySchema, request.query);
      const countData = await countStoresByStatus(ctx.db, scope, query);
      if (query.noPaginate) return { data: await listAllStores(ctx.db, scope, query), countData };
      const { items, total } = await listStoresPage(ctx.db, scope, query, query);
      return { ...paginated(items, total, query, endpointUrl(request)), countData };
    },
  );

  app.post<TenantParams>('/:subdomain/stores', async (request, reply) => {
    const { tenant } = await guardTenant(ctx, request, 'storeCreate', request.params.subdomain);
    const values = parseInput(storeCreateRequestSchema, request.body);
    const shopId = await createStore(ctx.db, tenant.id, values, passwordPolicy());
    return reply
      .code(201)
      .send({ message: ja.success.created, data: await detailOrNotFound(ctx, tenant, shopId) });
  });

  app.get<ShopParams>('/:subdomain/stores/:id', async (request): Promise<{ data: StoreDetail }> => {
    const { tenant } = await guardTenant(ctx, request, 'storeEdit', request.params.subdomain);
    return { data: await detailOrNotFound(ctx, tenant, pathId(request.params.id)) };
  });

  app.put<ShopParams>('/:subdomain/stores/:id', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'storeEdit', request.params.subdomain);
    const shopId = pathId(request.params.id);
    const values = parseInput(storeUpdateRequestSchema, request.body);
    await updateStore(ctx.db, tenant.id, shopId, values, passwordPolicy());
    return { message: ja.success.updated, data: await detailOrNotFound(ctx, tenant, shopId) };
  });

  app.put<ShopParams>('/:subdomain/stores/update-status/:id', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'storeEdit', request.params.subdomain);
    const shopId = pathId(request.params.id);
    const { status, updatedAt } = parseInput(storeStatusRequestSchema, request.body);
    if (status === null) throw notFound();
    return changeStoreStatus(ctx.db, tenant.id, shopId, { status, updatedAt }, ctx.clock());
  });

  deleteRoute<ShopParams['Params']>(app, '/:subdomain/stores/:id', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'storeEdit', request.params.subdomain);
    await deleteStore(ctx.db, tenant.id, pathId(request.params.id), optionalVersion(request));
    return { message: ja.success.deleted };
  });
}

async function detailOrNotFound(ctx: AppContext, tenant: Tenant, shopId: number): Promise<StoreDetail> {
  const detail = await findStoreDetail(ctx.db, tenant.id, shopId);
  if (!detail) throw notFound();
  return detail;
}
