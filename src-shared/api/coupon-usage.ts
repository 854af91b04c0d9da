import { z } from 'zod';
import { apiIdSchema } from './ids';
import { listQuerySchema, paginatedSchema, queryIdSchema } from './common';

/**
 * Coupon uses (who used which coupon, where, when), for the usage history and its dashboard:
 *   GET /{subdomain}/coupons/history-using          couponUsageListQuerySchema -> couponUsageListResponseSchema
 *   GET /{subdomain}/coupons/history-using/summary  couponUsageSummaryQuerySchema -> couponUsageSummaryResponseSchema
 * Roles: every role (couponUsageHistoryList / couponUsageHistory), scoped like the coupons.
 * Days are Tokyo calendar days (`yyyy-MM-dd`); a range runs from 00:00:00 to 23:59:59.
 */

const optionalId = queryIdSchema.optional();
const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

export const couponUsageFilterSchema = z.object({
  couponId: optionalId,
  shopId: optionalId,
  dateFrom: calendarDay.optional(),
  dateTo: calendarDay.optional(),
});

export const couponUsageListQuerySchema = listQuerySchema.extend({
  ...couponUsageFilterSchema.shape,
  /** Matches the customer's name (kanji or kana) or mobile number. */
  keyword: z.string().trim().max(255).optional(),
});
export type CouponUsageListQuery = z.input<typeof couponUsageListQuerySchema>;

export const couponUseSchema = z.object({
  id: apiIdSchema,
  usedAt: z.string(),
  couponId: apiIdSchema,
  couponName: z.string(),
  shopId: apiIdSchema,
  shopName: z.string(),
  /** Null when the customer has been deleted since. */
  customerId: apiIdSchema.nullable(),
  customerName: z.string().nullable(),
  customerNameKana: z.string().nullable(),
});
export type CouponUse = z.infer<typeof couponUseSchema>;
export const couponUsageListResponseSchema = paginatedSchema(couponUseSchema);

export const couponUsageSummaryQuerySchema = couponUsageFilterSchema;
export type CouponUsageSummaryQuery = z.input<typeof couponUsageSummaryQuerySchema>;

export const couponUsageSummarySchema = z.object({
  /** The days summed (the request's, or the last COUPON_USAGE_DEFAULT_DAYS days). */
  dateFrom: z.string(),
  dateTo: z.string(),
  total: z.number().int(),
  couponCount: z.number().int(),
  customerCount: z.number().int(),
  /** Every day of the range, zeros included. */
  perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** The most used coupons, most uses first (at most COUPON_USAGE_TOP_COUPONS). */
  perCoupon: z.array(
    z.object({ couponId: apiIdSchema, name: z.string(), shopName: z.string(), count: z.number().int() }),
  ),
});
export type CouponUsageSummary = z.infer<typeof couponUsageSummarySchema>;
export const couponUsageSummaryResponseSchema = z.object({ data: couponUsageSummarySchema });
