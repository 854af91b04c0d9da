import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newsCreateRequestSchema, newsListQuerySchema } from '@shared/api';
import type { NewsDetail, NewsListItem, Paginated } from '@shared/api';
import { CONTENT_KIND, NEWS_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { guardTenantArea } from '../../platform/auth/area-guard';
import type { Tenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound, validationFailed } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { readForm } from '../../platform/http/multipart';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { IMAGE_RULE } from '../../platform/media/rules';
import { saveMedia } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { assertRowInScope, marketingScopeOf, ownShopOf } from '../coupons';
import type { MarketingScope } from '../coupons';
import { createNews, findNewsDetail, findNewsOwner, isCouponOfShop, listNewsPage } from './reads';

type TenantParams = { Params: { subdomain: string } };
type NewsParams = { Params: { subdomain: string; id: string } };
const labels = ja.forms.news;

const NEWS_IMAGES_RULE = {
  ...IMAGE_RULE,
  maxCount: NEWS_MAX_IMAGES,
  tooManyMessage: fieldMessage(labels.images, ja.validation.maxImages, { max: NEWS_MAX_IMAGES }),
};

/** Store news (see src-shared/api/news.ts). */
export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function detailOrNotFound(
    request: FastifyRequest,
    tenant: Tenant,
    scope: MarketingScope,
    id: number,
  ) {
    const detail = await findNewsDetail(ctx.db, scope, id, (mediaId) =>
      mediaUrl(request, tenant.subdomain, mediaId),
    );
    if (!detail) throw notFound();
    return detail;
  }

  app.get<TenantParams>('/:subdomain/news', async (request): Promise<Paginated<NewsListItem>> => {
    const { caller, tenant } = await guardTenantArea(ctx, request, 'newsList', request.params.subdomain);
    const query = parseInput(newsListQuerySchema, request.query);
    const { items, total } = await listNewsPage(ctx.db, marketingScopeOf(caller, tenant.id), query, query);
    return paginated(items, total, query, endpointUrl(request));
  });

  app.get<NewsParams>('/:subdomain/news/:id', async (request): Promise<{ data: NewsDetail }> => {
    const { caller, tenant } = await guardTenantArea(ctx, request, 'newsDetail', request.params.subdomain);
    const id = pathId(request.params.id);
    const scope = marketingScopeOf(caller, tenant.id);
    await assertRowInScope(ctx.db, await findNewsOwner(ctx.db, id), scope);
    return { data: await detailOrNotFound(request, tenant, scope, id) };
  });

  app.post<TenantParams>('/:subdomain/news', async (request, reply) => {
    const { caller, tenant } = await guardTenantArea(ctx, request, 'newsCreate', request.params.subdomain);
    const shopId = ownShopOf(caller);
    const form = await readForm(request, { images: NEWS_IMAGES_RULE });
    const values = parseInput(newsCreateRequestSchema, form.fields);
    if (
      values.contentKind === CONTENT_KIND.COUPON &&
      values.couponId !== null &&
      !(await isCouponOfShop(ctx.db, shopId, values.couponId))
    ) {
      throw validationFailed([
        { name: 'couponId', message: fieldMessage(labels.couponId, ja.validation.unknownChoice) },
      ]);
    }
    const imageIds: number[] = [];
    for (const file of form.fileLists.images ?? []) {
      imageIds.push(
        await saveMedia(ctx.db, { serviceId: tenant.id, uploadedBy: caller.userId, kind: 'image', file }),
      );
    }
    const id = await createNews(ctx.db, {
      serviceId: tenant.id,
      shopId,
      createdBy: caller.userId,
      values,
      imageIds,
      now: ctx.clock(),
    });
    const data = await detailOrNotFound(request, tenant, marketingScopeOf(caller, tenant.id), id);
    return reply.code(201).send({ message: ja.success.created, data });
  });
}
