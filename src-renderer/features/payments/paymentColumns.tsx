import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PaymentListItem } from '@shared/api';
import { formatDateTime, formatPaymentCount, formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import type { Column } from '../../components/list/DataTable';
import type { PaymentKind } from './paymentKind';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const labels = ja.payments.columns;

interface PaymentColumnOptions {
  kind: PaymentKind;
  /** Head office and groups see payments of several shops. */
  withShop: boolean;
  detailPath: (payment: PaymentListItem) => string;
  /** The EC edit page, when the user may edit and the payment is not final. */
  editPath?: ((payment: PaymentListItem) => string | null) | undefined;
}

/**
 * The columns of the payment history and the EC history. 決済日時 sorts by `registDate` (the
 * API's default sort, which means the payment time) and 金額 by `amount`.
 */
export function paymentColumns({
  kind,
  withShop,
  detailPath,
  editPath,
}: PaymentColumnOptions): Column<PaymentListItem>[] {
  const columns: Column<PaymentListItem>[] = [
    {
      key: 'paidAt',
      header: labels.paidAt,
      sortField: 'registDate',
      nowrap: true,
      render: (payment) => formatDateTime(payment.paidAt),
    },
    {
      key: 'transactionId',
      header: labels.transactionId,
      code: true,
      nowrap: true,
      render: (payment) => (
        <Anchor component={Link} to={detailPath(payment)} size="sm" ff="monospace">
          {payment.transactionId}
        </Anchor>
      ),
    },
  ];
  if (withShop) columns.push({ key: 'shop', header: labels.shop, render: (payment) => payment.storeName });
  if (kind === 'payment') {
    columns.push({
      key: 'customer',
      header: labels.customer,
      nowrap: true,
      render: (payment) =>
        payment.customerName ?? (
          <Text span size="sm" c="dimmed">
            {ja.payments.noCustomer}
          </Text>
        ),
    });
  }
  columns.push(
    { key: 'itemName', header: labels.itemName, render: (payment) => payment.itemName },
    {
      key: 'amount',
      header: labels.amount,
      sortField: 'amount',
      align: 'right',
      nowrap: true,
      render: (payment) => formatYen(payment.amount),
    },
  );
  if (kind === 'payment') {
    columns.push(
      {
        key: 'paymentMethod',
        header: labels.paymentMethod,
        nowrap: true,
        render: (payment) => ja.enums.paymentMethod[payment.paymentMethod],
      },
      {
        key: 'paymentCount',
        header: labels.paymentCount,
        nowrap: true,
        render: (payment) => formatPaymentCount(payment.paymentCount),
      },
      {
        key: 'channel',
        header: labels.channel,
        nowrap: true,
        render: (payment) => ja.enums.paymentChannel[payment.channel],
      },
      {
        key: 'status',
        header: labels.status,
        nowrap: true,
        render: (payment) => <PaymentStatusBadge status={payment.status} />,
      },
    );
    return columns;
  }
  columns.push(
    {
      key: 'ecSalesType',
      header: labels.ecSalesType,
      nowrap: true,
      render: (payment) => (payment.ecSalesType === null ? '' : ja.enums.ecSalesType[payment.ecSalesType]),
    },
    {
      key: 'ecStatus',
      header: labels.ecStatus,
      nowrap: true,
      render: (payment) => <PaymentStatusBadge status={payment.status} ecStatus={payment.ecStatus} />,
    },
    {
      key: 'actions',
      header: labels.actions,
      nowrap: true,
      render: (payment) => {
        const edit = editPath?.(payment) ?? null;
        return (
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={detailPath(payment)} size="sm">
              {ja.payments.detailLink}
            </Anchor>
            {edit && (
              <Anchor component={Link} to={edit} size="sm">
                {ja.payments.editLink}
              </Anchor>
            )}
          </Group>
        );
      },
    },
  );
  return columns;
}
