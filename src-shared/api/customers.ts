import { z } from 'zod';
import { apiIdSchema } from './ids';
import { LINK_OPEN_MODE, MESSAGE_TYPE, SEND_TIMING } from '../constants/content';
import { PUSH_STATE, PUSH_TARGET, TEMPLATE_PERIOD_TYPE } from '../constants/customer';
import { customerFormShape } from '../validation/forms/customer';
import { pushFormRules, pushFormShape } from '../validation/forms/push';
import {
  couponTemplateEditFormShape,
  couponTemplateFormRules,
  couponTemplateFormSchema,
  newsTemplateEditFormShape,
  newsTemplateFormSchema,
} from '../validation/forms/push-template';
import { listQuerySchema, paginatedSchema } from './common';
import {
  editRequestSchema,
  messageResponseSchema,
  recordSchema,
  writeResponseSchema,
  writeVersionSchema,
} from './writes';

/**
 * Customers, push templates and pushes of a service (spec sections 2, 3, 4):
 *   GET  /{subdomain}/customers                  customerListQuerySchema -> customerListResponseSchema
 *   GET  /{subdomain}/customers/linked           customerLinkedQuerySchema -> customerLinkedResponseSchema
 *   GET  /{subdomain}/customers/count            customerFilterSchema -> customerCountResponseSchema
 *   GET  /{subdomain}/customers/{id}             -> customerDetailResponseSchema
 *   PUT  /{subdomain}/customers/{id}             customerUpdateRequestSchema -> customerWriteResponseSchema
 *   GET  /{subdomain}/push-templates/{kind}      templateListQuerySchema -> templateListResponseSchema
 *   POST /{subdomain}/push-templates/coupon      multipart: couponTemplateCreateRequestSchema + file `image`
 *   PUT  /{subdomain}/push-templates/coupon/{id} multipart: couponTemplateUpdateRequestSchema + file `image`
 *   POST /{subdomain}/push-templates/news        multipart: newsTemplateCreateRequestSchema + files `images[]`
 *   PUT  /{subdomain}/push-templates/news/{id}   multipart: newsTemplateUpdateRequestSchema + files `images[]`
 *   GET  /{subdomain}/push-templates/{kind}/{id} -> templateDetailResponseSchema
 *   DELETE /{subdomain}/push-templates/{kind}/{id} (or POST with `_method: "delete"`) -> messageResponseSchema
 *   GET  /{subdomain}/push-notifications         pushListQuerySchema -> pushListResponseSchema
 *   POST /{subdomain}/push-notifications/count   pushCreateRequestSchema -> customerCountResponseSchema
 *   POST /{subdomain}/push-notifications         pushCreateRequestSchema -> pushWriteResponseSchema (201)
 *   PUT  /{subdomain}/push-notifications/{id}/cancel  { updatedAt } -> pushWriteResponseSchema
 * Roles: master and client (a client only while the service enables customer setting).
 * {kind} is `coupon` or `news`.
 */

const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const LINKED_FILTERS = ['linked', 'unlinked'] as const;
export type LinkedFilter = (typeof LINKED_FILTERS)[number];

/**
 * Who a customer list, its CSV (0003) and a filtered push are about. name matches part of the
 * kanji or the katakana name (hiragana and half-width kana are read as katakana); mobilePhone
 * and mailAddress match from their first character.
 */
export const customerFilterSchema = z.object({
  name: optionalText(100),
  mobilePhone: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => {
      const digits = (value ?? '').replace(/\D/g, '');
      return digits === '' ? undefined : digits.slice(0, 11);
    }),
  mailAddress: optionalText(255),
  linked: z
    .enum(['', ...LINKED_FILTERS])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  registFrom: calendarDay.optional(),
  registTo: calendarDay.optional(),
});
export type CustomerFilter = z.input<typeof customerFilterSchema>;
export type CustomerFilterValues = z.output<typeof customerFilterSchema>;

