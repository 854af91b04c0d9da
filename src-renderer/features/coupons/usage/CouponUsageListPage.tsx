import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useParams } from 'react-router';
import type { CouponUse } from '@shared/api';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT_FIELD, ROLE_STORE } from '@shared/constants';
import { formatDateTime } from '@shared/format';
import { ja } from '@shared/messages';
import { useSession } from '../../../session/useSession';
import type { Column } from '../../../components/list/DataTable';
import { DateField } from '../../../components/form/DateField';
import { FilterPanel } from '../../../components/list/FilterPanel';
import { PagedTable } from '../../../components/list/PagedTable';
import { toApiQuery } from '../../../components/list/listState';
import { useListState } from '../../../components/list/useListState';
import { CouponPicker } from './CouponPicker';
import { useCouponUsageList } from './useCouponUsage';
import { CouponAreaLinks } from '../CouponAreaLinks';
import { RouteScreen } from '../../../components/routing/RouteScreen';
import { openingListQuery } from '../../../components/list/openingListQuery';
import { prefetchChannel } from '../../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../../components/routing/screenPrefetch';
import { prefetchAllCoupons } from '../useCoupons';

const labels = ja.couponUsage.columns;
const USAGE_FILTERS = { keyword: '', couponId: '', dateFrom: '', dateTo: '' };

function usageColumns(withShop: boolean): Column<CouponUse>[] {
  return [
    {
      key: 'usedAt',
      header: labels.usedAt,
      // The list's default order (the API reads registDate as this date), so it is marked.
      sortField: DEFAULT_SORT_FIELD,
      nowrap: true,
      render: (use) => formatDateTime(use.usedAt),
    },
    { key: 'coupon', header: labels.coupon, sortField: 'couponName', render: (use) => use.couponName },
    ...(withShop
      ? [
          {
            key: 'shop',
            header: labels.shop,
            sortField: 'shopName',
            render: (use: CouponUse) => use.shopName,
          },
        ]
      : []),
    {
      key: 'customer',
      header: labels.customer,
      sortField: 'customerNameKana',
      render: (use) =>
        use.customerName === null ? (
          <Text size="sm" c="dimmed">
            {ja.couponUsage.deletedCustomer}
          </Text>
        ) : (
          <Stack gap={0}>
            <Text size="sm">{use.customerName}</Text>
            <Text size="xs" c="dimmed">
              {use.customerNameKana}
            </Text>
          </Stack>
        ),
    },
    {
      key: 'customerId',
      header: labels.customerId,
      align: 'right',
      code: true,
      render: (use) => use.customerId ?? '',
    },
  ];
}

/** The first page and the coupon filter's choices, asked together as the route is matched. */
export const prefetch: ScreenPrefetch = ({ queryClient, params, url }) => {
  const subdomain = params.subdomain ?? '';
  const query = openingListQuery(url, USAGE_FILTERS);
  if (query) prefetchChannel(queryClient, 'couponUsage.list', { ...query, subdomain });
  prefetchAllCoupons(queryClient, subdomain);
};

/** `/coupon/history-using/list`: who used which coupon, where and when, with filters and paging. */
export default function CouponUsageListPage() {
  const { subdomain = '' } = useParams();
  const { data: user } = useSession();
  const list = useListState(USAGE_FILTERS);
  const uses = useCouponUsageList({ ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain });

  return (
    <RouteScreen
      gap="md"
      actions={
        <Group gap="xs">
          <CouponAreaLinks subdomain={subdomain} current="couponUsageHistoryList" />
        </Group>
      }
    >
      <FilterPanel filters={list.state.filters} onSearch={list.search} onClear={list.clear}>
        {(filters, change) => {
          const set = (name: keyof typeof USAGE_FILTERS) => (value: string) => change({ [name]: value });
          return (
            <>
              <TextInput
                label={ja.fields.keyword}
                placeholder={ja.couponUsage.filters.keywordPlaceholder}
                value={filters.keyword}
                onChange={(event) => set('keyword')(event.currentTarget.value)}
                w={280}
              />
              <CouponPicker subdomain={subdomain} value={filters.couponId} onChange={set('couponId')} />
              <DateField
                label={ja.couponUsage.filters.dateFrom}
                value={filters.dateFrom}
                onChange={set('dateFrom')}
                w={170}
              />
              <DateField
                label={ja.couponUsage.filters.dateTo}
                value={filters.dateTo}
                onChange={set('dateTo')}
                w={170}
              />
            </>
          );
        }}
      </FilterPanel>
      <PagedTable
        query={uses}
        columns={usageColumns(user?.role !== ROLE_STORE)}
        list={list}
        emptyMessage={ja.couponUsage.empty}
        testId="coupon-usage-table"
      />
    </RouteScreen>
  );
}
