import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ServiceListItem } from '@shared/api';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatDate, formatNumber } from '@shared/format';
import { ja } from '@shared/messages';
import { isRoleAllowed, routeByName, routePath } from '@shared/routes';
import { useSession } from '../../session/useSession';
import type { Column } from '../../components/list/DataTable';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { useServiceList } from '../../components/services/useServiceList';
import { KeywordFilterPanel } from '../../components/list/KeywordFilterPanel';
import { PagedTable } from '../../components/list/PagedTable';
import { RouteScreen } from '../../components/routing/RouteScreen';

const labels = ja.services.columns;
const editPath = (service: ServiceListItem) =>
  routePath('serviceSettingEdit', { subdomain: service.subdomain });

const columns: Column<ServiceListItem>[] = [
  { key: 'id', header: labels.id, sortField: 'id', align: 'right', render: (service) => service.id },
  {
    key: 'name',
    header: labels.name,
    sortField: 'name',
    render: (service) => (
      <Anchor component={Link} to={editPath(service)}>
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
    sortField: 'companyName',
    render: (service) => service.companyName ?? '',
  },
  {
    key: 'shopCount',
    header: labels.shopCount,
    sortField: 'shopCount',
    align: 'right',
    render: (service) => formatNumber(service.shopCount),
  },
  {
    key: 'registDate',
    header: labels.registDate,
    sortField: 'registDate',
    render: (service) => formatDate(service.registDate),
  },
  {
    key: 'edit',
    header: '',
    align: 'right',
    render: (service) => (
      <Button component={Link} to={editPath(service)} size="compact-sm" variant="default">
        {ja.serviceSettings.edit}
      </Button>
    ),
  },
];

/** `/setting/service/list`: the services to set up (master: all, client: its own), and a new one for master. */
export default function ServiceSettingListPage() {
  const { data: me } = useSession();
  const list = useListState({ keyword: '' });
  const services = useServiceList(toApiQuery(list.state, DEFAULT_PAGE_SIZE));
  const canCreate = me ? isRoleAllowed(routeByName('serviceSettingCreate'), me.role) : false;

  return (
    <RouteScreen
      actions={
        canCreate && (
          <Button component={Link} to={routePath('serviceSettingCreate')}>
            {ja.serviceSettings.create}
          </Button>
        )
      }
    >
      <KeywordFilterPanel
        keyword={list.state.filters.keyword}
        onSearch={(keyword) => list.search({ keyword })}
        onClear={list.clear}
      />
      <PagedTable
        query={services}
        columns={columns}
        list={list}
        emptyMessage={ja.services.empty}
        testId="service-setting-table"
      />
    </RouteScreen>
  );
}
