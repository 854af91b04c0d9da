import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { LatestPayment } from '@shared/api';
import { PAYMENT_CHANNEL, PAYMENT_STATUS } from '@shared/constants';
import { formatDateTime, formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { DashboardPanel } from './DashboardPanel';

const texts = ja.dashboard;
const columns = ja.payments.columns;

/** The newest payments, as they arrive; a link to the history when the user may open it. */
export function LatestPaymentsPanel({
  payments,
  historyPath,
  withShop,
}: {
  payments: LatestPayment[];
  historyPath: string | null;
  withShop: boolean;
}) {
  return (
    <DashboardPanel
      title={texts.latestTitle}
      link={
        historyPath && (
          <Anchor component={Link} to={historyPath} size="sm">
            {texts.showAll}
          </Anchor>
        )
      }
      emptyMessage={payments.length === 0 ? texts.latestEmpty : null}
    >
      <Table striped withTableBorder data-testid="dashboard-latest" aria-label={texts.latestTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.paidAt}</Table.Th>
            {withShop && <Table.Th>{columns.shop}</Table.Th>}
            <Table.Th>{columns.paymentMethod}</Table.Th>
            <Table.Th ta="right">{columns.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.paidAt)}</Table.Td>
              {withShop && <Table.Td>{payment.storeName}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {ja.enums.paymentMethod[payment.paymentMethod]}
                {payment.channel !== PAYMENT_CHANNEL.IN_STORE &&
                  `（${ja.enums.paymentChannel[payment.channel]}）`}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {payment.status === PAYMENT_STATUS.CANCELLED
                  ? `${formatYen(payment.amount)}（${ja.enums.paymentStatus[payment.status]}）`
                  : formatYen(payment.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DashboardPanel>
  );
}
