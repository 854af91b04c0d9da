import { PaymentDetailScreen } from './PaymentDetailScreen';

/** `/payment-history/detail/{id}`. */
export default function PaymentHistoryDetailPage() {
  return <PaymentDetailScreen kind="payment" />;
}
