import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { CustomerLinkedItem } from '@shared/api';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT_FIELD } from '@shared/constants';
import { formatDate, formatPhone } from '@shared/format';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { PagedTable } from '../../components/list/PagedTable';
import type { Column } from '../../components/list/DataTable';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { EMPTY_CUSTOMER_FILTERS } from './CustomerFilterFields';
import { CustomerAreaTabs } from './CustomerAreaTabs';
import { CustomerFilterPanel } from './CustomerFilterPanel';
import { fullKana, fullName } from './customerColumns';
import { useLinkedCustomerList } from './useCustomers';
import { openingListQuery } from '../../components/list/openingListQuery';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';

const labels = ja.customers.fields;

/** The first page, asked as the route is matched. */
export const prefetch: ScreenPrefetch = ({ queryClient, params, url }) => {
  const query = openingListQuery(url, EMPTY_CUSTOMER_FILTERS);
  if (query)
    prefetchChannel(queryClient, 'customers.linked', { ...query, subdomain: params.subdomain ?? '' });
};

/** `/customer/list-linked`: the members who linked an account in the app (mailAddress, mobileNo). */
export default function CustomerLinkedListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const list = useListState(EMPTY_CUSTOMER_FILTERS);
  const linked = useLinkedCustomerList({ ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain });
  const columns: Column<CustomerLinkedItem>[] = [
    {
      key: 'name',
      header: labels.name,
      sortField: 'nameKana',
      nowrap: true,
      render: (row) => (
        <>
          <Anchor
            component={Link}
            to={routePath('customerEdit', { subdomain, id: row.customerId })}
            fw={600}
            size="sm"
          >
            {fullName(row)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {fullKana(row)}
          </Text>
        </>
      ),
    },
    {
      key: 'mail',
      header: labels.mailAddress,
      sortField: 'mailAddress',
      render: (row) => row.mailAddress ?? '',
    },
    {
      key: 'mobileNo',
      header: labels.mobileNo,
      code: true,
      render: (row) => (row.mobileNo ? formatPhone(row.mobileNo) : ja.customers.notSet),
    },
    {
      key: 'linkedAt',
      header: labels.linkedAt,
      // The list's default order (the API reads registDate as this date), so it is marked.
      sortField: DEFAULT_SORT_FIELD,
      nowrap: true,
      render: (row) => formatDate(row.linkedAt),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{route.title}</Title>
      <CustomerAreaTabs current={route.name} subdomain={subdomain} />
      <CustomerFilterPanel
        filters={list.state.filters}
        onSearch={list.search}
        onClear={list.clear}
        withLinked={false}
      />
      <PagedTable
        query={linked}
        columns={columns}
        list={list}
        emptyMessage={ja.customers.list.emptyLinked}
        testId="customer-linked-table"
      />
    </Stack>
  );
}
