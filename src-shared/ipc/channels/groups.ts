import { z } from 'zod';
import {
  groupAllResponseSchema,
  groupCreateRequestSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupShopsRequestSchema,
  groupShopsResponseSchema,
  groupUpdateRequestSchema,
  groupWriteResponseSchema,
} from '../../api/groups';
import { messageResponseSchema } from '../../api/writes';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordPath, servicePath } from './path-params';

/** Store groups and their shops (spec section 7, "Groups"). */
export const groupChannels = {
  'groups.list': apiChannel({
    method: 'GET',
    path: API_PATHS.groups.list,
    request: groupListQuerySchema.extend(servicePath),
    response: groupListResponseSchema,
  }),
  /** Every group, unpaged: selects and filters. */
  'groups.all': apiChannel({
    method: 'GET',
    path: API_PATHS.groups.list,
    request: z.object({ ...servicePath, noPaginate: z.literal(true) }),
    response: groupAllResponseSchema,
  }),
  'groups.create': apiChannel({
    method: 'POST',
    path: API_PATHS.groups.list,
    request: groupCreateRequestSchema.extend(servicePath),
    response: groupWriteResponseSchema,
  }),
  'groups.update': apiChannel({
    method: 'PUT',
    path: API_PATHS.groups.item,
    request: groupUpdateRequestSchema.extend(recordPath),
    response: groupWriteResponseSchema,
  }),
  'groups.delete': apiChannel({
    method: 'DELETE',
    path: API_PATHS.groups.item,
    request: z.object({ ...recordPath, updatedAt: z.string().max(64).optional() }),
    response: messageResponseSchema,
  }),
  'groups.addShops': apiChannel({
    method: 'POST',
    path: API_PATHS.groups.shops,
    request: z.object(recordPath).and(groupShopsRequestSchema),
    response: groupShopsResponseSchema,
  }),
  /** The same path as adding, with Laravel's method override (spec section 7). */
  'groups.removeShops': apiChannel({
    method: 'POST',
    path: API_PATHS.groups.shops,
    request: z
      .object({ ...recordPath, _method: z.literal('delete').default('delete') })
      .and(groupShopsRequestSchema),
    response: groupShopsResponseSchema,
  }),
} as const;
