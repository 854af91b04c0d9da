import { PaymentDetailScreen } from './PaymentDetailScreen';

/** `/ec-history/detail/{id}`: an EC payment with its 変更履歴 from the audit trail (who changed what, when). */
export default function EcHistoryDetailPage() {
  return <PaymentDetailScreen kind="ec" />;
}
