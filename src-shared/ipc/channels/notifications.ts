import { z } from 'zod';
import {
  notificationCreateRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationWriteResponseSchema,
} from '../../api/notifications';
import { messageResponseSchema } from '../../api/writes';
import { API_PATHS } from '../../api/paths';
import { apiChannel } from '../api-channel';
import { recordIdField } from './path-params';

/** Notices from head office to a service or one of its shops (see src-shared/api/notifications.ts). */
export const notificationChannels = {
  'notifications.list': apiChannel({
    method: 'GET',
    path: API_PATHS.notifications.list,
    request: notificationListQuerySchema,
    response: notificationListResponseSchema,
  }),
  'notifications.create': apiChannel({
    method: 'POST',
    path: API_PATHS.notifications.list,
    request: notificationCreateRequestSchema,
    response: notificationWriteResponseSchema,
  }),
  'notifications.delete': apiChannel({
    method: 'DELETE',
    path: API_PATHS.notifications.item,
    request: z.object({ id: recordIdField }),
    response: messageResponseSchema,
  }),
} as const;
