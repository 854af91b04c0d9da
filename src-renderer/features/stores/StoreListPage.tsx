import { Group, Paper, SegmentedControl } from '@mantine/core';
import { useParams } from 'react-router';
import { toPagination } from '@shared/api';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { DataTable } from '../../components/list/DataTable';
import { ListPagination } from '../../components/ListPagination';
import { ListStatus } from '../../components/list/ListStatus';
import { toApiQuery, withoutPaging } from '../../components/list/listState';
import { StoreMapView } from './map/StoreMapView';
import { StoreActionConfirm } from './StoreActionConfirm';
import { StoreAreaTabs } from './StoreAreaTabs';
import { storeColumns } from './storeColumns';
import { StoreFilterPanel } from './StoreFilterPanel';
import { StoreListActions } from './StoreListActions';
import { storeListViewFrom } from './storeListView';
import { StoreRowActions } from './StoreRowActions';
import { StoreStatusTabs } from './StoreStatusTabs';
import { useStoreActions } from './useStoreActions';
import { useStoreList } from './useStoreList';
import { useStoreListState } from './useStoreListState';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { openingListQuery } from '../../components/list/openingListQuery';
import { prefetchCanAccess, prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';
import { prefetchStoreLookups } from './form/storeFormPrefetch';
import { STORE_LIST_FILTERS } from './storeListFilters';

/** The first page and the filters' lookups, asked together as the route is matched. */
export const prefetch: ScreenPrefetch = (context) => {
  const { queryClient, params, url } = context;
  const subdomain = params.subdomain ?? '';
  const query = openingListQuery(url, STORE_LIST_FILTERS);
  if (query) prefetchChannel(queryClient, 'stores.list', { ...query, subdomain });
  prefetchStoreLookups(queryClient, subdomain, prefetchCanAccess(context, 'storeGroupList'));
};

/** Shops of the service: filters, status counts, the table or the map, and the row actions. */
export default function StoreListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const canAccess = useCanAccess();
  const list = useStoreListState();
  const filterQuery = withoutPaging(toApiQuery(list.state, DEFAULT_PAGE_SIZE));
  const stores = useStoreList({ ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain });
  const actions = useStoreActions(subdomain);

  const editPath = (shop: { id: number }) => routePath('storeEdit', { subdomain, id: shop.id });
  const canEdit = canAccess('storeEdit');
  const columns = storeColumns(
    canEdit
      ? {
          editPath,
          actions: (shop) => (
            <StoreRowActions
              shop={shop}
              editPath={editPath(shop)}
              links={(['contractList', 'estimateProductList'] as const)
                .filter((name) => canAccess(name))
                .map((name) => ({
                  label: ja.routeTitles[name],
                  path: routePath(name, { subdomain, shopId: shop.id }),
                }))}
              onStatus={actions.askStatus}
              onDelete={actions.askDelete}
            />
          ),
        }
      : {},
  );

  return (
    <RouteScreen gap="md" actions={<StoreListActions subdomain={subdomain} exportFilters={filterQuery} />}>
      <StoreAreaTabs current={route.name} subdomain={subdomain} />
      <StoreFilterPanel
        subdomain={subdomain}
        filters={list.state.filters}
        withGroup={canAccess('storeGroupList')}
        onSearch={list.search}
        onClear={list.clear}
      />
      {stores.isSuccess ? (
        <Paper withBorder p="md">
          <Group justify="space-between" align="flex-end" wrap="nowrap" mb="sm">
            <StoreStatusTabs
              counts={stores.data.countData}
              status={list.state.filters.status}
              onChange={(status) => list.search({ ...list.state.filters, status })}
            />
            <SegmentedControl
              aria-label={ja.stores.viewLabel}
              value={list.view}
              onChange={(value) => list.setView(storeListViewFrom(value))}
              data={[
                { value: 'list', label: ja.stores.views.list },
                { value: 'map', label: ja.stores.views.map },
              ]}
            />
          </Group>
          {list.view === 'list' ? (
            <>
              <DataTable
                columns={columns}
                rows={stores.data.data}
                sort={list.state.sort}
                order={list.state.order}
                onSort={list.sortBy}
                emptyMessage={ja.stores.empty}
                testId="store-table"
              />
              <ListPagination
                pagination={toPagination(stores.data.meta, stores.data.links)}
                onChange={list.goToPage}
              />
            </>
          ) : (
            <StoreMapView
              subdomain={subdomain}
              query={filterQuery}
              editPath={canEdit ? editPath : undefined}
            />
          )}
        </Paper>
      ) : (
        <ListStatus isPending={stores.isPending} error={stores.error} onRetry={() => void stores.refetch()} />
      )}
      <StoreActionConfirm action={actions.action} />
    </RouteScreen>
  );
}
