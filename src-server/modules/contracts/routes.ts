import type { FastifyRequest } from 'fastify';
import {
  API_PATHS,
  contractCreateRequestSchema,
  contractListQuerySchema,
  contractUpdateRequestSchema,
  estimateProductCreateRequestSchema,
  estimateProductListQuerySchema,
  estimateProductUpdateRequestSchema,
} from '@shared/api';
import type { ContractItem, EstimateProductItem } from '@shared/api';
import type { ShopAccess } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { found } from '../../platform/errors';
import { created, deleted, listAnswer, pageAnswer, updated } from '../../platform/http/answers';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { IMAGE_RULE } from '../../platform/media/rules';
import { imageUploadOf } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { createContract, deleteContract, updateContract } from './writes';
import { contractConditions, findContract, listContracts } from './reads';
import {
  assertProductOfShop,
  createEstimateProduct,
  deleteEstimateProduct,
  updateEstimateProduct,
} from './estimate-writes';
import { estimateProductConditions, findEstimateProduct, listEstimateProductsPage } from './estimate-reads';
import type { ModuleHttp } from '../../platform/module';

/** Handling contracts and estimate products of a shop (see src-shared/api/contracts.ts). */
export function registerContractRoutes(
  { route, guards: { shop, shopRecord } }: ModuleHttp,
  ctx: AppContext,
): void {
  const target = ({ tenant, shop }: ShopAccess) => ({ serviceId: tenant.id, shopId: shop.id });
  const contracts = API_PATHS.contracts;
  const products = API_PATHS.estimateProducts;

  async function contractOrNotFound(access: ShopAccess, id: number): Promise<ContractItem> {
    return found(findContract(ctx.db, target(access), id));
  }

  route.get(contracts.list, {
    access: shop('contractList'),
    query: contractListQuerySchema,
    async handler({ request, access, query }) {
      const where = contractConditions(target(access), query);
      const shop = access.shop;
      return {
        ...(await listAnswer(request, query, (page) => listContracts(ctx.db, where, query, page))),
        shop,
      };
    },
  });

  route.post(contracts.list, {
    access: shop('contractCreate'),
    body: contractCreateRequestSchema,
    status: 201,
    async handler({ access, body }) {
      const now = ctx.clock();
      const id = await createContract(
        ctx.db,
        { ...target(access), createdBy: access.caller.userId, now },
        body,
      );
      return created(await contractOrNotFound(access, id));
    },
  });

  route.get(contracts.item, {
    access: shopRecord('contractList'),
    async handler({ access }) {
      return { data: await contractOrNotFound(access, access.id), shop: access.shop };
    },
  });

  route.put(contracts.item, {
    access: shopRecord('contractEdit'),
    body: contractUpdateRequestSchema,
    async handler({ access, body }) {
      await updateContract(ctx.db, { ...target(access), now: ctx.clock() }, access.id, body);
      return updated(await contractOrNotFound(access, access.id));
    },
  });

  route.delete(contracts.item, {
    access: shopRecord('contractEdit'),
    async handler({ request, access }) {
      await deleteContract(ctx.db, target(access), access.id, optionalVersion(request));
      return deleted();
    },
  });

  const imageUrlOf = (request: FastifyRequest, access: ShopAccess) => (id: number) =>
    mediaUrl(request, access.tenant.subdomain, id);

  async function productOrNotFound(
    request: FastifyRequest,
    access: ShopAccess,
    id: number,
  ): Promise<EstimateProductItem> {
    return found(findEstimateProduct(ctx.db, target(access), id, imageUrlOf(request, access)));
  }

  route.get(products.list, {
    access: shop('estimateProductList'),
    query: estimateProductListQuerySchema,
    async handler({ request, access, query }) {
      const where = estimateProductConditions(target(access), query);
      const page = await listEstimateProductsPage(ctx.db, where, query, query, imageUrlOf(request, access));
      return { ...pageAnswer(request, page, query), shop: access.shop };
    },
  });

  route.post(products.list, {
    access: shop('estimateProductCreate'),
    files: { image: IMAGE_RULE },
    body: estimateProductCreateRequestSchema,
    status: 201,
    async handler({ request, access, body, files }) {
      const id = await createEstimateProduct(
        ctx.db,
        { ...target(access), createdBy: access.caller.userId, now: ctx.clock() },
        body,
        imageUploadOf(access, files.image),
      );
      return created(await productOrNotFound(request, access, id));
    },
  });

  route.get(products.item, {
    access: shopRecord('estimateProductList'),
    async handler({ request, access }) {
      return { data: await productOrNotFound(request, access, access.id), shop: access.shop };
    },
  });

  // The product must be the shop's before its form (and an image) is read.
  const productOfShop =
    (screen: 'estimateProductEdit') =>
    async (request: FastifyRequest, params: { subdomain: string; shopId: string; id: string }) => {
      const access = await shopRecord(screen)(request, params);
      await assertProductOfShop(ctx.db, target(access), access.id);
      return access;
    };

  route.put(products.item, {
    access: productOfShop('estimateProductEdit'),
    files: { image: IMAGE_RULE },
    body: estimateProductUpdateRequestSchema,
    async handler({ request, access, body: { removeImage, ...values }, files }) {
      const image = imageUploadOf(access, files.image, removeImage === 1);
      await updateEstimateProduct(ctx.db, { ...target(access), now: ctx.clock() }, access.id, values, image);
      return updated(await productOrNotFound(request, access, access.id));
    },
  });

  route.delete(products.item, {
    access: shopRecord('estimateProductEdit'),
    async handler({ request, access }) {
      await deleteEstimateProduct(ctx.db, target(access), access.id, optionalVersion(request));
      return deleted();
    },
  });
}
