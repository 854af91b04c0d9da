import type { ValueOf } from './types';

/** EC (online sales) sales type of a shop. */
export const EC_SALES_TYPE = {
  PROVISIONAL: 1,
  IMMEDIATE: 2,
} as const;
export type EcSalesType = ValueOf<typeof EC_SALES_TYPE>;

/** Status of an EC payment. */
export const EC_PAYMENT_STATUS = {
  UNCONFIRMED: 1,
  SALES_CONFIRMED: 2,
  UNCONFIRMED_CANCELLED: 3,
  SALES_CONFIRMED_CANCELLED: 4,
} as const;
export type EcPaymentStatus = ValueOf<typeof EC_PAYMENT_STATUS>;
