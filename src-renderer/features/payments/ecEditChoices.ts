import type { z } from 'zod';
import { ecPaymentUpdateRequestSchema } from '@shared/api';
import type { PaymentDetail } from '@shared/api';
import { EC_CANCELLED_STATUSES, EC_PAYMENT_STATUS, EC_STATUS_TRANSITIONS } from '@shared/constants';
import type { EcPaymentStatus } from '@shared/constants';
import { formatNumber, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { choicesOf } from '../../components/form/choicesOf';

export interface StatusChoice {
  value: string;
  label: string;
}

/** The statuses the edit form offers: staying as it is, then the state machine's next states. */
export function ecStatusChoices(current: EcPaymentStatus): StatusChoice[] {
  return [
    {
      value: String(current),
      label: formatMessage(ja.ecEdit.keepStatus, { status: ja.enums.ecPaymentStatus[current] }),
    },
    ...choicesOf(EC_STATUS_TRANSITIONS[current], ja.enums.ecPaymentStatus),
  ];
}

/** The most the amount may be: the provisionally authorised amount (the payment's amount without one). */
export function ecAmountCeiling(payment: Pick<PaymentDetail, 'amount' | 'ecAuthorizedAmount'>): number {
  return payment.ecAuthorizedAmount ?? payment.amount;
}

/**
 * The edit form's schema for one payment: the shared request schema, and an amount no higher
 * than the authorised one (the server checks both again).
 */
export function ecEditSchema(payment: Pick<PaymentDetail, 'amount' | 'ecAuthorizedAmount'>) {
  const ceiling = ecAmountCeiling(payment);
  return ecPaymentUpdateRequestSchema.check((context) => {
    const amount = context.value.ecPaymentAmount;
    if (amount === null || amount <= ceiling) return;
    context.issues.push({
      code: 'custom',
      message: fieldMessage(ja.server.fields.ecPaymentAmount, ja.server.ecAmountOverAuthorized, {
        max: formatNumber(ceiling),
      }),
      path: ['ecPaymentAmount'],
      input: amount,
    });
  });
}
export type EcEditValues = z.output<ReturnType<typeof ecEditSchema>>;

export type EcChange = 'cancel' | 'confirmSales' | 'amount' | 'none';

/** What a submitted edit does: cancel the payment, confirm its sales, change its amount, or nothing. */
export function ecChangeOf(
  payment: Pick<PaymentDetail, 'amount' | 'ecStatus'>,
  next: { ecStatus: EcPaymentStatus | null; ecPaymentAmount: number | null },
): EcChange {
  if (next.ecStatus !== null && next.ecStatus !== payment.ecStatus) {
    if (EC_CANCELLED_STATUSES.includes(next.ecStatus)) return 'cancel';
    if (next.ecStatus === EC_PAYMENT_STATUS.SALES_CONFIRMED) return 'confirmSales';
  }
  return next.ecPaymentAmount !== null && next.ecPaymentAmount !== payment.amount ? 'amount' : 'none';
}

/** The confirmation of a change, naming the transaction; null when nothing changes. */
export function ecConfirmMessage(
  payment: Pick<PaymentDetail, 'amount' | 'ecStatus' | 'transactionId'>,
  next: { ecStatus: EcPaymentStatus | null; ecPaymentAmount: number | null },
): string | null {
  const change = ecChangeOf(payment, next);
  const id = payment.transactionId;
  const amount = formatYen(next.ecPaymentAmount ?? payment.amount);
  switch (change) {
    case 'cancel':
      return formatMessage(ja.ecEdit.confirmCancel, { id, amount: formatYen(payment.amount) });
    case 'confirmSales':
      return formatMessage(ja.ecEdit.confirmSales, { id, amount });
    case 'amount':
      return formatMessage(ja.ecEdit.confirmAmount, { id, amount });
    default:
      return null;
  }
}
