import type { FastifyRequest } from 'fastify';
import {
  API_PATHS,
  couponCreateRequestSchema,
  couponListQuerySchema,
  couponStatusRequestSchema,
  couponUpdateRequestSchema,
} from '@shared/api';
import type { CouponDetail, CouponListItem, CouponListResponse, CouponStateCounts } from '@shared/api';
import type { TenantAccess } from '../../platform/auth/guard';
import { ownShopOf } from '../../platform/auth/reach';
import type { AppContext } from '../../platform/context';
import { found, notFound } from '../../platform/errors';
import { created, pageAnswer, updated } from '../../platform/http/answers';
import { IMAGE_RULE } from '../../platform/media/rules';
import { imageChange, imageUploadOf } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { changeCouponStatus, createCoupon, updateCoupon } from './writes';
import { countCouponsByState, findCouponDetail, findCouponOwner, listCoupons } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.coupons;

/** Coupons of a service (see src-shared/api/coupons.ts). */
export function registerCouponRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  const coupon = (screen: 'couponList' | 'couponEdit') => guards.record(screen, findCouponOwner);

  const readContext = (request: FastifyRequest, { tenant }: TenantAccess) => ({
    now: ctx.clock(),
    mediaUrl: (id: number) => mediaUrl(request, tenant.subdomain, id),
  });

  async function detailOrNotFound(request: FastifyRequest, access: TenantAccess, id: number) {
    return found(findCouponDetail(ctx.db, access.reach, id, readContext(request, access)));
  }

  route.get(paths.list, {
    access: guards.tenant('couponList'),
    query: couponListQuerySchema,
    async handler({
      request,
      access,
      query,
    }): Promise<CouponListResponse | { data: CouponListItem[]; countData?: CouponStateCounts }> {
      const context = readContext(request, access);
      if (query.noPaginate)
        return { data: (await listCoupons(ctx.db, access.reach, query, null, context)).items };
      const [countData, page] = await Promise.all([
        countCouponsByState(ctx.db, access.reach, query, context.now),
        listCoupons(ctx.db, access.reach, query, query, context),
      ]);
      return { ...pageAnswer(request, page, query), countData };
    },
  });

  route.post(paths.list, {
    access: guards.ownShop('couponCreate'),
    files: { image: IMAGE_RULE },
    body: couponCreateRequestSchema,
    status: 201,
    async handler({ request, access, body, files }) {
      const { caller, tenant, shopId } = access;
      const imageId = (await imageChange(ctx.db, imageUploadOf(access, files.image))) ?? null;
      const id = await createCoupon(ctx.db, {
        serviceId: tenant.id,
        shopId,
        createdBy: caller.userId,
        imageId,
        values: body,
        now: ctx.clock(),
      });
      return created(await detailOrNotFound(request, access, id));
    },
  });

  route.get(paths.item, {
    access: coupon('couponList'),
    async handler({ request, access }): Promise<{ data: CouponDetail }> {
      return { data: await detailOrNotFound(request, access, access.id) };
    },
  });

  route.put(paths.item, {
    access: coupon('couponEdit'),
    files: { image: IMAGE_RULE },
    body: couponUpdateRequestSchema,
    async handler({ request, access, body, files }) {
      const { caller, tenant, id } = access;
      const { updatedAt, removeImage, ...values } = body;
      const imageId = await imageChange(ctx.db, imageUploadOf(access, files.image, removeImage === 1));
      await updateCoupon(ctx.db, {
        serviceId: tenant.id,
        shopId: ownShopOf(caller),
        couponId: id,
        values,
        updatedAt,
        imageId,
        now: ctx.clock(),
      });
      return updated(await detailOrNotFound(request, access, id));
    },
  });

  route.put(paths.status, {
    access: coupon('couponEdit'),
    body: couponStatusRequestSchema,
    async handler({ request, access, body: { status, updatedAt } }) {
      if (status === null) throw notFound();
      const message = await changeCouponStatus(
        ctx.db,
        { serviceId: access.tenant.id, shopId: ownShopOf(access.caller), couponId: access.id },
        { status, updatedAt },
        ctx.clock(),
      );
      return { message, data: await detailOrNotFound(request, access, access.id) };
    },
  });
}
