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

/** An EC payment that is cancelled: it can no longer be changed. */
export const EC_CANCELLED_STATUSES: readonly EcPaymentStatus[] = [
  EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED,
  EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED,
];

/**
 * The EC payment state machine: the statuses each status may move to. Unconfirmed sales are
 * confirmed or cancelled; confirmed sales can only be cancelled; a cancelled payment is final.
 */
export const EC_STATUS_TRANSITIONS: Readonly<Record<EcPaymentStatus, readonly EcPaymentStatus[]>> = {
  [EC_PAYMENT_STATUS.UNCONFIRMED]: [
    EC_PAYMENT_STATUS.SALES_CONFIRMED,
    EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED,
  ],
  [EC_PAYMENT_STATUS.SALES_CONFIRMED]: [EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED],
  [EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED]: [],
  [EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED]: [],
};

/** The amount of an EC payment may change only while its sales are unconfirmed. */
export function isEcAmountEditable(status: EcPaymentStatus): boolean {
  return status === EC_PAYMENT_STATUS.UNCONFIRMED;
}

export function isEcStatusChangeAllowed(from: EcPaymentStatus, to: EcPaymentStatus): boolean {
  return from === to || EC_STATUS_TRANSITIONS[from].includes(to);
}

/** A payment whose status is final (cancelled): the edit screen is closed to it. */
export function isEcPaymentFinal(status: EcPaymentStatus): boolean {
  return EC_CANCELLED_STATUSES.includes(status);
}
