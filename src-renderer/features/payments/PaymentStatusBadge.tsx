import { EC_PAYMENT_STATUS, PAYMENT_STATUS } from '@shared/constants';
import type { EcPaymentStatus, PaymentStatus } from '@shared/constants';
import { ja } from '@shared/messages';
import { StatusBadge } from '../../components/StatusBadge';

const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  [PAYMENT_STATUS.COMPLETED]: 'teal',
  [PAYMENT_STATUS.CANCELLED]: 'gray',
};
const EC_COLOURS: Record<EcPaymentStatus, string> = {
  [EC_PAYMENT_STATUS.UNCONFIRMED]: 'yellow',
  [EC_PAYMENT_STATUS.SALES_CONFIRMED]: 'teal',
  [EC_PAYMENT_STATUS.UNCONFIRMED_CANCELLED]: 'gray',
  [EC_PAYMENT_STATUS.SALES_CONFIRMED_CANCELLED]: 'gray',
};

/** A payment's status, or an EC payment's own status when it has one; the label carries the meaning. */
export function PaymentStatusBadge({
  status,
  ecStatus = null,
}: {
  status: PaymentStatus;
  ecStatus?: EcPaymentStatus | null;
}) {
  const [label, colour] =
    ecStatus === null
      ? [ja.enums.paymentStatus[status], PAYMENT_COLOURS[status]]
      : [ja.enums.ecPaymentStatus[ecStatus], EC_COLOURS[ecStatus]];
  return <StatusBadge label={label} tone={{ color: colour, text: 'dark.7' }} />;
}
