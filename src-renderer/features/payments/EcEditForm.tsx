import { SimpleGrid } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { PaymentDetail } from '@shared/api';
import { EC_CANCELLED_STATUSES, isEcAmountEditable } from '@shared/constants';
import type { EcPaymentStatus } from '@shared/constants';
import { formatDateTime, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FormSelect } from '../../components/form/FormSelect';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { DetailRows } from './DetailRows';
import { ecAmountCeiling, ecConfirmMessage, ecEditSchema, ecStatusChoices } from './ecEditChoices';
import type { EcEditValues } from './ecEditChoices';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { PAYMENT_LIST_CHANNELS, paymentDetailKey } from './usePayments';
import { FormWholeNumberInput } from '../../components/form/FormWholeNumberInput';

const fields = ja.server.fields;

/**
 * The EC edit form: the next status from the shared state machine and the amount (while the
 * sales are unconfirmed); every change is confirmed in a modal naming the transaction.
 */
export function EcEditForm({
  subdomain,
  payment,
  onReload,
}: {
  subdomain: string;
  payment: PaymentDetail & { ecStatus: EcPaymentStatus };
  onReload: () => void;
}) {
  const schema = useMemo(() => ecEditSchema(payment), [payment]);
  const [asking, setAsking] = useState<EcEditValues | null>(null);
  const page = useRecordEditor({
    schema,
    defaultValues: {
      ecPaymentAmount: String(payment.amount),
      ecStatus: String(payment.ecStatus),
      updatedAt: payment.updatedAt,
    },
    submit: (values) => call('ecPayments.update', { ...values, subdomain, id: payment.id }),
    invalidate: PAYMENT_LIST_CHANNELS,
    record: paymentDetailKey('ec', subdomain, payment.id),
    backTo: routePath('ecHistoryDetail', { subdomain, id: payment.id }),
  });
  const { form } = page;
  const nextStatus = Number(useWatch({ control: form.control, name: 'ecStatus' })) as EcPaymentStatus;
  const cancelling = EC_CANCELLED_STATUSES.includes(nextStatus);
  const amountEditable = isEcAmountEditable(payment.ecStatus) && !cancelling;
  const message = asking ? ecConfirmMessage(payment, asking) : null;

  // The form's own submit asks first; the modal's button sends it.
  const ask = form.handleSubmit((values) => {
    if (ecConfirmMessage(payment, values) === null) return page.onSubmit();
    setAsking(values);
    return undefined;
  });

  return (
    <>
      <FormPageShell
        page={{ ...page, onSubmit: ask }}
        submitLabel={ja.actions.update}
        onReload={onReload}
        maw={860}
        testId="ec-edit-form"
        back={{ to: routePath('ecHistoryDetail', { subdomain, id: payment.id }), label: ja.actions.back }}
      >
        <FormSection title={ja.payments.sections.ec} lead={ja.ecEdit.lead}>
          <DetailRows
            testId="ec-edit-payment"
            rows={[
              [ja.payments.columns.transactionId, payment.transactionId],
              [ja.payments.columns.paidAt, formatDateTime(payment.paidAt)],
              [ja.payments.columns.shop, payment.storeName],
              [ja.payments.columns.itemName, payment.itemName],
              [ja.payments.fields.authorizedAmount, formatYen(payment.ecAuthorizedAmount)],
              [
                ja.ecEdit.currentStatus,
                <PaymentStatusBadge key="status" status={payment.status} ecStatus={payment.ecStatus} />,
              ],
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormSelect
              control={form.control}
              name="ecStatus"
              label={ja.ecEdit.nextStatus}
              required
              data={ecStatusChoices(payment.ecStatus)}
              toValue={(choice) => choice ?? ''}
              onChosen={(choice) => {
                // Cancelling keeps the amount as it is.
                if (EC_CANCELLED_STATUSES.includes(Number(choice) as EcPaymentStatus))
                  form.setValue('ecPaymentAmount', String(payment.amount));
              }}
              allowDeselect={false}
            />
            <FormWholeNumberInput
              control={form.control}
              name="ecPaymentAmount"
              label={fields.ecPaymentAmount}
              required
              hideControls
              rightSection={ja.payments.filters.yen}
              readOnly={!amountEditable}
              description={
                amountEditable
                  ? formatMessage(ja.ecEdit.amountHint, { max: formatYen(ecAmountCeiling(payment)) })
                  : isEcAmountEditable(payment.ecStatus)
                    ? undefined
                    : ja.ecEdit.amountLocked
              }
            />
          </SimpleGrid>
        </FormSection>
      </FormPageShell>
      <ConfirmModal
        opened={asking !== null}
        title={ja.ecEdit.confirmTitle}
        message={message ?? ''}
        confirmLabel={cancelling ? ja.ecEdit.executeCancel : ja.ecEdit.execute}
        danger={cancelling}
        loading={page.submitting}
        onConfirm={() => {
          setAsking(null);
          void page.onSubmit();
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
