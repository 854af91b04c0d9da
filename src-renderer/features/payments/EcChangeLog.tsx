import { Table, Text } from '@mantine/core';
import type { EcPaymentChange } from '@shared/api';
import { formatDateTime, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

const labels = ja.payments.changeColumns;

/** Every console change of an EC payment, oldest first: when, who, status and amount before → after. */
export function EcChangeLog({ changes }: { changes: EcPaymentChange[] }) {
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="ec-change-log-empty">
        {ja.payments.noChanges}
      </Text>
    );
  }
  const change = (from: string, to: string) =>
    from === to ? to : formatMessage(ja.payments.change, { from, to });
  return (
    <Table striped withTableBorder data-testid="ec-change-log" aria-label={ja.payments.sections.changes}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{labels.changedAt}</Table.Th>
          <Table.Th>{labels.changedBy}</Table.Th>
          <Table.Th>{labels.status}</Table.Th>
          <Table.Th ta="right">{labels.amount}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.changedAt)}</Table.Td>
            <Table.Td>{entry.changedByName}</Table.Td>
            <Table.Td>
              {change(ja.enums.ecPaymentStatus[entry.fromStatus], ja.enums.ecPaymentStatus[entry.toStatus])}
            </Table.Td>
            <Table.Td ta="right">{change(formatYen(entry.fromAmount), formatYen(entry.toAmount))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
