import { z } from 'zod';
import { serviceListQuerySchema, serviceLookupItemSchema } from '../../api/services';
import {
  clientUserCreateRequestSchema,
  clientUserUpdateRequestSchema,
  masterUserCreateRequestSchema,
  masterUserUpdateRequestSchema,
  shopUserCreateRequestSchema,
  shopUserUpdateRequestSchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
  userStatusRequestSchema,
  userWriteResponseSchema,
} from '../../api/users';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordIdField } from './path-params';

const user = { id: recordIdField };

/** Users of the settings area (`/setting/user/...`). */
export const usersChannels = {
  'users.list': apiChannel({
    method: 'GET',
    path: API_PATHS.users.list,
    request: userListQuerySchema,
    response: userListResponseSchema,
  }),
  'users.get': apiChannel({
    method: 'GET',
    path: API_PATHS.users.item,
    request: z.object(user),
    response: userDetailResponseSchema,
  }),
  'users.createMaster': apiChannel({
    method: 'POST',
    path: API_PATHS.users.createMaster,
    request: masterUserCreateRequestSchema,
    response: userWriteResponseSchema,
  }),
  'users.createClient': apiChannel({
    method: 'POST',
    path: API_PATHS.users.createClient,
    request: clientUserCreateRequestSchema,
    response: userWriteResponseSchema,
  }),
  'users.createShop': apiChannel({
    method: 'POST',
    path: API_PATHS.users.createShop,
    request: shopUserCreateRequestSchema,
    response: userWriteResponseSchema,
  }),
  /** Master administrators, and group accounts (name, e-mail and password only). */
  'users.updateMaster': apiChannel({
    method: 'PUT',
    path: API_PATHS.users.item,
    request: masterUserUpdateRequestSchema.extend(user),
    response: userWriteResponseSchema,
  }),
  'users.updateClient': apiChannel({
    method: 'PUT',
    path: API_PATHS.users.item,
    request: clientUserUpdateRequestSchema.extend(user),
    response: userWriteResponseSchema,
  }),
  'users.updateShop': apiChannel({
    method: 'PUT',
    path: API_PATHS.users.item,
    request: shopUserUpdateRequestSchema.extend(user),
    response: userWriteResponseSchema,
  }),
  'users.updateStatus': apiChannel({
    method: 'PUT',
    path: API_PATHS.users.status,
    request: userStatusRequestSchema.extend(user),
    response: userWriteResponseSchema,
  }),
  /** Every service the caller may place a user in (GET /services, noPaginate). */
  'lookups.services': apiChannel({
    method: 'GET',
    path: API_PATHS.services.list,
    request: serviceListQuerySchema.pick({ keyword: true }).extend({ noPaginate: z.literal(true) }),
    response: z.object({ data: z.array(serviceLookupItemSchema) }),
  }),
} as const;
