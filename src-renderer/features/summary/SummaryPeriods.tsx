import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import type { SalesTotals } from '@shared/api';
import { ja } from '@shared/messages';
import { ChartBesideTable } from '../../components/charts/ChartBesideTable';
import { CHART_FOR_THE_EYE, YEN_AXES } from '../../components/charts/chartProps';
import type { SummaryRow } from './summaryData';
import { SalesFigureCells } from './SalesFigureCells';

const texts = ja.summary;
const columns = texts.columns;
const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** Sales per period: a bar chart of the amounts and cancellations, and the table of every figure. */
export function SummaryPeriods({ rows, total }: { rows: SummaryRow[]; total: SalesTotals }) {
  const series = [
    { name: 'salesAmount', label: columns.salesAmount, color: 'indigo.7' },
    { name: 'cancelledAmount', label: columns.cancelledAmount, color: 'gray.5' },
  ];
  return (
    <ChartBesideTable
      title={texts.byPeriodTitle}
      footnote={rows.length > 0 && total.salesCount + total.cancelledCount === 0 ? texts.empty : undefined}
      split="half"
      tableHeight={360}
      chartTestId="summary-chart"
      chart={
        <BarChart
          h={320}
          data={rows}
          dataKey="axisLabel"
          series={series}
          tickLine="y"
          withLegend
          withTooltip
          barChartProps={CHART_FOR_THE_EYE}
          {...YEN_AXES}
        />
      }
      tableTestId="summary-period-table"
      tableLabel={texts.byPeriodTitle}
      table={
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns.period}</Table.Th>
              <Table.Th style={NUMERIC}>{columns.salesCount}</Table.Th>
              <Table.Th style={NUMERIC}>{columns.salesAmount}</Table.Th>
              <Table.Th style={NUMERIC}>{columns.cancelledCount}</Table.Th>
              <Table.Th style={NUMERIC}>{columns.cancelledAmount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.start}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.label}</Table.Td>
                <SalesFigureCells figures={row} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{texts.totalRow}</Table.Th>
              <SalesFigureCells figures={total} />
            </Table.Tr>
          </Table.Tfoot>
        </>
      }
    />
  );
}
