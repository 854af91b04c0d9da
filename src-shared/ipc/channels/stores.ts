import { z } from 'zod';
import {
  storeAllResponseSchema,
  storeCreateRequestSchema,
  storeDetailResponseSchema,
  storeListQuerySchema,
  storeListResponseSchema,
  storeStatusRequestSchema,
  storeStatusResponseSchema,
  storeUpdateRequestSchema,
  storeWriteResponseSchema,
} from '../../api/stores';
import { messageResponseSchema } from '../../api/writes';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

/** Stores of a service (spec section 7, "Stores"). */
export const storeChannels = {
  'stores.list': apiChannel({
    method: 'GET',
    path: API_PATHS.stores.list,
    request: storeListQuerySchema.extend(servicePath),
    response: storeListResponseSchema,
  }),
  /** Every shop under the filters, unpaged: the store map. */
  'stores.all': apiChannel({
    method: 'GET',
    path: API_PATHS.stores.list,
    request: storeListQuerySchema.extend({ ...servicePath, noPaginate: z.literal(true) }),
    response: storeAllResponseSchema,
  }),
  'stores.get': apiChannel({
    method: 'GET',
    path: API_PATHS.stores.item,
    request: z.object(recordPath),
    response: storeDetailResponseSchema,
  }),
  'stores.create': apiChannel({
    method: 'POST',
    path: API_PATHS.stores.list,
    request: storeCreateRequestSchema.safeExtend(servicePath),
    response: storeWriteResponseSchema,
  }),
  'stores.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.stores.item,
    request: storeUpdateRequestSchema.safeExtend(recordPath),
    response: storeWriteResponseSchema,
  }),
  /** Judging (approve, reject, hold) and pause / resume. */
  'stores.updateStatus': apiChannel({
    method: 'PUT',
    path: API_PATHS.stores.status,
    request: storeStatusRequestSchema.extend(recordPath),
    response: storeStatusResponseSchema,
  }),
  'stores.delete': apiChannel({
    method: 'DELETE',
    path: API_PATHS.stores.item,
    request: z.object({ ...recordPath, updatedAt: z.string().max(64).optional() }),
    response: messageResponseSchema,
  }),
} as const;
