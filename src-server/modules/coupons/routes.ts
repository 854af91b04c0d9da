import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  couponCreateRequestSchema,
  couponListQuerySchema,
  couponStatusRequestSchema,
  couponUpdateRequestSchema,
} from '@shared/api';
import type { CouponDetail, CouponListItem, CouponListResponse, CouponStateCounts } from '@shared/api';
import { ja } from '@shared/messages';
import { guardTenantArea } from '../../platform/auth/area-guard';
import type { Tenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { readForm } from '../../platform/http/multipart';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { IMAGE_RULE } from '../../platform/media/rules';
import { imageChange } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { assertRowInScope, marketingScopeOf, ownShopOf } from './scope';
import type { MarketingScope } from './scope';
import { changeCouponStatus, createCoupon, updateCoupon } from './writes';
import {
  countCouponsByState,
  findCouponDetail,
  findCouponOwner,
  listAllCoupons,
  listCouponsPage,
} from './reads';

type TenantParams = { Params: { subdomain: string } };
type CouponParams = { Params: { subdomain: string; id: string } };

/** Coupons of a service (see src-shared/api/coupons.ts). */
export function registerCouponRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readContext = (request: FastifyRequest, tenant: Tenant) => ({
    now: ctx.clock(),
    mediaUrl: (id: number) => mediaUrl(request, tenant.subdomain, id),
  });

  async function detailOrNotFound(
    request: FastifyRequest,
    tenant: Tenant,
    scope: MarketingScope,
    id: number,
  ) {
    const detail = await findCouponDetail(ctx.db, scope, id, readContext(request, tenant));
    if (!detail) throw notFound();
    return detail;
  }

  app.get<TenantParams>(
    '/:subdomain/coupons',
    async (
      request,
    ): Promise<CouponListResponse | { data: CouponListItem[]; countData?: CouponStateCounts }> => {
      const { caller, tenant } = await guardTenantArea(ctx, request, 'couponList', request.params.subdomain);
      const query = parseInput(couponListQuerySchema, request.query);
      const scope = marketingScopeOf(caller, tenant.id);
      const context = readContext(request, tenant);
      if (query.noPaginate) return { data: await listAllCoupons(ctx.db, scope, query, context) };
      const [countData, { items, total }] = await Promise.all([
        countCouponsByState(ctx.db, scope, query, context.now),
        listCouponsPage(ctx.db, scope, query, query, context),
      ]);
      return { ...paginated(items, total, query, endpointUrl(request)), countData };
    },
  );

  app.post<TenantParams>('/:subdomain/coupons', async (request, reply) => {
    const { caller, tenant } = await guardTenantArea(ctx, request, 'couponCreate', request.params.subdomain);
    const shopId = ownShopOf(caller);
    const form = await readForm(request, { image: IMAGE_RULE });
    const values = parseInput(couponCreateRequestSchema, form.fields);
    const imageId =
      (await imageChange(ctx.db, {
        serviceId: tenant.id,
        uploadedBy: caller.userId,
        file: form.files.image,
        remove: false,
      })) ?? null;
    const id = await createCoupon(ctx.db, {
      serviceId: tenant.id,
      shopId,
      createdBy: caller.userId,
      imageId,
      values,
      now: ctx.clock(),
    });
    const data = await detailOrNotFound(request, tenant, marketingScopeOf(caller, tenant.id), id);
    return reply.code(201).send({ message: ja.success.created, data });
  });

  app.get<CouponParams>('/:subdomain/coupons/:id', async (request): Promise<{ data: CouponDetail }> => {
    const { caller, tenant } = await guardTenantArea(ctx, request, 'couponList', request.params.subdomain);
    const id = pathId(request.params.id);
    const scope = marketingScopeOf(caller, tenant.id);
    await assertRowInScope(ctx.db, await findCouponOwner(ctx.db, id), scope);
    return { data: await detailOrNotFound(request, tenant, scope, id) };
  });

  app.put<CouponParams>('/:subdomain/coupons/:id', async (request) => {
    const { caller, tenant } = await guardTenantArea(ctx, request, 'couponEdit', request.params.subdomain);
    const id = pathId(request.params.id);
    const scope = marketingScopeOf(caller, tenant.id);
    await assertRowInScope(ctx.db, await findCouponOwner(ctx.db, id), scope);
    const form = await readForm(request, { image: IMAGE_RULE });
    const { updatedAt, removeImage, ...values } = parseInput(couponUpdateRequestSchema, form.fields);
    const imageId = await imageChange(ctx.db, {
      serviceId: tenant.id,
      uploadedBy: caller.userId,
      file: form.files.image,
      remove: removeImage === 1,
    });
    await updateCoupon(ctx.db, {
      serviceId: tenant.id,
      shopId: ownShopOf(caller),
      couponId: id,
      values,
      updatedAt,
      imageId,
      now: ctx.clock(),
    });
    return { message: ja.success.updated, data: await detailOrNotFound(request, tenant, scope, id) };
  });

  app.put<CouponParams>('/:subdomain/coupons/update-status/:id', async (request) => {
    const { caller, tenant } = await guardTenantArea(ctx, request, 'couponEdit', request.params.subdomain);
    const id = pathId(request.params.id);
    const scope = marketingScopeOf(caller, tenant.id);
    await assertRowInScope(ctx.db, await findCouponOwner(ctx.db, id), scope);
    const { status, updatedAt } = parseInput(couponStatusRequestSchema, request.body);
    if (status === null) throw notFound();
    const message = await changeCouponStatus(
      ctx.db,
      { serviceId: tenant.id, shopId: ownShopOf(caller), couponId: id },
      { status, updatedAt },
      ctx.clock(),
    );
    return { message, data: await detailOrNotFound(request, tenant, scope, id) };
  });
}
