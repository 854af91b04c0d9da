import type { ValueOf } from './types';

/**
 * Payment-count values of instalment schedules (spec section 9). A count is a number of
 * instalments; two special values stand for bonus one-time payment and revolving payment.
 */
export const ONETIME_PAYMENT = 'onetimePayment';
/** The API's own spelling of revolving payment ("ribbon" for "revolving"). */
export const RIBBON_PAYMENT = 'ribbonPayment';
/** The numeric code that also means bonus one-time payment. */
export const ONETIME_PAYMENT_CODE = 999;

export type SpecialPaymentCount = typeof ONETIME_PAYMENT | typeof RIBBON_PAYMENT;
export type PaymentCount = number | SpecialPaymentCount;

export const SPECIAL_PAYMENT_COUNTS = [ONETIME_PAYMENT, RIBBON_PAYMENT] as const;

/** Instalment counts offered for a contract, before the two special values. */
export const INSTALMENT_COUNTS = [
  1, 2, 3, 5, 6, 10, 12, 15, 18, 20, 24, 30, 36, 42, 48, 54, 60, 66, 72, 78, 84, 90, 96,
] as const;

export const INSTALMENT_OPTIONS: readonly PaymentCount[] = [...INSTALMENT_COUNTS, ...SPECIAL_PAYMENT_COUNTS];

export const ADVANCE_INSTALMENT_MIN = 1;
export const ADVANCE_INSTALMENT_MAX = 99;
export const ADVANCE_INSTALMENT_GROUP_SIZE = 10;

export interface PaymentCountGroup {
  from: number;
  to: number;
  counts: readonly number[];
}

/** Every count from 1 to 99 in groups of ten: 1-10, 11-20, ..., 91-99. */
export const ADVANCE_INSTALMENT_GROUPS: readonly PaymentCountGroup[] = Array.from(
  { length: Math.ceil(ADVANCE_INSTALMENT_MAX / ADVANCE_INSTALMENT_GROUP_SIZE) },
  (_, index) => {
    const from = index * ADVANCE_INSTALMENT_GROUP_SIZE + ADVANCE_INSTALMENT_MIN;
    const to = Math.min(from + ADVANCE_INSTALMENT_GROUP_SIZE - 1, ADVANCE_INSTALMENT_MAX);
    return { from, to, counts: Array.from({ length: to - from + 1 }, (__, offset) => from + offset) };
  },
);

/**
 * Where a payment was made: at a shop's terminal, or online (EC). EC payments carry the EC
 * sales type and payment status of ./ec.ts and appear in the EC history as well.
 */
export const PAYMENT_CHANNEL = {
  IN_STORE: 1,
  EC: 2,
} as const;
export type PaymentChannel = ValueOf<typeof PAYMENT_CHANNEL>;

/** How the customer paid. */
export const PAYMENT_METHOD = {
  CREDIT_CARD: 1,
  DEBIT_CARD: 2,
  QR_CODE: 3,
  E_MONEY: 4,
} as const;
export type PaymentMethod = ValueOf<typeof PAYMENT_METHOD>;

/**
 * Whether a payment counts as a sale. A cancelled payment (an in-store refund, or an EC payment
 * cancelled before or after its sales were confirmed) stays in the history but leaves the sales
 * figures; summaries count it apart.
 */
export const PAYMENT_STATUS = {
  COMPLETED: 1,
  CANCELLED: 2,
} as const;
export type PaymentStatus = ValueOf<typeof PAYMENT_STATUS>;

/** An in-store payment's state machine: a completed payment may be cancelled (refunded); a cancellation is final. */
export function isPaymentStatusChangeAllowed(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === to || (from === PAYMENT_STATUS.COMPLETED && to === PAYMENT_STATUS.CANCELLED);
}

/** Most payments one ingest request may carry. */
export const PAYMENT_INGEST_MAX_BATCH = 1000;
/** The request header that carries a service's payment ingest API key. */
export const PAYMENT_INGEST_KEY_HEADER = 'x-api-key';
/** How often an open dashboard asks for its figures again (a new payment shows within 10 s). */
export const DASHBOARD_REFRESH_MS = 5000;
/** Days of the dashboard's sales chart, today included. */
export const DASHBOARD_CHART_DAYS = 30;
/** Shops in the dashboard's ranking. */
export const DASHBOARD_TOP_SHOPS = 5;
/** Newest payments listed on the dashboard. */
export const DASHBOARD_LATEST_PAYMENTS = 5;
/** Longest range a summary may cover, in days (about ten years). */
export const SUMMARY_MAX_DAYS = 3660;
/** Payment counts the history's count is exact up to; above it the total is an estimate. */
export const PAYMENT_EXACT_COUNT_LIMIT = 10_000;
