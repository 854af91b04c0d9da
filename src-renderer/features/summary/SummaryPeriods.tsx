import { BarChart } from '@mantine/charts';
import { Paper, ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { SalesTotals } from '@shared/api';
import { formatNumber, formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import type { SummaryRow } from './summaryData';

const texts = ja.summary;
const columns = texts.columns;
/** The chart is for the eye; the table beside it carries the figures for screen readers and copying. */
const CHART_PROPS = { accessibilityLayer: false };
const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** Sales per period: a bar chart of the amounts and cancellations, and the table of every figure. */
export function SummaryPeriods({ rows, total }: { rows: SummaryRow[]; total: SalesTotals }) {
  const series = [
    { name: 'salesAmount', label: columns.salesAmount, color: 'indigo.7' },
    { name: 'cancelledAmount', label: columns.cancelledAmount, color: 'gray.5' },
  ];
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="sm">
        {texts.byPeriodTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <div aria-hidden data-testid="summary-chart">
          <BarChart
            h={320}
            data={rows}
            dataKey="axisLabel"
            series={series}
            tickLine="y"
            withLegend
            withTooltip
            barChartProps={CHART_PROPS}
            valueFormatter={(value) => formatYen(value)}
            yAxisProps={{ width: 90, tickFormatter: (value: number) => formatNumber(value) }}
          />
        </div>
        <ScrollArea.Autosize
          mah={360}
          type="auto"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': texts.byPeriodTitle }}
        >
          <Table
            striped
            withTableBorder
            stickyHeader
            data-testid="summary-period-table"
            aria-label={texts.byPeriodTitle}
          >
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
                  <Table.Td style={NUMERIC}>{formatNumber(row.salesCount)}</Table.Td>
                  <Table.Td style={NUMERIC}>{formatYen(row.salesAmount)}</Table.Td>
                  <Table.Td style={NUMERIC}>{formatNumber(row.cancelledCount)}</Table.Td>
                  <Table.Td style={NUMERIC}>{formatYen(row.cancelledAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row">{texts.totalRow}</Table.Th>
                <Table.Td style={NUMERIC}>{formatNumber(total.salesCount)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatYen(total.salesAmount)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatNumber(total.cancelledCount)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatYen(total.cancelledAmount)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea.Autosize>
      </SimpleGrid>
      {rows.length > 0 && total.salesCount + total.cancelledCount === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {texts.empty}
        </Text>
      )}
    </Paper>
  );
}
