import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ServiceListItem } from '@shared/api';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatDate, formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { useCanAccess } from '../../session/useCanAccess';
import type { Column } from '../../components/list/DataTable';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { useServiceList } from '../../components/services/useServiceList';
import { KeywordFilterPanel } from '../../components/list/KeywordFilterPanel';
import { PagedTable } from '../../components/list/PagedTable';
import { openingListQuery } from '../../components/list/openingListQuery';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';

const labels = ja.services.columns;

const settingsColumn: Column<ServiceListItem> = {
  key: 'settings',
  header: '',
  align: 'right',
  render: (service) => (
    <Button
      component={Link}
      to={routePath('serviceSettingEdit', { subdomain: service.subdomain })}
      size="compact-sm"
      variant="default"
      aria-label={formatMessage(ja.services.settingsOfLabel, { name: service.name })}
    >
      {ja.services.settingsOf}
    </Button>
  ),
};

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
  {
    key: 'subdomain',
    header: labels.subdomain,
    sortField: 'subdomain',
    code: true,
    render: (service) => service.subdomain,
  },
  { key: 'company', header: labels.company, render: (service) => service.companyName ?? '' },
  {
    key: 'shopCount',
    header: labels.shopCount,
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

const FILTERS = { keyword: '' };

/** The first page, asked as the route is matched (head office lands here at sign-in). */
export const prefetch: ScreenPrefetch = ({ queryClient, url }) => {
  const query = openingListQuery(url, FILTERS);
  if (query) prefetchChannel(queryClient, 'services.list', query);
};

/** The services the user may work in: every service for master, the own one for a client. */
export default function ServiceListPage() {
  const route = useCurrentRoute();
  const list = useListState(FILTERS);
  const services = useServiceList(toApiQuery(list.state, DEFAULT_PAGE_SIZE));
  const canAccess = useCanAccess();

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>{route.title}</Title>
        {canAccess('serviceSettingList') && (
          <Button component={Link} to={routePath('serviceSettingList')} variant="default">
            {ja.services.settingsLink}
          </Button>
        )}
      </Group>
      <KeywordFilterPanel
        keyword={list.state.filters.keyword}
        onSearch={(keyword) => list.search({ keyword })}
        onClear={list.clear}
      />
      <PagedTable
        query={services}
        columns={canAccess('serviceSettingEdit') ? [...columns, settingsColumn] : columns}
        list={list}
        emptyMessage={ja.services.empty}
        testId="service-table"
      />
    </Stack>
  );
}
