import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EcHistoryQuery, PaymentHistoryQuery } from '@shared/api';
import { call } from '../../bridge/call';
import type { PaymentKind } from './paymentKind';

export const PAYMENT_LIST_KEYS = { payment: 'payments.list', ec: 'ecPayments.list' } as const;
export const paymentDetailKey = (kind: PaymentKind, subdomain: string, id: number) =>
  [kind === 'ec' ? 'ecPayments.get' : 'payments.get', subdomain, id] as const;

/** A page of the payment history, or of the EC history. */
export function usePaymentList(
  kind: PaymentKind,
  query: (PaymentHistoryQuery & EcHistoryQuery) & { subdomain: string },
) {
  return useQuery({
    queryKey: [PAYMENT_LIST_KEYS[kind], query],
    queryFn: () => (kind === 'ec' ? call('ecPayments.list', query) : call('payments.list', query)),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentDetail(kind: PaymentKind, subdomain: string, id: number) {
  return useQuery({
    queryKey: paymentDetailKey(kind, subdomain, id),
    queryFn: () =>
      kind === 'ec' ? call('ecPayments.get', { subdomain, id }) : call('payments.get', { subdomain, id }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
