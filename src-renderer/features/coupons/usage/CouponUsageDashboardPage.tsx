import { BarChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import type { CouponUsageSummary } from '@shared/api';
import { COUPON_USAGE_TOP_COUPONS } from '@shared/constants';
import { formatDate, formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { DateField } from '../../../components/form/DateField';
import { ChartBesideTable } from '../../../components/charts/ChartBesideTable';
import { CHART_FOR_THE_EYE } from '../../../components/charts/chartProps';
import { FigureCard } from '../../../components/FigureCard';
import { FilterPanel } from '../../../components/list/FilterPanel';
import { ListStatus } from '../../../components/list/ListStatus';
import { CouponPicker } from './CouponPicker';
import { useCouponUsageSummary } from './useCouponUsage';
import { CouponAreaLinks } from '../CouponAreaLinks';
import { RouteScreen } from '../../../components/routing/RouteScreen';
import { prefetchChannel } from '../../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../../components/routing/screenPrefetch';
import { prefetchAllCoupons } from '../useCoupons';

const texts = ja.couponUsage;
const FILTER_NAMES = ['dateFrom', 'dateTo', 'couponId'] as const;
type DashboardFilters = Record<(typeof FILTER_NAMES)[number], string>;

/** The filters in the address, each '' when absent. */
const filtersOf = (params: URLSearchParams) =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as DashboardFilters;

/** The summary's request for the address's filters: the ones given, nothing for the others. */
const summaryQueryOf = (filters: DashboardFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** The figures and the coupon filter's choices, asked together as the route is matched. */
export const prefetch: ScreenPrefetch = ({ queryClient, params, url }) => {
  const subdomain = params.subdomain ?? '';
  prefetchChannel(queryClient, 'couponUsage.summary', {
    ...summaryQueryOf(filtersOf(url.searchParams)),
    subdomain,
  });
  prefetchAllCoupons(queryClient, subdomain);
};

/** `/coupon/history-using`: uses per day and per coupon over a period, as charts with their tables. */
export default function CouponUsageDashboardPage() {
  const { subdomain = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const summary = useCouponUsageSummary({ ...summaryQueryOf(applied), subdomain });
  const apply = (next: DashboardFilters) =>
    setParams(new URLSearchParams(Object.entries(next).filter(([, value]) => value !== '')));

  return (
    <RouteScreen
      gap="md"
      actions={
        <Group gap="xs">
          <CouponAreaLinks
            subdomain={subdomain}
            current="couponUsageHistory"
            labels={{ couponUsageHistoryList: texts.historyLink }}
          />
        </Group>
      }
    >
      <Text size="sm" c="dimmed">
        {texts.dashboardLead}
      </Text>
      <FilterPanel
        filters={applied}
        onSearch={apply}
        onClear={() => apply({ dateFrom: '', dateTo: '', couponId: '' })}
      >
        {(filters, change) => {
          const set = (name: keyof DashboardFilters) => (value: string) => change({ [name]: value });
          return (
            <>
              <DateField
                label={texts.filters.dateFrom}
                value={filters.dateFrom}
                onChange={set('dateFrom')}
                w={170}
              />
              <DateField
                label={texts.filters.dateTo}
                value={filters.dateTo}
                onChange={set('dateTo')}
                w={170}
              />
              <CouponPicker subdomain={subdomain} value={filters.couponId} onChange={set('couponId')} />
            </>
          );
        }}
      </FilterPanel>
      {summary.isSuccess ? (
        <UsageSummary summary={summary.data.data} />
      ) : (
        <ListStatus
          isPending={summary.isPending}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      )}
    </RouteScreen>
  );
}

function UsageSummary({ summary }: { summary: CouponUsageSummary }) {
  const count = (value: number) => formatMessage(texts.countUnit, { count: formatNumber(value) });
  const perDay = summary.perDay.map((entry) => ({
    day: formatDate(entry.date).slice(5),
    date: entry.date,
    count: entry.count,
  }));
  const series = [{ name: 'count', label: texts.chartSeries, color: 'indigo.8' }];
  const perCouponTitle = formatMessage(texts.perCouponTitle, { count: COUPON_USAGE_TOP_COUPONS });
  return (
    <Stack gap="md" data-testid="coupon-usage-summary">
      <Text size="sm">
        {formatMessage(texts.range, {
          range: formatMessage(ja.units.period, {
            from: formatDate(summary.dateFrom),
            to: formatDate(summary.dateTo),
          }),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard label={texts.total} value={count(summary.total)} />
        <FigureCard
          label={texts.couponCount}
          value={formatMessage(texts.kindUnit, { count: formatNumber(summary.couponCount) })}
        />
        <FigureCard
          label={texts.customerCount}
          value={formatMessage(texts.peopleUnit, { count: formatNumber(summary.customerCount) })}
        />
      </SimpleGrid>
      <ChartBesideTable
        title={texts.perDayTitle}
        notice={summary.total === 0 ? texts.noUses : undefined}
        split="wide"
        tableHeight={280}
        chartTestId="usage-per-day-chart"
        chart={
          <BarChart
            h={280}
            data={perDay}
            dataKey="day"
            series={series}
            tickLine="y"
            withTooltip
            barChartProps={CHART_FOR_THE_EYE}
            valueFormatter={(value) => formatNumber(value)}
          />
        }
        tableTestId="usage-per-day-table"
        tableLabel={texts.perDayTitle}
        table={
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.day}</Table.Th>
                <Table.Th ta="right">{texts.uses}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.perDay.map((entry) => (
                <Table.Tr key={entry.date}>
                  <Table.Td>{formatDate(entry.date)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(entry.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        }
      />
      <ChartBesideTable
        title={perCouponTitle}
        split="half"
        tableHeight={Math.max(160, summary.perCoupon.length * 36) + 80}
        chartTestId="usage-per-coupon-chart"
        chart={
          <BarChart
            h={Math.max(160, summary.perCoupon.length * 36)}
            data={summary.perCoupon}
            dataKey="name"
            orientation="vertical"
            series={series}
            yAxisProps={{ width: 160 }}
            barChartProps={CHART_FOR_THE_EYE}
            valueFormatter={(value) => formatNumber(value)}
          />
        }
        tableTestId="usage-per-coupon-table"
        tableLabel={perCouponTitle}
        table={
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {texts.rank}
                </Table.Th>
                <Table.Th>{ja.couponUsage.columns.coupon}</Table.Th>
                <Table.Th>{ja.couponUsage.columns.shop}</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {texts.uses}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.perCoupon.map((entry, index) => (
                <Table.Tr key={entry.couponId}>
                  <Table.Td ta="right">{index + 1}</Table.Td>
                  <Table.Td>{entry.name}</Table.Td>
                  <Table.Td>{entry.shopName}</Table.Td>
                  <Table.Td ta="right">{formatNumber(entry.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        }
      />
    </Stack>
  );
}
