import { z } from 'zod';
import {
  contractAllResponseSchema,
  contractCreateRequestSchema,
  contractDetailResponseSchema,
  contractListQuerySchema,
  contractListResponseSchema,
  contractUpdateRequestSchema,
  contractWriteResponseSchema,
  estimateProductCreateRequestSchema,
  estimateProductDetailResponseSchema,
  estimateProductListQuerySchema,
  estimateProductListResponseSchema,
  estimateProductUpdateRequestSchema,
  estimateProductWriteResponseSchema,
} from '../../api/contracts';
import { uploadedImageSchema } from '../../api/upload';
import { messageResponseSchema, writeVersionSchema } from '../../api/writes';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordIdField, servicePath } from './path-params';

const shopPath = { ...servicePath, shopId: recordIdField };
const shopRecordPath = { ...shopPath, id: recordIdField };

/** Handling contracts and estimate products of a shop (see src-shared/api/contracts.ts). */
export const contractChannels = {
  'contracts.list': apiChannel({
    method: 'GET',
    path: API_PATHS.contracts.list,
    request: contractListQuerySchema.extend(shopPath),
    response: contractListResponseSchema,
  }),
  /** Every contract of the shop, unpaged: the estimate product form's choice. */
  'contracts.all': apiChannel({
    method: 'GET',
    path: API_PATHS.contracts.list,
    request: contractListQuerySchema.extend({ ...shopPath, noPaginate: z.literal(true) }),
    response: contractAllResponseSchema,
  }),
  'contracts.get': apiChannel({
    method: 'GET',
    path: API_PATHS.contracts.item,
    request: z.object(shopRecordPath),
    response: contractDetailResponseSchema,
  }),
  'contracts.create': apiChannel({
    method: 'POST',
    path: API_PATHS.contracts.list,
    request: contractCreateRequestSchema.safeExtend(shopPath),
    response: contractWriteResponseSchema,
  }),
  'contracts.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.contracts.item,
    request: contractUpdateRequestSchema.safeExtend(shopRecordPath),
    response: contractWriteResponseSchema,
  }),
  'contracts.delete': apiChannel({
    method: 'DELETE',
    path: API_PATHS.contracts.item,
    request: z.object({ ...shopRecordPath, updatedAt: writeVersionSchema }),
    response: messageResponseSchema,
  }),
  'estimateProducts.list': apiChannel({
    method: 'GET',
    path: API_PATHS.estimateProducts.list,
    request: estimateProductListQuerySchema.extend(shopPath),
    response: estimateProductListResponseSchema,
  }),
  'estimateProducts.get': apiChannel({
    method: 'GET',
    path: API_PATHS.estimateProducts.item,
    request: z.object(shopRecordPath),
    response: estimateProductDetailResponseSchema,
  }),
  'estimateProducts.create': apiChannel({
    method: 'POST',
    path: API_PATHS.estimateProducts.list,
    request: estimateProductCreateRequestSchema.safeExtend({
      ...shopPath,
      image: uploadedImageSchema.optional(),
    }),
    response: estimateProductWriteResponseSchema,
    multipart: true,
  }),
  'estimateProducts.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.estimateProducts.item,
    request: estimateProductUpdateRequestSchema.safeExtend({
      ...shopRecordPath,
      image: uploadedImageSchema.optional(),
    }),
    response: estimateProductWriteResponseSchema,
    multipart: true,
  }),
  'estimateProducts.delete': apiChannel({
    method: 'DELETE',
    path: API_PATHS.estimateProducts.item,
    request: z.object({ ...shopRecordPath, updatedAt: writeVersionSchema }),
    response: messageResponseSchema,
  }),
} as const;
