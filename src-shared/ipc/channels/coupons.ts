import { z } from 'zod';
import {
  couponAllResponseSchema,
  couponCreateRequestSchema,
  couponDetailResponseSchema,
  couponListQuerySchema,
  couponListResponseSchema,
  couponStatusRequestSchema,
  couponStatusResponseSchema,
  couponUpdateRequestSchema,
  couponUsageListQuerySchema,
  couponUsageListResponseSchema,
  couponUsageSummaryQuerySchema,
  couponUsageSummaryResponseSchema,
  couponWriteResponseSchema,
} from '../../api';
import {
  newsCreateRequestSchema,
  newsDetailResponseSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  newsWriteResponseSchema,
} from '../../api/news';
import { uploadedImageSchema } from '../../api/upload';
import { NEWS_MAX_IMAGES } from '../../constants/coupon';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

/** Coupons, their usage and store news (spec sections 2 and 3; see src-shared/api/coupons.ts). */
export const couponChannels = {
  'coupons.list': apiChannel({
    method: 'GET',
    path: API_PATHS.coupons.list,
    request: couponListQuerySchema.extend(servicePath),
    response: couponListResponseSchema,
  }),
  /** Every coupon the caller may see, unpaged: the pickers of the usage screens and the news form. */
  'coupons.all': apiChannel({
    method: 'GET',
    path: API_PATHS.coupons.list,
    request: couponListQuerySchema.extend({ ...servicePath, noPaginate: z.literal(true) }),
    response: couponAllResponseSchema,
  }),
  'coupons.get': apiChannel({
    method: 'GET',
    path: API_PATHS.coupons.item,
    request: z.object(recordPath),
    response: couponDetailResponseSchema,
  }),
  'coupons.create': apiChannel({
    method: 'POST',
    path: API_PATHS.coupons.list,
    request: couponCreateRequestSchema.safeExtend({ ...servicePath, image: uploadedImageSchema.optional() }),
    response: couponWriteResponseSchema,
    multipart: true,
  }),
  'coupons.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.coupons.item,
    request: couponUpdateRequestSchema.safeExtend({ ...recordPath, image: uploadedImageSchema.optional() }),
    response: couponWriteResponseSchema,
    multipart: true,
  }),
  /** Pause (status 3) and resume (status 2). */
  'coupons.updateStatus': apiChannel({
    method: 'PUT',
    path: API_PATHS.coupons.status,
    request: couponStatusRequestSchema.extend(recordPath),
    response: couponStatusResponseSchema,
  }),
  'couponUsage.list': apiChannel({
    method: 'GET',
    path: API_PATHS.coupons.usage,
    request: couponUsageListQuerySchema.extend(servicePath),
    response: couponUsageListResponseSchema,
  }),
  'couponUsage.summary': apiChannel({
    method: 'GET',
    path: API_PATHS.coupons.usageSummary,
    request: couponUsageSummaryQuerySchema.extend(servicePath),
    response: couponUsageSummaryResponseSchema,
  }),
  'news.list': apiChannel({
    method: 'GET',
    path: API_PATHS.news.list,
    request: newsListQuerySchema.extend(servicePath),
    response: newsListResponseSchema,
  }),
  'news.get': apiChannel({
    method: 'GET',
    path: API_PATHS.news.item,
    request: z.object(recordPath),
    response: newsDetailResponseSchema,
  }),
  'news.create': apiChannel({
    method: 'POST',
    path: API_PATHS.news.list,
    request: newsCreateRequestSchema.safeExtend({
      ...servicePath,
      images: z.array(uploadedImageSchema).max(NEWS_MAX_IMAGES).optional(),
    }),
    response: newsWriteResponseSchema,
    multipart: true,
  }),
} as const;
