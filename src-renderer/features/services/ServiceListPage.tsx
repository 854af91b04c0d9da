import { Anchor, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toPagination } from '@shared/api';
import type { ServiceListItem } from '@shared/api';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatDate, formatNumber } from '@shared/format';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../app/useCurrentRoute';
import { DataTable } from '../../components/list/DataTable';
import type { Column } from '../../components/list/DataTable';
import { FilterPanel } from '../../components/list/FilterPanel';
import { ListPagination } from '../../components/ListPagination';
import { ListStatus } from '../../components/list/ListStatus';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { useServiceList } from './useServiceList';

const labels = ja.services.columns;

const columns: Column<ServiceListItem>[] = [
  { key: 'id', header: labels.id, sortField: 'id', align: 'right', render: (service) => service.id },
  {
    key: 'name',
    header: labels.name,
    sortField: 'name',
    render: (service) => (
      <Anchor component={Link} to={routePath('dashboard', { subdomain: service.subdomain })}>
        {service.name}
      </Anchor>
    ),
  },
  { key: 'subdomain', header: labels.subdomain, sortField: 'subdomain', code: true, render: (service) => service.subdomain },
  { key: 'company', header: labels.company, render: (service) => service.companyName ?? '' },
  { key: 'shopCount', header: labels.shopCount, align: 'right', render: (service) => formatNumber(service.shopCount) },
  { key: 'registDate', header: labels.registDate, sortField: 'registDate', render: (service) => formatDate(service.registDate) },
];

/** The services the user may work in: every service for master, the own one for a client. */
export default function ServiceListPage() {
  const route = useCurrentRoute();
  const list = useListState({ keyword: '' });
  const [keyword, setKeyword] = useState(list.state.filters.keyword);
  const services = useServiceList(toApiQuery(list.state, DEFAULT_PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <FilterPanel
        onSearch={() => list.search({ keyword })}
        onClear={() => {
          setKeyword('');
          list.clear();
        }}
      >
        <TextInput label={ja.fields.keyword} value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} w={320} />
      </FilterPanel>
      {services.isSuccess ? (
        <Paper withBorder p="md">
          <DataTable
            columns={columns}
            rows={services.data.data}
            sort={list.state.sort}
            order={list.state.order}
            onSort={list.sortBy}
            emptyMessage={ja.services.empty}
            testId="service-table"
          />
          <ListPagination pagination={toPagination(services.data.meta, services.data.links)} onChange={list.goToPage} />
        </Paper>
      ) : (
        <ListStatus isPending={services.isPending} error={services.error} onRetry={() => void services.refetch()} />
      )}
    </Stack>
  );
}
