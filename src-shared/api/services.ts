import { z } from 'zod';
import { perServiceFlag } from '../constants/service';
import { apiFlagSchema, apiIdSchema } from './ids';
import { listQuerySchema, paginatedSchema } from './common';

export const serviceListQuerySchema = listQuerySchema.extend({
  keyword: z.string().trim().max(255).optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type ServiceListQuery = z.input<typeof serviceListQuerySchema>;

/**
 * A service of GET /services (spec section 3: its shape is not shown). The console needs the id
 * (GET /services/{id}), the subdomain (the routes) and the name; the list shows the rest when given.
 */
export const serviceListItemSchema = z.object({
  id: apiIdSchema,
  name: z.string(),
  subdomain: z.string(),
  companyName: z.string().nullish(),
  shopCount: z.number().int().nonnegative().optional(),
  registDate: z.string().optional(),
});
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;

export const serviceListResponseSchema = paginatedSchema(serviceListItemSchema);

/**
 * A service of the lookup (GET /services, noPaginate). The reference server adds the switches of
 * the detail (an extra, read when given): the console then knows a head office's service in view
 * from the lookup alone, without GET /services/{id} after it.
 */
export const serviceLookupItemSchema = serviceListItemSchema.extend(
  perServiceFlag(() => apiFlagSchema.optional()),
);
export type ServiceLookupItem = z.infer<typeof serviceLookupItemSchema>;

/** A flag the spec's service detail does not show: off when a backend leaves it out. */
const extraFlag = apiFlagSchema.default(0);

/**
 * GET /services/{id} (spec section 3, "Service detail": name, enableTopSetting,
 * enableCustomerSetting, enableTrailCalc). The shop-side flags and the rest are read when given;
 * store and group users take those flags from their own account (GET /account).
 */
export const serviceDetailSchema = z.object({
  id: apiIdSchema.optional(),
  name: z.string(),
  subdomain: z.string().optional(),
  // Every switch is off when left out, but for the three the spec's detail shows.
  ...perServiceFlag(() => extraFlag),
  enableTopSetting: apiFlagSchema,
  enableCustomerSetting: apiFlagSchema,
  enableTrailCalc: apiFlagSchema,
  registDate: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const serviceDetailResponseSchema = z.object({ data: serviceDetailSchema });

/** The service open in the console: its detail, with the subdomain the console found it by. */
export type ServiceInView = ServiceDetail & { subdomain: string };
