import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PaymentDetail } from '@shared/api';
import { formatDateTime, formatPaymentCount, formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { DetailRows } from './DetailRows';
import { DetailSection } from './DetailSection';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const columns = ja.payments.columns;
const fields = ja.payments.fields;
const sections = ja.payments.sections;

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/** One payment: what, how much, how, where, who; an EC payment's status. */
export function PaymentDetailView({ payment }: { payment: PaymentDetail }) {
  const isEc = payment.ecStatus !== null;
  return (
    <Stack gap="md" data-testid="payment-detail">
      <DetailSection title={sections.payment}>
        <DetailRows
          rows={[
            [
              columns.transactionId,
              <Text key="id" span ff="monospace" size="sm">
                {payment.transactionId}
              </Text>,
            ],
            [columns.paidAt, formatDateTime(payment.paidAt)],
            [columns.itemName, payment.itemName],
            [columns.amount, formatYen(payment.amount)],
            [columns.paymentMethod, ja.enums.paymentMethod[payment.paymentMethod]],
            [columns.paymentCount, formatPaymentCount(payment.paymentCount)],
            [columns.channel, ja.enums.paymentChannel[payment.channel]],
            [columns.status, <PaymentStatusBadge key="status" status={payment.status} />],
            [fields.registDate, formatDateTime(payment.registDate)],
          ]}
        />
      </DetailSection>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DetailSection title={sections.shop}>
          <DetailRows
            rows={[
              [fields.shopCode, payment.shopCode ?? ''],
              [columns.shop, payment.storeName],
              ...(payment.groupName
                ? ([[ja.payments.fields.group, payment.groupName]] as [string, ReactNode][])
                : []),
            ]}
          />
        </DetailSection>
        <DetailSection title={sections.customer}>
          <DetailRows
            rows={
              payment.customerId === null
                ? [[fields.customerName, dimmed(ja.payments.noCustomer)]]
                : [
                    [fields.customerName, payment.customerName ?? ''],
                    [fields.customerPhone, payment.customerPhone ?? ''],
                  ]
            }
          />
        </DetailSection>
      </SimpleGrid>
      {isEc && (
        <DetailSection title={sections.ec}>
          <DetailRows
            rows={[
              [
                columns.ecSalesType,
                payment.ecSalesType === null ? '' : ja.enums.ecSalesType[payment.ecSalesType],
              ],
              [
                columns.ecStatus,
                <PaymentStatusBadge key="ec" status={payment.status} ecStatus={payment.ecStatus} />,
              ],
              [fields.authorizedAmount, formatYen(payment.ecAuthorizedAmount)],
              [fields.updatedAt, formatDateTime(payment.updatedAt)],
            ]}
          />
        </DetailSection>
      )}
    </Stack>
  );
}
