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
