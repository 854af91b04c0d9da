import { z } from 'zod';
import {
  couponTemplateCreateRequestSchema,
  couponTemplateUpdateRequestSchema,
  customerCountResponseSchema,
  customerDetailResponseSchema,
  customerFilterSchema,
  customerLinkedQuerySchema,
  customerLinkedResponseSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerUpdateRequestSchema,
  customerWriteResponseSchema,
  newsTemplateCreateRequestSchema,
  newsTemplateUpdateRequestSchema,
  pushCancelRequestSchema,
  pushCreateRequestSchema,
  pushListQuerySchema,
  pushListResponseSchema,
  pushWriteResponseSchema,
  templateAllResponseSchema,
  templateDetailResponseSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templateWriteResponseSchema,
} from '../../api/customers';
import { uploadedImageSchema } from '../../api/upload';
import { messageResponseSchema, writeVersionSchema } from '../../api/writes';
import { NEWS_TEMPLATE_MAX_IMAGES } from '../../constants/customer';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

/** Customers, push templates and pushes (spec sections 2 and 3; see src-shared/api/customers.ts). */
export const customerChannels = {
  'customers.list': apiChannel({
    method: 'GET',
    path: API_PATHS.customers.list,
    request: customerListQuerySchema.extend(servicePath),
    response: customerListResponseSchema,
  }),
  'customers.linked': apiChannel({
    method: 'GET',
    path: API_PATHS.customers.linked,
    request: customerLinkedQuerySchema.extend(servicePath),
    response: customerLinkedResponseSchema,
  }),
  'customers.get': apiChannel({
    method: 'GET',
    path: API_PATHS.customers.item,
    request: z.object(recordPath),
    response: customerDetailResponseSchema,
  }),
  'customers.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.customers.item,
    request: customerUpdateRequestSchema.safeExtend(recordPath),
    response: customerWriteResponseSchema,
  }),
  'customers.count': apiChannel({
    method: 'GET',
    path: API_PATHS.customers.count,
    request: customerFilterSchema.extend(servicePath),
    response: customerCountResponseSchema,
  }),
  'pushTemplates.couponList': apiChannel({
    method: 'GET',
    path: API_PATHS.pushTemplates.coupon.list,
    request: templateListQuerySchema.extend(servicePath),
    response: templateListResponseSchema,
  }),
  'pushTemplates.newsList': apiChannel({
    method: 'GET',
    path: API_PATHS.pushTemplates.news.list,
    request: templateListQuerySchema.extend(servicePath),
    response: templateListResponseSchema,
  }),
  /** Both kinds unpaged, for the push form's template picker. */
  'pushTemplates.couponAll': apiChannel({
    method: 'GET',
    path: API_PATHS.pushTemplates.coupon.list,
    request: templateListQuerySchema.extend({ ...servicePath, noPaginate: z.literal(true) }),
    response: templateAllResponseSchema,
  }),
  'pushTemplates.newsAll': apiChannel({
    method: 'GET',
    path: API_PATHS.pushTemplates.news.list,
    request: templateListQuerySchema.extend({ ...servicePath, noPaginate: z.literal(true) }),
    response: templateAllResponseSchema,
  }),
  'pushTemplates.couponGet': apiChannel({
    method: 'GET',
    path: API_PATHS.pushTemplates.coupon.item,
    request: z.object(recordPath),
    response: templateDetailResponseSchema,
  }),
  'pushTemplates.newsGet': apiChannel({
    method: 'GET',
    path: API_PATHS.pushTemplates.news.item,
    request: z.object(recordPath),
    response: templateDetailResponseSchema,
  }),
  'pushTemplates.couponCreate': apiChannel({
    method: 'POST',
    path: API_PATHS.pushTemplates.coupon.list,
    request: couponTemplateCreateRequestSchema.safeExtend({
      ...servicePath,
      image: uploadedImageSchema.optional(),
    }),
    response: templateWriteResponseSchema,
    multipart: true,
  }),
  'pushTemplates.couponUpdate': apiChannel({
    method: 'PUT',
    path: API_PATHS.pushTemplates.coupon.item,
    request: couponTemplateUpdateRequestSchema.safeExtend({
      ...recordPath,
      image: uploadedImageSchema.optional(),
    }),
    response: templateWriteResponseSchema,
    multipart: true,
  }),
  'pushTemplates.newsCreate': apiChannel({
    method: 'POST',
    path: API_PATHS.pushTemplates.news.list,
    request: newsTemplateCreateRequestSchema.safeExtend({
      ...servicePath,
      images: z.array(uploadedImageSchema).max(NEWS_TEMPLATE_MAX_IMAGES).optional(),
    }),
    response: templateWriteResponseSchema,
    multipart: true,
  }),
  'pushTemplates.newsUpdate': apiChannel({
    method: 'PUT',
    path: API_PATHS.pushTemplates.news.item,
    request: newsTemplateUpdateRequestSchema.safeExtend({
      ...recordPath,
      images: z.array(uploadedImageSchema).max(NEWS_TEMPLATE_MAX_IMAGES).optional(),
    }),
    response: templateWriteResponseSchema,
    multipart: true,
  }),
  'pushTemplates.couponDelete': apiChannel({
    method: 'DELETE',
    path: API_PATHS.pushTemplates.coupon.item,
    request: z.object({ ...recordPath, updatedAt: writeVersionSchema }),
    response: messageResponseSchema,
  }),
  'pushTemplates.newsDelete': apiChannel({
    method: 'DELETE',
    path: API_PATHS.pushTemplates.news.item,
    request: z.object({ ...recordPath, updatedAt: writeVersionSchema }),
    response: messageResponseSchema,
  }),
  'pushes.list': apiChannel({
    method: 'GET',
    path: API_PATHS.pushes.list,
    request: pushListQuerySchema.extend(servicePath),
    response: pushListResponseSchema,
  }),
  'pushes.count': apiChannel({
    method: 'POST',
    path: API_PATHS.pushes.count,
    request: pushCreateRequestSchema.safeExtend(servicePath),
    response: customerCountResponseSchema,
  }),
  'pushes.create': apiChannel({
    method: 'POST',
    path: API_PATHS.pushes.list,
    request: pushCreateRequestSchema.safeExtend(servicePath),
    response: pushWriteResponseSchema,
  }),
  'pushes.cancel': apiChannel({
    method: 'PUT',
    path: API_PATHS.pushes.cancel,
    request: pushCancelRequestSchema.extend(recordPath),
    response: pushWriteResponseSchema,
  }),
};
