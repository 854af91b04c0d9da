import { z } from 'zod';
import { apiIdSchema } from './ids';
import { CONTENT_KIND } from '../constants/content';
import { newsFormSchema } from '../validation/forms/news';
import { listQuerySchema, paginatedSchema, queryIdSchema } from './common';
import { recordSchema, writeResponseSchema } from './writes';

/**
 * Store news (spec sections 2, 3):
 *   GET  /{subdomain}/news        newsListQuerySchema -> newsListResponseSchema
 *   GET  /{subdomain}/news/{id}   -> newsDetailResponseSchema
 *   POST /{subdomain}/news        multipart: newsCreateRequestSchema fields + files `images[]`
 *                                 (at most NEWS_MAX_IMAGES) -> newsWriteResponseSchema (201)
 * Roles: newsList / newsDetail (every role), newsCreate (store only). Scoped like the coupons;
 * store and group need the service's news switch (enableNotificationSetting).
 */

const optionalId = queryIdSchema.optional();
const contentKindSchema = z.enum(CONTENT_KIND);

export const newsListQuerySchema = listQuerySchema.extend({
  /** Matches the title or the content. */
  keyword: z.string().trim().max(255).optional(),
  shopId: optionalId,
  contentKind: contentKindSchema.optional(),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsListItemSchema = recordSchema({
  title: z.string(),
  contentKind: contentKindSchema,
  couponId: apiIdSchema.nullable(),
  couponName: z.string().nullable(),
  shopId: apiIdSchema,
  shopName: z.string(),
  imageCount: z.number().int(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;
export const newsListResponseSchema = paginatedSchema(newsListItemSchema);

export const newsDetailSchema = newsListItemSchema.extend({
  content: z.string(),
  additionalContent: z.string(),
  /** Absolute URLs of the stored images, in order (fetch them with the token). */
  images: z.array(z.object({ id: apiIdSchema, url: z.string() })),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export const newsDetailResponseSchema = z.object({ data: newsDetailSchema });

export const newsCreateRequestSchema = newsFormSchema;
export type NewsCreateRequest = z.input<typeof newsCreateRequestSchema>;
export const newsWriteResponseSchema = writeResponseSchema(newsDetailSchema);
