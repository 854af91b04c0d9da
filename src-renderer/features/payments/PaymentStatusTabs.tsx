import { EC_PAYMENT_STATUS, PAYMENT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { StatusTabs } from '../../components/list/StatusTabs';
import type { PaymentKind } from './paymentKind';

const TABS: Record<PaymentKind, { value: string; label: string }[]> = {
  payment: Object.values(PAYMENT_STATUS).map((value) => ({
    value: String(value),
    label: ja.enums.paymentStatus[value],
  })),
  ec: Object.values(EC_PAYMENT_STATUS).map((value) => ({
    value: String(value),
    label: ja.enums.ecPaymentStatus[value],
  })),
};

/** The payment or EC history's status tabs. */
export function PaymentStatusTabs({
  kind,
  status,
  onChange,
}: {
  kind: PaymentKind;
  /** The status filter: '' for every status. */
  status: string;
  onChange: (status: string) => void;
}) {
  return (
    <StatusTabs
      tabs={TABS[kind]}
      allLabel={ja.payments.filters.any}
      value={status}
      onChange={onChange}
      label={kind === 'ec' ? ja.payments.filters.ecStatus : ja.payments.filters.status}
      testId="payment-status-tabs"
      mb="sm"
    />
  );
}
