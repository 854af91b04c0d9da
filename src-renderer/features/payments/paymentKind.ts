import type { RouteName } from '@shared/routes';

/** The two histories: every payment, or the EC (online) payments with their own status. */
export type PaymentKind = 'payment' | 'ec';

export const PAYMENT_ROUTES = {
  payment: { list: 'paymentHistoryList', detail: 'paymentHistoryDetail' },
  ec: { list: 'ecHistoryList', detail: 'ecHistoryDetail' },
} as const satisfies Record<PaymentKind, { list: RouteName; detail: RouteName }>;
