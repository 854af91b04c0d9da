import { PaymentListView } from './PaymentListView';

/** `/payment-history/list`: who paid what, where, when and how; CSV export 0002. */
export default function PaymentHistoryListPage() {
  return <PaymentListView kind="payment" />;
}
