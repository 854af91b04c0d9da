import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { CSV_EXPORT_IDS, DEFAULT_PAGE_SIZE, REPORT_INTERVAL, ROLE_STORE } from '@shared/constants';
import { tokyoDay } from '@shared/datetime';
import { formatNumber, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { useSession } from '../../session/useSession';
import { CsvExportButton } from '../../components/csv/CsvButtons';
import { FigureCard } from '../../components/FigureCard';
import { ListStatus } from '../../components/list/ListStatus';
import { PagedTablePanel } from '../../components/list/PagedTablePanel';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { averageAmount, rangeLabel, summaryRows } from './summaryData';
import { defaultSummaryFilters } from './summaryFilters';
import { SummaryFilterPanel } from './SummaryFilterPanel';
import { SummaryPeriods } from './SummaryPeriods';
import { SUMMARY_SHOP_COLUMNS } from './summaryShopColumns';
import { summaryRequest } from './summaryRequest';
import { useSummary } from './useSummary';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { openingListQuery } from '../../components/list/openingListQuery';
import { prefetchShopChoices } from '../../components/shops/useShopChoices';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';

const texts = ja.summary;
const INTERVALS = Object.values(REPORT_INTERVAL).map((value) => ({
  value,
  label: ja.enums.reportInterval[value],
}));

/** The figures and the shop filter's choices, asked together as the route is matched. */
export const prefetch: ScreenPrefetch = ({ queryClient, params, url, user }) => {
  const subdomain = params.subdomain ?? '';
  if (user.role !== ROLE_STORE) prefetchShopChoices(queryClient, subdomain);
  const query = openingListQuery(url, defaultSummaryFilters(tokyoDay(new Date()) ?? ''));
  if (query) prefetchChannel(queryClient, 'sales.statistics', summaryRequest(query, subdomain));
};

/**
 * `/service/{subdomain}/summary`: sales and cancellations over a range, by week, month or year
 * (chart and table) and by shop, from the payment rollups; CSV export 0004.
 */
export default function SummaryPage() {
  const { subdomain = '' } = useParams();
  const { data: user } = useSession();
  const list = useListState(defaultSummaryFilters(tokyoDay(new Date()) ?? ''));
  const filters = list.state.filters;
  const request = summaryRequest(toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain);
  const { interval, sort } = request;
  const summary = useSummary(request);
  const exportFilters = Object.fromEntries(
    Object.entries({ from: filters.from, to: filters.to, interval, shopId: filters.shopId }).filter(
      ([, value]) => value !== '',
    ),
  );
  const withShop = user?.role !== ROLE_STORE;
  const data = summary.data;

  return (
    <RouteScreen
      gap="md"
      actions={
        <CsvExportButton subdomain={subdomain} exportId={CSV_EXPORT_IDS.summary} filters={exportFilters} />
      }
    >
      <SummaryFilterPanel
        subdomain={subdomain}
        filters={filters}
        withShop={withShop}
        onSearch={list.search}
        onClear={list.clear}
      />
      <Group gap="sm">
        <Text size="sm" fw={600} id="summary-interval-label">
          {texts.filters.interval}
        </Text>
        <SegmentedControl
          aria-labelledby="summary-interval-label"
          data={INTERVALS}
          value={interval}
          onChange={(value) => list.search({ ...filters, interval: value })}
          data-testid="summary-interval"
        />
      </Group>
      {summary.isSuccess && data ? (
        <Stack gap="md" data-testid="summary-result">
          <Text size="sm">
            {formatMessage(texts.range, { range: rangeLabel(data.countData.from, data.countData.to) })}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <FigureCard
              label={texts.totals.salesAmount}
              value={formatYen(data.countData.total.salesAmount)}
              testId="summary-total-amount"
            />
            <FigureCard
              label={texts.totals.salesCount}
              value={formatMessage(ja.dashboard.salesCount, {
                count: formatNumber(data.countData.total.salesCount),
              })}
            />
            <FigureCard
              label={texts.totals.averageAmount}
              value={formatYen(averageAmount(data.countData.total))}
            />
            <FigureCard
              label={texts.totals.cancelledAmount}
              value={formatYen(data.countData.total.cancelledAmount)}
              note={`${texts.totals.cancelledCount} ${formatMessage(ja.dashboard.salesCount, { count: formatNumber(data.countData.total.cancelledCount) })}`}
            />
          </SimpleGrid>
          <SummaryPeriods
            rows={summaryRows(data.countData.periods, data.countData.interval)}
            total={data.countData.total}
          />
          <PagedTablePanel
            page={data}
            columns={SUMMARY_SHOP_COLUMNS}
            list={{ state: { sort, order: list.state.order }, sortBy: list.sortBy, goToPage: list.goToPage }}
            title={texts.byShopTitle}
            emptyMessage={texts.shopsEmpty}
            testId="summary-shop-table"
          />
        </Stack>
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
