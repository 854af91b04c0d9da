import type { ValueOf } from './types';

/**
 * Status of a shop. The spec names the states (pending review, on hold, approved, rejected,
 * paused) but not their values, so these numbers are ours.
 */
export const SHOP_STATUS = {
  UNDER_REVIEW: 1,
  ACTIVE: 2,
  PAUSED: 3,
  ON_HOLD: 4,
  REJECTED: 5,
} as const;
export type ShopStatus = ValueOf<typeof SHOP_STATUS>;
export const SHOP_STATUSES = Object.values(SHOP_STATUS) as ShopStatus[];

/** What a status change means, which also picks its success message. */
export type ShopStatusAction = 'approve' | 'reject' | 'hold' | 'pause' | 'resume';

/** Judging (approve, reject, hold) is allowed only for these (spec section 4, "Shop review"). */
export const JUDGEABLE_SHOP_STATUSES: readonly ShopStatus[] = [SHOP_STATUS.UNDER_REVIEW, SHOP_STATUS.ON_HOLD];

export function isJudgeable(status: number): boolean {
  return (JUDGEABLE_SHOP_STATUSES as readonly number[]).includes(status);
}

/**
 * The action that moves a shop from `from` to `to`, or null when that change is not allowed.
 * Judging: pending review or on hold -> approved (active), rejected, or on hold.
 * Pause and resume: active <-> paused.
 */
export function shopStatusAction(from: number, to: number): ShopStatusAction | null {
  if (to === SHOP_STATUS.PAUSED) return from === SHOP_STATUS.ACTIVE ? 'pause' : null;
  if (to === SHOP_STATUS.ACTIVE && from === SHOP_STATUS.PAUSED) return 'resume';
  if (!isJudgeable(from)) return null;
  if (to === SHOP_STATUS.ACTIVE) return 'approve';
  if (to === SHOP_STATUS.REJECTED) return 'reject';
  if (to === SHOP_STATUS.ON_HOLD && from === SHOP_STATUS.UNDER_REVIEW) return 'hold';
  return null;
}

/** A change to approved, rejected or on hold (except resuming a paused shop) is a review judgement. */
export function isJudgement(from: number, to: number): boolean {
  if (to === SHOP_STATUS.ACTIVE) return from !== SHOP_STATUS.PAUSED;
  return to === SHOP_STATUS.REJECTED || to === SHOP_STATUS.ON_HOLD;
}

export const SHOP_CODE_MAX_LENGTH = 32;

/** Smoking rule of a shop (detail settings). */
export const SMOKING_TYPE = {
  NO_SMOKING: 1,
  SEPARATED: 2,
  ALLOWED: 3,
} as const;
export type SmokingType = ValueOf<typeof SMOKING_TYPE>;
