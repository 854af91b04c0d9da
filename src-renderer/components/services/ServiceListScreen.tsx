import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ServiceListItem } from '@shared/api';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatDate, formatNumber } from '@shared/format';
import { ja } from '@shared/messages';
import type { Column } from '../list/DataTable';
import { KeywordFilterPanel } from '../list/KeywordFilterPanel';
import { PagedTable } from '../list/PagedTable';
import { toApiQuery } from '../list/listState';
import { useListState } from '../list/useListState';
import { RouteScreen } from '../routing/RouteScreen';
import { useServiceList } from './useServiceList';

const labels = ja.services.columns;

/** The service lists' one filter (what their first page is asked with before the screen opens). */
export const SERVICE_LIST_FILTERS = { keyword: '' };

interface ServiceListScreenProps {
  /** Where a service's name leads (its dashboard, its settings). */
  namePath: (service: ServiceListItem) => string;
  /** Whether the company and shop-count columns sort as well (the settings list). */
  sortByCompanyAndShops: boolean;
  /** The row's button (設定, 編集) in a last column, where the user may use it. */
  rowAction?: (service: ServiceListItem) => ReactNode;
  /** The screen's button across from the title. */
  actions: ReactNode;
  testId: string;
}

/** The services the user sees (master: all, client: its own), filtered by keyword, one page at a time. */
export function ServiceListScreen(props: ServiceListScreenProps) {
  const list = useListState(SERVICE_LIST_FILTERS);
  const services = useServiceList(toApiQuery(list.state, DEFAULT_PAGE_SIZE));
  const sortable = (field: string) => (props.sortByCompanyAndShops ? field : undefined);
  const columns: Column<ServiceListItem>[] = [
    { key: 'id', header: labels.id, sortField: 'id', align: 'right', render: (service) => service.id },
    {
      key: 'name',
      header: labels.name,
      sortField: 'name',
      render: (service) => (
        <Anchor component={Link} to={props.namePath(service)}>
          {service.name}
        </Anchor>
      ),
    },
    {
      key: 'subdomain',
      header: labels.subdomain,
      sortField: 'subdomain',
      code: true,
      render: (service) => service.subdomain,
    },
    {
      key: 'company',
      header: labels.company,
      sortField: sortable('companyName'),
      render: (service) => service.companyName ?? '',
    },
    {
      key: 'shopCount',
      header: labels.shopCount,
      sortField: sortable('shopCount'),
      align: 'right',
      render: (service) => formatNumber(service.shopCount),
    },
    {
      key: 'registDate',
      header: labels.registDate,
      sortField: 'registDate',
      render: (service) => formatDate(service.registDate),
    },
  ];
  const { rowAction } = props;
  return (
    <RouteScreen actions={props.actions}>
      <KeywordFilterPanel
        keyword={list.state.filters.keyword}
        onSearch={(keyword) => list.search({ keyword })}
        onClear={list.clear}
      />
      <PagedTable
        query={services}
        columns={
          rowAction ? [...columns, { key: 'action', header: '', align: 'right', render: rowAction }] : columns
        }
        list={list}
        emptyMessage={ja.services.empty}
        testId={props.testId}
      />
    </RouteScreen>
  );
}
