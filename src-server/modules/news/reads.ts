import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { NewsDetail, NewsListItem } from '@shared/api';
import { CONTENT_KIND } from '@shared/constants';
import type { ContentKind } from '@shared/constants';
import type { NewsFormValues } from '@shared/validation';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { coupons } from '../coupons';
import { news, newsImages } from './schema';
import { shops } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTimestamps } from '../../platform/http/time';
import type { MediaUrlOf } from '../coupons';
import { listRead } from '../../platform/db/list-read';
import { eqWhenGiven, likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';
import { qualified } from '../../platform/db/qualified';
import { shopRowOwner } from '../../platform/db/shop-rows';
import { listedImageIds } from '../../platform/media/image-lists';
import type { ImageListTable } from '../../platform/media/image-lists';
import { rowExists } from '../../platform/db/exists';

export interface NewsFilter extends SortRequest {
  keyword?: string | undefined;
  shopId?: number | undefined;
  contentKind?: ContentKind | undefined;
}

function newsConditions(scope: Reach, filter: Omit<NewsFilter, keyof SortRequest>): SQL | undefined {
  const pattern = filter.keyword ? likePattern(filter.keyword) : null;
  return and(
    inReach(scope, { serviceId: news.serviceId, shopId: shops.id }),
    pattern ? or(ilike(news.title, pattern), ilike(news.content, pattern)) : undefined,
    eqWhenGiven(news.shopId, filter.shopId),
    eqWhenGiven(news.contentKind, filter.contentKind),
  );
}

const NEWS_IMAGES: ImageListTable = {
  table: newsImages,
  owner: newsImages.newsId,
  mediaId: newsImages.mediaId,
  position: newsImages.position,
};

const SORTABLE = {
  registDate: news.registDate,
  id: news.id,
  title: news.title,
  shopName: shops.name,
  contentKind: news.contentKind,
};

const imageCount =
  sql<number>`(select count(*) from ${newsImages} where ${newsImages.newsId} = ${qualified(news.id)})`.mapWith(
    Number,
  );

const COLUMNS = {
  id: news.id,
  title: news.title,
  contentKind: news.contentKind,
  couponId: news.couponId,
  couponName: coupons.name,
  shopId: news.shopId,
  shopName: shops.name,
  imageCount,
  registDate: news.registDate,
  updatedAt: news.updatedAt,
};

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(news)
    .innerJoin(shops, eq(shops.id, news.shopId))
    .leftJoin(coupons, eq(coupons.id, news.couponId))
    .where(where)
    .$dynamic();
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function toListItem(row: ListRow): NewsListItem {
  return {
    ...row,
    contentKind: row.contentKind as ContentKind,
    ...apiTimestamps(row),
  };
}

const newsList = listRead({
  rows: listQuery,
  count: (db, where) =>
    db.select({ total: count() }).from(news).innerJoin(shops, eq(shops.id, news.shopId)).where(where),
  sortable: SORTABLE,
  order: [news.registDate, news.id],
  item: toListItem,
});

export function listNewsPage(db: Database, scope: Reach, filter: NewsFilter, page: PageRequest) {
  return newsList.page(db, newsConditions(scope, filter), filter, page);
}

export async function findNewsDetail(
  db: Database,
  scope: Reach,
  newsId: number,
  mediaUrl: MediaUrlOf,
): Promise<NewsDetail | null> {
  const [row] = await db
    .select({ ...COLUMNS, content: news.content, additionalContent: news.additionalContent })
    .from(news)
    .innerJoin(shops, eq(shops.id, news.shopId))
    .leftJoin(coupons, eq(coupons.id, news.couponId))
    .where(and(inReach(scope, { serviceId: news.serviceId, shopId: shops.id }), eq(news.id, newsId)))
    .limit(1);
  if (!row) return null;
  const imageIds = await listedImageIds(db, NEWS_IMAGES, newsId);
  const { content, additionalContent, ...listRow } = row;
  return {
    ...toListItem(listRow),
    content,
    additionalContent,
    images: imageIds.map((id) => ({ id, url: mediaUrl(id) })),
  };
}

/** The service and shop of a news item, for the scope check of a request naming it. */
export const findNewsOwner = shopRowOwner(news);

/** Whether a coupon is one of the shop's own (the only ones its news may introduce). */
export function isCouponOfShop(db: Database, shopId: number, couponId: number): Promise<boolean> {
  return rowExists(db, coupons, and(eq(coupons.id, couponId), eq(coupons.shopId, shopId)));
}

export interface NewNews {
  serviceId: number;
  shopId: number;
  createdBy: number;
  values: NewsFormValues;
  imageIds: number[];
  now: Date;
}

export async function createNews(db: Database, item: NewNews): Promise<number> {
  return db.transaction(async (tx) => {
    const { contentKind, couponId, ...text } = item.values;
    const [row] = await tx
      .insert(news)
      .values({
        ...text,
        contentKind,
        couponId: contentKind === CONTENT_KIND.COUPON ? couponId : null,
        serviceId: item.serviceId,
        shopId: item.shopId,
        createdBy: item.createdBy,
        registDate: item.now,
        updatedAt: item.now,
      })
      .returning({ id: news.id });
    if (!row) throw new Error('news was not saved');
    if (item.imageIds.length > 0) {
      await tx
        .insert(newsImages)
        .values(item.imageIds.map((mediaId, position) => ({ newsId: row.id, mediaId, position })));
    }
    return row.id;
  });
}
