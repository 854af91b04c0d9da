import { AreaChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import type { DailySales } from '@shared/api';
import { DASHBOARD_CHART_DAYS } from '@shared/constants';
import { formatNumber, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { ChartBesideTable } from '../../components/charts/ChartBesideTable';
import { CHART_FOR_THE_EYE, YEN_AXES } from '../../components/charts/chartProps';
import { dailyRows } from './dashboardFigures';

const texts = ja.dashboard;
const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The last thirty days' sales as an area chart, and the same days in a table (newest first). */
export function DailySalesPanel({ daily }: { daily: DailySales[] }) {
  const rows = dailyRows(daily);
  const title = formatMessage(texts.chartTitle, { days: DASHBOARD_CHART_DAYS });
  const empty = rows.every((row) => row.salesCount === 0);
  return (
    <ChartBesideTable
      title={title}
      notice={empty ? formatMessage(texts.chartEmpty, { days: DASHBOARD_CHART_DAYS }) : undefined}
      split="wide"
      tableHeight={260}
      chartTestId="dashboard-chart"
      chart={
        <AreaChart
          h={260}
          data={rows}
          dataKey="axisLabel"
          series={[{ name: 'salesAmount', label: texts.amount, color: 'indigo.7' }]}
          curveType="monotone"
          tickLine="y"
          withDots={false}
          areaChartProps={CHART_FOR_THE_EYE}
          {...YEN_AXES}
        />
      }
      tableTestId="dashboard-day-table"
      tableLabel={formatMessage(texts.chartTableCaption, { days: DASHBOARD_CHART_DAYS })}
      table={
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.day}</Table.Th>
              <Table.Th style={NUMERIC}>{texts.count}</Table.Th>
              <Table.Th style={NUMERIC}>{texts.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...rows].reverse().map((row) => (
              <Table.Tr key={row.day}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.label}</Table.Td>
                <Table.Td style={NUMERIC}>{formatNumber(row.salesCount)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatYen(row.salesAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>
      }
    />
  );
}
