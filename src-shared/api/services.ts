import { z } from 'zod';
import { listQuerySchema, paginatedSchema } from './common';

const flag = z.union([z.literal(0), z.literal(1)]);

export const serviceListQuerySchema = listQuerySchema.extend({
  keyword: z.string().trim().max(255).optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type ServiceListQuery = z.input<typeof serviceListQuerySchema>;

export const serviceListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  companyName: z.string().nullable(),
  shopCount: z.number().int().nonnegative(),
  registDate: z.string(),
});
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;

export const serviceListResponseSchema = paginatedSchema(serviceListItemSchema);

/** GET /services/{id} (spec section 3, "Service detail", plus the service flags). */
export const serviceDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  enableTopSetting: flag,
  enableCustomerSetting: flag,
  enableTrailCalc: flag,
  enableCouponSetting: flag,
  enableNotificationSetting: flag,
  enableGallerySetting: flag,
  enableMenuSetting: flag,
  registDate: z.string(),
  updatedAt: z.string(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const serviceDetailResponseSchema = z.object({ data: serviceDetailSchema });
