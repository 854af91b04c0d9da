import { Button } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Group } from '@shared/api';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { useCurrentRoute } from '../../../platform/useCurrentRoute';
import { call } from '../../../bridge/call';
import { PendingRowConfirm } from '../../../components/list/PendingRowConfirm';
import { usePendingRowAction } from '../../../components/list/usePendingRowAction';
import type { Column } from '../../../components/list/DataTable';
import { toApiQuery } from '../../../components/list/listState';
import { useListState } from '../../../components/list/useListState';
import { GroupFormModal } from './GroupFormModal';
import { GroupRowActions } from './GroupRowActions';
import { useGroupList } from './useGroupList';
import { StoreAreaTabs } from '../StoreAreaTabs';
import { KeywordFilterPanel } from '../../../components/list/KeywordFilterPanel';
import { PagedTable } from '../../../components/list/PagedTable';
import { GROUP_WRITE_CHANNELS } from './groupWriteChannels';
import { RouteScreen } from '../../../components/routing/RouteScreen';
import { registDateColumn } from '../../../components/list/registDateColumn';

const labels = ja.groups.columns;

/** Store groups: list, create and edit in a modal, delete after a confirmation. */
export default function GroupListPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const list = useListState({ keyword: '' });
  const groups = useGroupList({ ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), subdomain });
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const remove = usePendingRowAction({
    run: (group: Group) => call('groups.delete', { subdomain, id: group.id, updatedAt: group.updatedAt }),
    invalidate: GROUP_WRITE_CHANNELS,
  });

  const columns: Column<Group>[] = [
    { key: 'name', header: labels.name, sortField: 'name', render: (group) => group.name },
    { key: 'email', header: labels.email, render: (group) => group.email ?? '' },
    {
      key: 'ipAddress',
      header: labels.ipAddress,
      code: true,
      nowrap: true,
      render: (group) => group.ipAddress ?? '',
    },
    {
      key: 'shopCount',
      header: labels.shopCount,
      sortField: 'shopCount',
      align: 'right',
      render: (group) => formatNumber(group.shopCount),
    },
    registDateColumn(labels.registDate),
    {
      key: 'actions',
      header: labels.actions,
      align: 'right',
      nowrap: true,
      render: (group) => (
        <GroupRowActions subdomain={subdomain} group={group} onEdit={setEditing} onDelete={remove.ask} />
      ),
    },
  ];

  return (
    <RouteScreen gap="md" actions={<Button onClick={() => setEditing('new')}>{ja.groups.create}</Button>}>
      <StoreAreaTabs current={route.name} subdomain={subdomain} />
      <KeywordFilterPanel
        keyword={list.state.filters.keyword}
        onSearch={(keyword) => list.search({ keyword })}
        onClear={list.clear}
      />
      <PagedTable
        query={groups}
        columns={columns}
        list={list}
        emptyMessage={ja.groups.empty}
        testId="group-table"
      />
      <GroupFormModal subdomain={subdomain} editing={editing} onClose={() => setEditing(null)} />
      <PendingRowConfirm
        action={remove}
        title={ja.groups.confirm.deleteTitle}
        message={(group) => formatMessage(ja.groups.confirm.delete, { name: group.name })}
        confirmLabel={ja.actions.delete}
      />
    </RouteScreen>
  );
}
