import { paymentHistoryFiltersSchema } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { PaymentKind } from './paymentKind';

/** The filters of both histories, as kept in the URL (the status is `ecStatus` in the EC history). */
export const PAYMENT_FILTERS = {
  from: '',
  to: '',
  shopId: '',
  amountMin: '',
  amountMax: '',
  status: '',
  ecStatus: '',
};
export type PaymentFilters = typeof PAYMENT_FILTERS;

/** The status filter of a history: the payment status, or the EC payment status. */
export const STATUS_FILTER: Record<PaymentKind, 'status' | 'ecStatus'> = {
  payment: 'status',
  ec: 'ecStatus',
};

type RangeName = 'from' | 'to' | 'shopId' | 'amountMin' | 'amountMax';
const RANGE_NAMES: readonly RangeName[] = ['from', 'to', 'shopId', 'amountMin', 'amountMax'];
const LABELS: Record<RangeName, string> = {
  from: ja.payments.filters.from,
  to: ja.payments.filters.to,
  shopId: ja.payments.filters.shop,
  amountMin: ja.payments.filters.amountMin,
  amountMax: ja.payments.filters.amountMax,
};

/**
 * The filter panel's values checked with the API's own rules before searching (a day that does
 * not exist, an end before its start): the message of each field in error, none when all is well.
 */
export function filterErrors(filters: PaymentFilters): Partial<Record<RangeName, string>> {
  const values = Object.fromEntries(
    RANGE_NAMES.filter((name) => filters[name].trim() !== '').map((name) => [name, filters[name].trim()]),
  );
  const result = paymentHistoryFiltersSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<RangeName, string>> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as RangeName | undefined;
    if (!name || !RANGE_NAMES.includes(name) || errors[name]) continue;
    // The API's own range messages name their field; a value it cannot read gets the filter's label.
    const own = issue.code === 'custom' && issue.message !== ja.server.invalidValue;
    errors[name] = own ? issue.message : fieldMessage(LABELS[name], ja.server.invalidValue);
  }
  return errors;
}

/** The list state's filters of the other history are not sent. */
export function filtersOf(kind: PaymentKind, filters: PaymentFilters): Partial<PaymentFilters> {
  const { status, ecStatus, ...rest } = filters;
  return { ...rest, ...(kind === 'ec' ? { ecStatus } : { status }) };
}
