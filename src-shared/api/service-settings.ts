import { z } from 'zod';
import { apiFlagSchema, apiIdSchema } from './ids';
import { CARD_TEMPLATE, perServiceFlag } from '../constants/service';
import { serviceSettingFormSchema } from '../validation/forms/service';
import { recordSchema, writeResponseSchema, writeVersionSchema } from './writes';

/**
 * Service settings (`/setting/service/...`):
 *   GET  /services/{subdomain}/setting -> serviceSettingResponseSchema   (serviceSettingEdit)
 *   POST /services                     serviceCreateRequestSchema -> serviceSettingWriteResponseSchema (201, serviceSettingCreate: master)
 *   PUT  /services/{subdomain}         serviceUpdateRequestSchema -> serviceSettingWriteResponseSchema (serviceSettingEdit)
 *   POST /services/{subdomain}/logo    multipart file `logo` (PNG/JPEG/GIF/WebP) -> serviceLogoResponseSchema
 * A client edits only its own service and cannot move it to another company. The payment
 * passwords are write-only: answers say only whether each is set; an empty one leaves it.
 * `serviceTag` replaces the service's tags by name (kept names keep their ids and shops).
 */
export const serviceSettingSchema = recordSchema({
  name: z.string(),
  subdomain: z.string(),
  clientId: apiIdSchema.nullable(),
  company: z.object({ id: apiIdSchema, name: z.string() }).nullable(),
  /** Absolute URL of the logo (GET /{subdomain}/media/{id}), or null. */
  logoUrl: z.string().nullable(),
  googleMapApiKey: z.string(),
  privacyPolicyUrl: z.string(),
  termsOfService: z.string(),
  paymentSiteId: z.string(),
  paymentSitePasswordSet: z.boolean(),
  paymentShopId: z.string(),
  paymentShopPasswordSet: z.boolean(),
  serviceTag: z.array(z.object({ id: apiIdSchema, name: z.string() })),
  cardTemplate: z.enum(CARD_TEMPLATE).nullable(),
  serviceCode: z.string(),
  kameiNo: z.string(),
  inspectionUrl: z.string(),
  ...perServiceFlag(() => apiFlagSchema),
});
export type ServiceSetting = z.infer<typeof serviceSettingSchema>;

export const serviceSettingResponseSchema = z.object({ data: serviceSettingSchema });
export const serviceSettingWriteResponseSchema = writeResponseSchema(serviceSettingSchema);

export const serviceCreateRequestSchema = serviceSettingFormSchema;
export type ServiceCreateRequest = z.input<typeof serviceCreateRequestSchema>;

export const serviceUpdateRequestSchema = serviceSettingFormSchema.extend({ updatedAt: writeVersionSchema });
export type ServiceUpdateRequest = z.input<typeof serviceUpdateRequestSchema>;

export const serviceLogoResponseSchema = writeResponseSchema(
  z.object({ logoUrl: z.string(), updatedAt: z.string().optional() }),
);
