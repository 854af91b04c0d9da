import {
  ADVANCE_INSTALMENT_GROUPS,
  INSTALMENT_OPTIONS,
  ONETIME_PAYMENT,
  ONETIME_PAYMENT_CODE,
  RIBBON_PAYMENT,
  SPECIAL_PAYMENT_COUNTS,
} from '../constants/payment';
import type { PaymentCount } from '../constants/payment';
import { ja } from '../messages/ja';
import { formatMessage } from '../messages/format';

/**
 * The label of a payment count: 999 or `onetimePayment` is bonus one-time payment,
 * `ribbonPayment` is revolving payment, anything else is the count and 回.
 */
export function formatPaymentCount(value: PaymentCount | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (value === ONETIME_PAYMENT || Number(value) === ONETIME_PAYMENT_CODE) return ja.paymentCount.onetime;
  if (value === RIBBON_PAYMENT) return ja.paymentCount.revolving;
  return formatMessage(ja.paymentCount.count, { count: value });
}

export interface PaymentCountOption {
  value: string;
  label: string;
}

export interface PaymentCountOptionGroup {
  label: string;
  options: PaymentCountOption[];
}

function option(value: PaymentCount): PaymentCountOption {
  return { value: String(value), label: formatPaymentCount(value) };
}

/** The instalment counts of a contract, then bonus one-time and revolving. */
export function instalmentOptions(): PaymentCountOption[] {
  return INSTALMENT_OPTIONS.map(option);
}

/** Advance-instalment choices: 1-99 in groups of ten (「1〜10回」…), then bonus one-time and revolving. */
export function advanceInstalmentOptionGroups(): PaymentCountOptionGroup[] {
  return [
    ...ADVANCE_INSTALMENT_GROUPS.map((group) => ({
      label: formatMessage(ja.paymentCount.range, { from: group.from, to: group.to }),
      options: group.counts.map(option),
    })),
    { label: ja.paymentCount.special, options: SPECIAL_PAYMENT_COUNTS.map(option) },
  ];
}
