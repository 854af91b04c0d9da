import { PaymentListView } from './PaymentListView';

/** `/ec-history/list`: the EC (online) payments with their status, and the way to edit them. */
export default function EcHistoryListPage() {
  return <PaymentListView kind="ec" />;
}
