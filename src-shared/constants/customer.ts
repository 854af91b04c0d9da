import type { ValueOf } from './types';

/** Lengths of the customer form's and the push templates' text fields (characters). */
export const CUSTOMER_TEXT_LIMITS = {
  password: { min: 8, max: 64 },
  mailAddress: 255,
} as const;

export const PUSH_TEMPLATE_TEXT_LIMITS = {
  name: 100,
  title: 100,
  content: 2000,
  requirement: 500,
  attention: 500,
  /** What the phone shows in the notification banner. */
  pushMessage: 120,
} as const;

/** A coupon template holds one image, a news template up to this many. */
export const NEWS_TEMPLATE_MAX_IMAGES = 4;

/** Whether a coupon template's coupon runs for good or between availableAt and expiredAt. */
export const TEMPLATE_PERIOD_TYPE = {
  UNLIMITED: 0,
  PERIOD: 1,
} as const;
export type TemplatePeriodType = ValueOf<typeof TEMPLATE_PERIOD_TYPE>;

/** The app a device token belongs to. */
export const DEVICE_PLATFORM = {
  IOS: 1,
  ANDROID: 2,
} as const;
export type DevicePlatform = ValueOf<typeof DEVICE_PLATFORM>;

/** Who a push goes to: every app user of the service, or the customers of a filter. */
export const PUSH_TARGET = {
  ALL: 1,
  FILTERED: 2,
} as const;
export type PushTarget = ValueOf<typeof PUSH_TARGET>;

/**
 * Where a push stands: waiting in the outbox (予約中, an IMMEDIATELY push only for a moment),
 * being expanded and sent (送信中), done (送信済み), given up (失敗), or cancelled before it started.
 */
export const PUSH_STATE = {
  SCHEDULED: 1,
  SENDING: 2,
  SENT: 3,
  FAILED: 4,
  CANCELLED: 5,
} as const;
export type PushState = ValueOf<typeof PUSH_STATE>;
