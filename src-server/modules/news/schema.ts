/**
 * Store news for the app: plain news, or news introducing one of the shop's coupons. Each row
 * belongs to a service and to the shop that made it.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import {
  authorColumn,
  listedImageColumns,
  serviceIdColumn,
  shopIdColumn,
  timestamps,
} from '../../platform/db/schema';
import { coupons } from '../coupons';

/** A shop's news for the app: plain news, or news introducing one of its coupons. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    shopId: shopIdColumn(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    additionalContent: text('additional_content').notNull().default(''),
    /** CONTENT_KIND of src-shared/constants. */
    contentKind: varchar('content_kind', { length: 16 }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdBy: authorColumn('created_by'),
    ...timestamps,
  },
  (table) => [
    index('news_service_regist_idx').on(table.serviceId, table.registDate.desc(), table.id.desc()),
    index('news_shop_regist_idx').on(table.shopId, table.registDate.desc(), table.id.desc()),
    check('news_content_kind_check', sql`${table.contentKind} in ('coupon', 'news')`),
  ],
);

/** The images of a news item, in order. */
export const newsImages = pgTable(
  'news_images',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    ...listedImageColumns(),
  },
  (table) => [index('news_images_news_idx').on(table.newsId, table.position)],
);
