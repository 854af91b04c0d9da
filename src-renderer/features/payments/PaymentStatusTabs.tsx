import { EC_PAYMENT_STATUS, PAYMENT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { StatusTabs } from '../../components/list/StatusTabs';
import type { PaymentKind } from './paymentKind';
import { choicesOf } from '../../components/form/choicesOf';

const TABS: Record<PaymentKind, { value: string; label: string }[]> = {
  payment: choicesOf(PAYMENT_STATUS, ja.enums.paymentStatus),
  ec: choicesOf(EC_PAYMENT_STATUS, ja.enums.ecPaymentStatus),
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
