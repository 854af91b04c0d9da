import { z } from 'zod';
import {
  notificationCreateRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationWriteResponseSchema,
} from '../../api/notifications';
import { messageResponseSchema } from '../../api/writes';
import { apiChannel } from '../api-channel';

/** Notices from head office to a service or one of its shops (see src-shared/api/notifications.ts). */
export const notificationChannels = {
  'notifications.list': apiChannel({
    method: 'GET',
    path: 'notifications',
    request: notificationListQuerySchema,
    response: notificationListResponseSchema,
  }),
  'notifications.create': apiChannel({
    method: 'POST',
    path: 'notifications',
    request: notificationCreateRequestSchema,
    response: notificationWriteResponseSchema,
  }),
  'notifications.delete': apiChannel({
    method: 'DELETE',
    path: 'notifications/{id}',
    request: z.object({ id: z.number().int().positive() }),
    response: messageResponseSchema,
  }),
} as const;
