import { z } from 'zod';
import { ja } from '../messages/ja';
import { idField } from '../validation/choice-fields';

/**
 * The app-facing API: what the service's customer app calls. It authenticates as the service's
 * app (`Authorization: Bearer <app key>`, a per-service key; see README), never as a console user.
 *   POST /app/coupons/{id}/use   couponUseRequestSchema -> couponUseResponseSchema (201)
 *        refusals: 409 couponUseRefusalSchema (exhausted, paused, not started, expired);
 *        404 for a coupon of another service; 422 for an unknown customer.
 */

export const couponUseRequestSchema = z.object({
  customerId: idField(ja.server.fields.customerId, { required: true }),
});
export type CouponUseRequest = z.input<typeof couponUseRequestSchema>;

export const couponUseResultSchema = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  customerId: z.number().int(),
  shopId: z.number().int(),
  usedAt: z.string(),
  /** What is left after this use; null when the uses are not limited. */
  remainingUsage: z.number().int().nullable(),
});
export type CouponUseResult = z.infer<typeof couponUseResultSchema>;
export const couponUseResponseSchema = z.object({ message: z.string(), data: couponUseResultSchema });

/** Why a use was refused: the app may branch on `code` and show `message`. */
export const COUPON_USE_REFUSALS = ['exhausted', 'paused', 'notStarted', 'expired'] as const;
export type CouponUseRefusal = (typeof COUPON_USE_REFUSALS)[number];
export const couponUseRefusalSchema = z.object({ message: z.string(), code: z.enum(COUPON_USE_REFUSALS) });
