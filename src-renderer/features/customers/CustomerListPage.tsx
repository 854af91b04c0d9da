import { Group } from '@mantine/core';
import { useParams } from 'react-router';
import { CSV_EXPORT_IDS, DEFAULT_PAGE_SIZE } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { CsvExportButton } from '../../components/csv/CsvButtons';
import { PagedTable } from '../../components/list/PagedTable';
import { toApiQuery, withoutPaging } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { EMPTY_CUSTOMER_FILTERS } from './CustomerFilterFields';
import { CustomerAreaTabs } from './CustomerAreaTabs';
import { CustomerFilterPanel } from './CustomerFilterPanel';
import { customerColumns } from './customerColumns';
import { PushSendButton } from './PushSendButton';
import { useCustomerList } from './useCustomers';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { openingListQuery } from '../../components/list/openingListQuery';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';

/** The first page, asked as the route is matched. */
export const prefetch: ScreenPrefetch = ({ queryClient, params, url }) => {
  const query = openingListQuery(url, EMPTY_CUSTOMER_FILTERS);
  if (query) prefetchChannel(queryClient, 'customers.list', { ...query, subdomain: params.subdomain ?? '' });
};

/** `/customer/list`: the service's app members, searched by name, mobile number or linked e-mail; CSV 0003. */
export default function CustomerListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const list = useListState(EMPTY_CUSTOMER_FILTERS);
  const query = toApiQuery(list.state, DEFAULT_PAGE_SIZE);
  const exportFilters = withoutPaging(query);
  const customers = useCustomerList({ ...query, subdomain });
  const columns = customerColumns((row) => routePath('customerEdit', { subdomain, id: row.id }));

  return (
    <RouteScreen
      gap="md"
      actions={
        <Group gap="xs">
          <PushSendButton subdomain={subdomain} filter={list.state.filters} />
          <CsvExportButton
            subdomain={subdomain}
            exportId={CSV_EXPORT_IDS.customers}
            filters={exportFilters}
          />
        </Group>
      }
    >
      <CustomerAreaTabs current={route.name} subdomain={subdomain} />
      <CustomerFilterPanel filters={list.state.filters} onSearch={list.search} onClear={list.clear} />
      <PagedTable
        query={customers}
        columns={columns}
        list={list}
        emptyMessage={ja.customers.list.empty}
        testId="customer-table"
      />
    </RouteScreen>
  );
}
