import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  contractCreateRequestSchema,
  contractListQuerySchema,
  contractUpdateRequestSchema,
  estimateProductCreateRequestSchema,
  estimateProductListQuerySchema,
  estimateProductUpdateRequestSchema,
} from '@shared/api';
import type { ContractItem, EstimateProductItem } from '@shared/api';
import { ja } from '@shared/messages';
import { guardShop } from '../../platform/auth/guard';
import type { ShopAccess } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { deleteRoute } from '../../platform/http/method-override';
import { readForm } from '../../platform/http/multipart';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { IMAGE_RULE } from '../../platform/media/rules';
import { imageChange } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { createContract, deleteContract, updateContract } from './writes';
import { contractConditions, findContract, listContractsPage } from './reads';
import {
  assertProductOfShop,
  createEstimateProduct,
  deleteEstimateProduct,
  updateEstimateProduct,
} from './estimate-writes';
import {
  estimateProductConditions,
  findEstimateProduct,
  listEstimateProductsPage,
} from './estimate-reads';

type ShopParams = { subdomain: string; shopId: string };
type RecordParams = ShopParams & { id: string };

const CONTRACTS = '/:subdomain/shops/:shopId/contracts';
const PRODUCTS = '/:subdomain/shops/:shopId/estimate-products';

/** Handling contracts and estimate products of a shop (see src-shared/api/contracts.ts). */
export function registerContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  const target = ({ tenant, shop }: ShopAccess) => ({ serviceId: tenant.id, shopId: shop.id });

  async function contractOrNotFound(access: ShopAccess, id: number): Promise<ContractItem> {
    const contract = await findContract(ctx.db, target(access), id);
    if (!contract) throw notFound();
    return contract;
  }

  app.get<{ Params: ShopParams }>(CONTRACTS, async (request) => {
    const access = await guardShop(ctx, request, 'contractList', request.params);
    const query = parseInput(contractListQuerySchema, request.query);
    const where = contractConditions(target(access), query);
    const shop = access.shop;
    if (query.noPaginate) return { data: (await listContractsPage(ctx.db, where, query, null)).items, shop };
    const { items, total } = await listContractsPage(ctx.db, where, query, query);
    return { ...paginated(items, total, query, endpointUrl(request)), shop };
  });

  app.post<{ Params: ShopParams }>(CONTRACTS, async (request, reply) => {
    const access = await guardShop(ctx, request, 'contractCreate', request.params);
    const values = parseInput(contractCreateRequestSchema, request.body);
    const now = ctx.clock();
    const id = await createContract(
      ctx.db,
      { ...target(access), createdBy: access.caller.userId, now },
      values,
    );
    return reply.code(201).send({ message: ja.success.created, data: await contractOrNotFound(access, id) });
  });

  app.get<{ Params: RecordParams }>(`${CONTRACTS}/:id`, async (request) => {
    const access = await guardShop(ctx, request, 'contractList', request.params);
    return { data: await contractOrNotFound(access, pathId(request.params.id)), shop: access.shop };
  });

  app.put<{ Params: RecordParams }>(`${CONTRACTS}/:id`, async (request) => {
    const access = await guardShop(ctx, request, 'contractEdit', request.params);
    const id = pathId(request.params.id);
    const values = parseInput(contractUpdateRequestSchema, request.body);
    await updateContract(ctx.db, { ...target(access), now: ctx.clock() }, id, values);
    return { message: ja.success.updated, data: await contractOrNotFound(access, id) };
  });

  deleteRoute<RecordParams>(app, `${CONTRACTS}/:id`, async (request) => {
    const access = await guardShop(ctx, request, 'contractEdit', request.params);
    await deleteContract(ctx.db, target(access), pathId(request.params.id), optionalVersion(request));
    return { message: ja.success.deleted };
  });

  const imageUrlOf = (request: FastifyRequest, access: ShopAccess) => (id: number) =>
    mediaUrl(request, access.tenant.subdomain, id);

  async function productOrNotFound(
    request: FastifyRequest,
    access: ShopAccess,
    id: number,
  ): Promise<EstimateProductItem> {
    const product = await findEstimateProduct(ctx.db, target(access), id, imageUrlOf(request, access));
    if (!product) throw notFound();
    return product;
  }

  app.get<{ Params: ShopParams }>(PRODUCTS, async (request) => {
    const access = await guardShop(ctx, request, 'estimateProductList', request.params);
    const query = parseInput(estimateProductListQuerySchema, request.query);
    const where = estimateProductConditions(target(access), query);
    const { items, total } = await listEstimateProductsPage(
      ctx.db,
      where,
      query,
      query,
      imageUrlOf(request, access),
    );
    return { ...paginated(items, total, query, endpointUrl(request)), shop: access.shop };
  });

  app.post<{ Params: ShopParams }>(PRODUCTS, async (request, reply) => {
    const access = await guardShop(ctx, request, 'estimateProductCreate', request.params);
    const form = await readForm(request, { image: IMAGE_RULE });
    const values = parseInput(estimateProductCreateRequestSchema, form.fields);
    const now = ctx.clock();
    const id = await ctx.db.transaction(async (tx) => {
      const imageId =
        (await imageChange(tx, {
          serviceId: access.tenant.id,
          uploadedBy: access.caller.userId,
          file: form.files.image,
          remove: false,
        })) ?? null;
      return createEstimateProduct(
        tx,
        { ...target(access), createdBy: access.caller.userId, now },
        values,
        imageId,
      );
    });
    return reply
      .code(201)
      .send({ message: ja.success.created, data: await productOrNotFound(request, access, id) });
  });

  app.get<{ Params: RecordParams }>(`${PRODUCTS}/:id`, async (request) => {
    const access = await guardShop(ctx, request, 'estimateProductList', request.params);
    return { data: await productOrNotFound(request, access, pathId(request.params.id)), shop: access.shop };
  });

  app.put<{ Params: RecordParams }>(`${PRODUCTS}/:id`, async (request) => {
    const access = await guardShop(ctx, request, 'estimateProductEdit', request.params);
    const id = pathId(request.params.id);
    await assertProductOfShop(ctx.db, target(access), id);
    const form = await readForm(request, { image: IMAGE_RULE });
    const { removeImage, ...values } = parseInput(estimateProductUpdateRequestSchema, form.fields);
    await ctx.db.transaction(async (tx) => {
      const imageId = await imageChange(tx, {
        serviceId: access.tenant.id,
        uploadedBy: access.caller.userId,
        file: form.files.image,
        remove: removeImage === 1,
      });
      await updateEstimateProduct(tx, { ...target(access), now: ctx.clock() }, id, values, imageId);
    });
    return { message: ja.success.updated, data: await productOrNotFound(request, access, id) };
  });

  deleteRoute<RecordParams>(app, `${PRODUCTS}/:id`, async (request) => {
    const access = await guardShop(ctx, request, 'estimateProductEdit', request.params);
    await deleteEstimateProduct(ctx.db, target(access), pathId(request.params.id), optionalVersion(request));
    return { message: ja.success.deleted };
  });
}
