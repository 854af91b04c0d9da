import { PaymentDetailScreen } from './PaymentDetailScreen';

/** `/ec-history/detail/{id}`: an EC payment with its change log (who changed what, when). */
export default function EcHistoryDetailPage() {
  return <PaymentDetailScreen kind="ec" />;
}
