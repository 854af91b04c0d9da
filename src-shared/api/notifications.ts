import { z } from 'zod';
import { apiIdSchema } from './ids';
import { notificationFormSchema } from '../validation/forms/notification';
import { listQuerySchema, paginatedSchema } from './common';
import { recordSchema, writeResponseSchema } from './writes';

/**
 * Notifications (issue 13): notices from head office to a service or one of its shops.
 *   GET    /notifications         notificationListQuerySchema -> notificationListResponseSchema
 *   POST   /notifications         notificationCreateRequestSchema -> notificationWriteResponseSchema (201)
 *   DELETE /notifications/{id}    -> messageResponseSchema (or POST with `_method: "delete"`)
 * Roles: the route table's notificationList / notificationCreate (master and client). A client
 * sees and writes its own service's notices only; master every service's.
 */

export const NOTIFICATION_STATES = ['scheduled', 'active', 'ended'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const notificationListQuerySchema = listQuerySchema.extend({
  subdomain: z.string().trim().min(1).max(63).optional(),
  /** Relative to today (Tokyo): not yet shown, shown now, or over. */
  state: z.enum(NOTIFICATION_STATES).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationSchema = recordSchema({
  content: z.string(),
  subdomain: z.string(),
  serviceName: z.string(),
  shopId: apiIdSchema.nullable(),
  shopName: z.string().nullable(),
  /** `yyyy-MM-dd`, both shown days included. */
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(NOTIFICATION_STATES),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = paginatedSchema(notificationSchema);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationCreateRequestSchema = notificationFormSchema;
export type NotificationCreateRequest = z.input<typeof notificationCreateRequestSchema>;
export const notificationWriteResponseSchema = writeResponseSchema(notificationSchema);
