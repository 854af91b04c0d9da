import { z } from 'zod';
import { apiIdSchema } from './ids';
import { ACCOUNT_STATUS } from '../constants/account';
import { LIMIT_TYPE } from '../constants/content';
import { COUPON_STATE } from '../constants/coupon';
import { NOTE_BACKGROUND_KEYS } from '../constants/palette';
import {
  couponCreateFormSchema,
  couponEditFormShape,
  couponFormRules,
  couponStatusField,
} from '../validation/forms/coupon';
import { listQuerySchema, paginatedSchema, queryIdSchema, tabCountsSchema } from './common';
import { editRequestSchema, recordSchema, writeResponseSchema, writeVersionSchema } from './writes';

/**
 * Coupons of a service (spec sections 2, 3, 7):
 *   GET  /{subdomain}/coupons                     couponListQuerySchema -> couponListResponseSchema
 *                                                 (noPaginate=1 -> couponAllResponseSchema, for pickers)
 *   POST /{subdomain}/coupons                     multipart: couponCreateRequestSchema fields + file
 *                                                 `image` -> couponWriteResponseSchema (201)
 *   GET  /{subdomain}/coupons/{id}                -> couponDetailResponseSchema
 *   PUT  /{subdomain}/coupons/{id}                multipart: couponUpdateRequestSchema fields + file
 *                                                 `image` -> couponWriteResponseSchema
 *   PUT  /{subdomain}/coupons/update-status/{id}  couponStatusRequestSchema -> couponStatusResponseSchema
 * Roles: couponList (list, detail: every role) and couponCreate / couponEdit (writes: store only).
 * A store sees its own shop's coupons, a group its group's shops', head office all of the
 * service's; store and group need the service's coupon switch (enableCouponSetting).
 * The app uses a coupon through POST /app/coupons/{id}/use (see ./app.ts).
 */

export const couponStateSchema = z.enum(COUPON_STATE);
const limitTypeSchema = z.enum(LIMIT_TYPE);
const couponStatusSchema = z.enum(ACCOUNT_STATUS);
const optionalId = queryIdSchema.optional();

export const couponListQuerySchema = listQuerySchema.extend({
  /** Matches the name or the title. */
  keyword: z.string().trim().max(255).optional(),
  state: couponStateSchema.optional(),
  shopId: optionalId,
  limitType: z.coerce.number().pipe(limitTypeSchema).optional(),
  noPaginate: z.coerce.boolean().optional(),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;

export const couponListItemSchema = recordSchema({
  name: z.string(),
  title: z.string(),
  shopId: apiIdSchema,
  shopName: z.string(),
  /** Absolute URL of the stored image (fetch it with the token), or null. */
  imageUrl: z.string().nullable(),
  limitType: limitTypeSchema,
  /** Null when the uses are not limited. */
  remainingUsage: z.number().int().nullable(),
  usedCount: z.number().int(),
  displayNote: z.string(),
  noteBackground: z.enum(NOTE_BACKGROUND_KEYS as [string, ...string[]]),
  /** 00:00:00 of the first day and 23:59:59 of the last day, Tokyo time. */
  startDate: z.string(),
  endDate: z.string(),
  /** The pause switch: ACTIVE (2) or PAUSE (3). */
  status: couponStatusSchema,
  state: couponStateSchema,
});
export type CouponListItem = z.infer<typeof couponListItemSchema>;

/** Coupons per state under the list's other filters. */
export const couponStateCountsSchema = tabCountsSchema('state', couponStateSchema);
export type CouponStateCounts = z.infer<typeof couponStateCountsSchema>;

export const couponListResponseSchema = paginatedSchema(couponListItemSchema, {
  countData: couponStateCountsSchema,
});
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;
export const couponAllResponseSchema = z.object({ data: z.array(couponListItemSchema) });

export const couponDetailSchema = couponListItemSchema.extend({
  description: z.string(),
  content: z.string(),
});
export type CouponDetail = z.infer<typeof couponDetailSchema>;
export const couponDetailResponseSchema = z.object({ data: couponDetailSchema });

export const couponCreateRequestSchema = couponCreateFormSchema;
export type CouponCreateRequest = z.input<typeof couponCreateRequestSchema>;

export const couponUpdateRequestSchema = editRequestSchema(couponEditFormShape, ...couponFormRules);
export type CouponUpdateRequest = z.input<typeof couponUpdateRequestSchema>;

export const couponWriteResponseSchema = writeResponseSchema(couponDetailSchema);

export const couponStatusRequestSchema = z.object({
  status: couponStatusField(),
  updatedAt: writeVersionSchema,
});
export type CouponStatusRequest = z.input<typeof couponStatusRequestSchema>;
export const couponStatusResponseSchema = writeResponseSchema(couponDetailSchema);
