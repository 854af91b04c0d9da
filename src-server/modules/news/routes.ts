import type { FastifyRequest } from 'fastify';
import { API_PATHS, newsCreateRequestSchema, newsListQuerySchema } from '@shared/api';
import type { NewsDetail, NewsListItem, Paginated } from '@shared/api';
import { CONTENT_KIND, NEWS_MAX_IMAGES } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { TenantAccess } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { found, validationFailed } from '../../platform/errors';
import { created, pageAnswer } from '../../platform/http/answers';
import { IMAGE_RULE } from '../../platform/media/rules';
import { saveImages } from '../../platform/media/store';
import { mediaUrl } from '../../platform/media/urls';
import { createNews, findNewsDetail, findNewsOwner, isCouponOfShop, listNewsPage } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.news;
const labels = ja.forms.news;

const NEWS_IMAGES_RULE = {
  ...IMAGE_RULE,
  maxCount: NEWS_MAX_IMAGES,
  tooManyMessage: fieldMessage(labels.images, ja.validation.maxImages, { max: NEWS_MAX_IMAGES }),
};

/** Store news (see src-shared/api/news.ts). */
export function registerNewsRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  async function detailOrNotFound(request: FastifyRequest, { tenant, reach }: TenantAccess, id: number) {
    return found(
      findNewsDetail(ctx.db, reach, id, (mediaId) => mediaUrl(request, tenant.subdomain, mediaId)),
    );
  }

  route.get(paths.list, {
    access: guards.tenant('newsList'),
    query: newsListQuerySchema,
    async handler({ request, access, query }): Promise<Paginated<NewsListItem>> {
      return pageAnswer(request, await listNewsPage(ctx.db, access.reach, query, query), query);
    },
  });

  route.get(paths.item, {
    access: guards.record('newsDetail', findNewsOwner),
    async handler({ request, access }): Promise<{ data: NewsDetail }> {
      return { data: await detailOrNotFound(request, access, access.id) };
    },
  });

  route.post(paths.list, {
    access: guards.ownShop('newsCreate'),
    files: { images: NEWS_IMAGES_RULE },
    body: newsCreateRequestSchema,
    status: 201,
    async handler({ request, access, body, fileLists }) {
      const { caller, tenant, shopId } = access;
      if (
        body.contentKind === CONTENT_KIND.COUPON &&
        body.couponId !== null &&
        !(await isCouponOfShop(ctx.db, shopId, body.couponId))
      ) {
        const message = fieldMessage(labels.couponId, ja.validation.unknownChoice);
        throw validationFailed([{ name: 'couponId', message }]);
      }
      const upload = { serviceId: tenant.id, uploadedBy: caller.userId };
      const imageIds = await saveImages(ctx.db, upload, fileLists.images ?? []);
      const id = await createNews(ctx.db, {
        serviceId: tenant.id,
        shopId,
        createdBy: caller.userId,
        values: body,
        imageIds,
        now: ctx.clock(),
      });
      return created(await detailOrNotFound(request, access, id));
    },
  });
}