export const customerListQuerySchema = listQuerySchema.extend(customerFilterSchema.shape);
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerListItemSchema = recordSchema({
  nameSei: z.string(),
  nameMei: z.string(),
  nameSeiKana: z.string(),
  nameMeiKana: z.string(),
  mobilePhone: z.string().nullable(),
  homePhone: z.string().nullable(),
  mailAddress: z.string().nullable(),
  linked: z.boolean(),
  deviceCount: z.number().int(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerListResponseSchema = paginatedSchema(customerListItemSchema);

export const customerLinkedQuerySchema = listQuerySchema.extend(customerFilterSchema.shape);
export const customerLinkedItemSchema = z.object({
  id: apiIdSchema,
  customerId: apiIdSchema,
  nameSei: z.string(),
  nameMei: z.string(),
  nameSeiKana: z.string(),
  nameMeiKana: z.string(),
  mailAddress: z.string().nullable(),
  mobileNo: z.string().nullable(),
  linkedAt: z.string(),
});
export type CustomerLinkedItem = z.infer<typeof customerLinkedItemSchema>;
export const customerLinkedResponseSchema = paginatedSchema(customerLinkedItemSchema);

/** How many customers a filter (or a push) reaches, and how many of their phones can receive a push. */
export const customerCountSchema = z.object({ customers: z.number().int(), devices: z.number().int() });
export type CustomerCount = z.infer<typeof customerCountSchema>;
export const customerCountResponseSchema = z.object({ data: customerCountSchema });

export const customerDetailSchema = customerListItemSchema.extend({
  mobileNo: z.string().nullable(),
  linkedAt: z.string().nullable(),
  /** Whether an app password is set (the password itself is never answered). */
  hasPassword: z.boolean(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export const customerDetailResponseSchema = z.object({ data: customerDetailSchema });

export const customerUpdateRequestSchema = editRequestSchema(customerFormShape);
export type CustomerUpdateRequest = z.input<typeof customerUpdateRequestSchema>;
export const customerWriteResponseSchema = writeResponseSchema(customerDetailSchema);

// Push templates

export const TEMPLATE_KINDS = ['coupon', 'news'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const templateListQuerySchema = listQuerySchema.extend({
  /** Matches the name or the title. */
  keyword: optionalText(255),
  noPaginate: z.coerce.boolean().optional(),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

const linkOpenModeSchema = z.enum(LINK_OPEN_MODE);
const imageSchema = z.object({ id: apiIdSchema, url: z.string() });

export const templateListItemSchema = recordSchema({
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  title: z.string(),
  pushMessage: z.string(),
  /** Absolute URL of the first image (fetch it with the token), or null. */
  imageUrl: z.string().nullable(),
  imageCount: z.number().int(),
  periodType: z.enum(TEMPLATE_PERIOD_TYPE).nullable(),
  availableAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  pushCount: z.number().int(),
  lastSentAt: z.string().nullable(),
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;
export const templateListResponseSchema = paginatedSchema(templateListItemSchema);
export const templateAllResponseSchema = z.object({ data: z.array(templateListItemSchema) });

export const templateDetailSchema = templateListItemSchema.extend({
  content: z.string(),
  requirement: z.string(),
  attention: z.string(),
  linkOpenMode: linkOpenModeSchema,
  images: z.array(imageSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;
export const templateDetailResponseSchema = z.object({ data: templateDetailSchema });
export const templateWriteResponseSchema = writeResponseSchema(templateDetailSchema);

export const couponTemplateCreateRequestSchema = couponTemplateFormSchema;
export const couponTemplateUpdateRequestSchema = editRequestSchema(
  couponTemplateEditFormShape,
  ...couponTemplateFormRules,
);
export const newsTemplateCreateRequestSchema = newsTemplateFormSchema;
export const newsTemplateUpdateRequestSchema = editRequestSchema(newsTemplateEditFormShape);

// Pushes

const pushStateSchema = z.enum(PUSH_STATE);

export const pushListQuerySchema = listQuerySchema.extend({
  templateId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  state: z.coerce.number().pipe(pushStateSchema).optional(),
});
export type PushListQuery = z.input<typeof pushListQuerySchema>;

export const pushItemSchema = recordSchema({
  templateId: apiIdSchema.nullable(),
  templateName: z.string(),
  messageType: z.enum(MESSAGE_TYPE),
  pushMessage: z.string(),
  sendTiming: z.enum(SEND_TIMING),
  scheduledAt: z.string(),
  target: z.enum(PUSH_TARGET),
  state: pushStateSchema,
  recipientCount: z.number().int(),
  deliveryTotal: z.number().int(),
  deliveredCount: z.number().int(),
  failedCount: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type PushItem = z.infer<typeof pushItemSchema>;
export const pushListResponseSchema = paginatedSchema(pushItemSchema);

export const pushCreateRequestSchema = z
  .object({ ...pushFormShape, filter: customerFilterSchema.optional() })
  .check(...pushFormRules);
export type PushCreateRequest = z.input<typeof pushCreateRequestSchema>;
export const pushWriteResponseSchema = writeResponseSchema(pushItemSchema);
export const pushCancelRequestSchema = z.object({ updatedAt: writeVersionSchema });
export const templateDeleteResponseSchema = messageResponseSchema;
