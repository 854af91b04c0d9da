import { ACCOUNT_STATUS } from './account';
import { LIMIT_TYPE } from './content';
import type { ValueOf } from './types';

/**
 * Where a coupon stands for the app, derived from its pause switch (ACCOUNT_STATUS), its period
 * and its remaining uses: the coupon list's tabs and filter, and what the app-facing use answers.
 */
export const COUPON_STATE = {
  SCHEDULED: 'scheduled',
  ACTIVE: 'active',
  PAUSED: 'paused',
  EXHAUSTED: 'exhausted',
  ENDED: 'ended',
} as const;
export type CouponState = ValueOf<typeof COUPON_STATE>;
export const COUPON_STATES = Object.values(COUPON_STATE);

/** Lengths of the coupon form's text fields (characters). */
export const COUPON_TEXT_LIMITS = {
  name: 100,
  description: 200,
  displayNote: 20,
  title: 50,
  content: 2000,
} as const;

/** Lengths of the news form's text fields (characters), and how many images a news item holds. */
export const NEWS_TEXT_LIMITS = {
  title: 100,
  content: 2000,
  additionalContent: 2000,
} as const;
export const NEWS_MAX_IMAGES = 4;

/** The usage dashboard covers at most this many days, and this many coupons in its ranking. */
export const COUPON_USAGE_MAX_DAYS = 366;
export const COUPON_USAGE_DEFAULT_DAYS = 30;
export const COUPON_USAGE_TOP_COUPONS = 10;

/** What the state of a coupon is computed from. */
export interface CouponStateInput {
  /** ACCOUNT_STATUS: 2 active, 3 paused. */
  status: number;
  limitType: number;
  remainingUsage: number | null;
  startDate: Date;
  endDate: Date;
}

/**
 * The state of a coupon at `now`: ended once its last day is over (whatever else holds), else
 * paused, before its first day, out of uses, or active. The server's SQL follows the same order.
 */
export function couponStateAt(coupon: CouponStateInput, now: Date): CouponState {
  if (coupon.endDate.getTime() < now.getTime()) return COUPON_STATE.ENDED;
  if (coupon.status === ACCOUNT_STATUS.PAUSE) return COUPON_STATE.PAUSED;
  if (coupon.startDate.getTime() > now.getTime()) return COUPON_STATE.SCHEDULED;
  if (coupon.limitType === LIMIT_TYPE.LIMITED && (coupon.remainingUsage ?? 0) <= 0)
    return COUPON_STATE.EXHAUSTED;
  return COUPON_STATE.ACTIVE;
}

/**
 * The app-facing API's idempotency (POST /app/coupons/{id}/use): a call with this header is
 * acted on once per key; the same key within APP_IDEMPOTENCY_TTL_MS answers the first answer
 * again, marked with APP_IDEMPOTENCY_REPLAYED_HEADER.
 */
export const APP_IDEMPOTENCY_HEADER = 'idempotency-key';
export const APP_IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';
export const APP_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
