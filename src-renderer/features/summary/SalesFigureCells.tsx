import { Table } from '@mantine/core';
import type { SalesTotals } from '@shared/api';
import { formatNumber, formatYen } from '@shared/format';

const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A period's four figures (sales and cancellations, count and amount), in the columns' order. */
export function SalesFigureCells({ figures }: { figures: SalesTotals }) {
  return (
    <>
      <Table.Td style={NUMERIC}>{formatNumber(figures.salesCount)}</Table.Td>
      <Table.Td style={NUMERIC}>{formatYen(figures.salesAmount)}</Table.Td>
      <Table.Td style={NUMERIC}>{formatNumber(figures.cancelledCount)}</Table.Td>
      <Table.Td style={NUMERIC}>{formatYen(figures.cancelledAmount)}</Table.Td>
    </>
  );
}
