import { keepPreviousData } from '@tanstack/react-query';
import type { EcHistoryQuery, PaymentHistoryQuery } from '@shared/api';
import { channelKey, useChannelQuery } from '../../bridge/channelQuery';
import type { PaymentKind } from './paymentKind';

export const PAYMENT_LIST_CHANNELS = ['payments.list', 'ecPayments.list'] as const;
const detailChannel = (kind: PaymentKind) => (kind === 'ec' ? 'ecPayments.get' : 'payments.get');
export const paymentDetailKey = (kind: PaymentKind, subdomain: string, id: number) =>
  channelKey(detailChannel(kind), { subdomain, id });

/** A page of the payment history, or of the EC history. */
export function usePaymentList(
  kind: PaymentKind,
  query: (PaymentHistoryQuery & EcHistoryQuery) & { subdomain: string },
) {
  return useChannelQuery(kind === 'ec' ? 'ecPayments.list' : 'payments.list', query, {
    placeholderData: keepPreviousData,
  });
}

export function usePaymentDetail(kind: PaymentKind, subdomain: string, id: number) {
  return useChannelQuery(detailChannel(kind), { subdomain, id }, { enabled: Number.isInteger(id) && id > 0 });
}
