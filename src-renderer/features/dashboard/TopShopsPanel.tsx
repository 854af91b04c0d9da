import { Table } from '@mantine/core';
import type { TopShop } from '@shared/api';
import { formatNumber, formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { DashboardPanel } from './DashboardPanel';

const texts = ja.dashboard;
const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** This month's best shops of the service (head office) or of the group. */
export function TopShopsPanel({ shops }: { shops: TopShop[] }) {
  return (
    <DashboardPanel
      title={texts.topShopsTitle}
      emptyMessage={shops.length === 0 ? texts.topShopsEmpty : null}
    >
      <Table striped withTableBorder data-testid="dashboard-top-shops" aria-label={texts.topShopsTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={NUMERIC}>{texts.rank}</Table.Th>
            <Table.Th>{ja.summary.columns.storeName}</Table.Th>
            <Table.Th style={NUMERIC}>{texts.count}</Table.Th>
            <Table.Th style={NUMERIC}>{texts.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shops.map((shop, index) => (
            <Table.Tr key={shop.id}>
              <Table.Td style={NUMERIC}>{index + 1}</Table.Td>
              <Table.Td>{shop.storeName}</Table.Td>
              <Table.Td style={NUMERIC}>{formatNumber(shop.salesCount)}</Table.Td>
              <Table.Td style={NUMERIC}>{formatYen(shop.salesAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DashboardPanel>
  );
}
