import { and, eq, sql } from 'drizzle-orm';
import type { EcPaymentFormValues } from '@shared/validation';
import {
  EC_CANCELLED_STATUSES,
  PAYMENT_CHANNEL,
  PAYMENT_STATUS,
  isEcAmountEditable,
  isEcPaymentFinal,
  isEcStatusChangeAllowed,
} from '@shared/constants';
import type { EcPaymentStatus } from '@shared/constants';
import { ja } from '@shared/messages';
import { formatNumber } from '@shared/format';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { payments } from './schema';
import { forbidden, invalidField, notFound } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';

export interface EcPaymentChangeRequest {
  values: { ecPaymentAmount: number; ecStatus: EcPaymentStatus };
  updatedAt?: string;
  userId: number;
  now: Date;
}

const fields = ja.server.fields;

function refusal(name: keyof EcPaymentFormValues, message: string) {
  return invalidField(name, message);
}

/**
 * Changes an EC payment under the EC state machine (EC_STATUS_TRANSITIONS): unconfirmed sales
 * may be confirmed, lowered (never above the authorised amount) or cancelled; confirmed sales
 * only cancelled; a cancelled payment not at all. The row is locked while the change is
 * checked, the rollups follow through the payment triggers, and the audit trail records who
 * changed what and when. Answers the success message (spec section 8's 「決済を取り消しました」 for a
 * cancellation).
 */
export async function changeEcPayment(
  db: Database,
  scope: Reach,
  paymentId: number,
  request: EcPaymentChangeRequest,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        inReach: sql<boolean>`coalesce(${inReach(scope, { shopId: payments.shopId }) ?? sql`true`}, false)`,
        ecStatus: payments.ecStatus,
        amount: payments.amount,
        authorized: payments.ecAuthorizedAmount,
        updatedAt: payments.updatedAt,
      })
      .from(payments)
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.serviceId, scope.serviceId),
          eq(payments.channel, PAYMENT_CHANNEL.EC),
        ),
      )
      .for('update');
    if (!payment || payment.ecStatus === null) throw notFound();
    if (!payment.inReach) throw forbidden();
    assertVersion(payment.updatedAt, request.updatedAt);

    const from = payment.ecStatus as EcPaymentStatus;
    const { ecStatus: to, ecPaymentAmount } = request.values;
    if (isEcPaymentFinal(from)) throw refusal('ecStatus', ja.server.ecPaymentFinal);
    if (!isEcStatusChangeAllowed(from, to)) {
      const labels = ja.enums.ecPaymentStatus;
      throw refusal(
        'ecStatus',
        fieldMessage(fields.ecStatus, ja.server.ecTransitionNotAllowed, {
          from: labels[from],
          to: labels[to],
        }),
      );
    }
    // A cancellation keeps the amount the payment had; the amount moves only with unconfirmed sales.
    const cancelling = EC_CANCELLED_STATUSES.includes(to);
    const amount = cancelling ? payment.amount : ecPaymentAmount;
    if (amount !== payment.amount) {
      if (!isEcAmountEditable(from)) {
        throw refusal('ecPaymentAmount', fieldMessage(fields.ecPaymentAmount, ja.server.ecAmountLocked));
      }
      const authorized = payment.authorized ?? payment.amount;
      if (amount > authorized) {
        throw refusal(
          'ecPaymentAmount',
          fieldMessage(fields.ecPaymentAmount, ja.server.ecAmountOverAuthorized, {
            max: formatNumber(authorized),
          }),
        );
      }
    }
    if (to === from && amount === payment.amount) return ja.success.updated;

    await tx
      .update(payments)
      .set({
        ecStatus: to,
        status: cancelling ? PAYMENT_STATUS.CANCELLED : PAYMENT_STATUS.COMPLETED,
        amount,
        // The part at the reduced rate shrinks with the amount, in proportion.
        reducedRateAmount: sql`round(${payments.reducedRateAmount}::numeric * ${amount} / ${payments.amount})::int`,
        updatedBy: request.userId,
        updatedAt: nextVersion(payments.updatedAt, request.now),
      })
      .where(eq(payments.id, paymentId));
    return cancelling ? ja.success.paymentCancelled : ja.success.updated;
  });
}
