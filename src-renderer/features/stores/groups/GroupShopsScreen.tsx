import { Anchor, Button, Group as Row, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../../bridge/call';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useWriteAction } from '../../../components/form/useWriteAction';
import { ListStatus } from '../../../components/list/ListStatus';
import { toApiQuery } from '../../../components/list/listState';
import { useListState } from '../../../components/list/useListState';
import { storeColumns } from '../storeColumns';
import { useStoreList } from '../useStoreList';
import { useGroupOptions } from './useGroupOptions';
import { KeywordFilterPanel } from '../../../components/list/KeywordFilterPanel';
import { PagedTable } from '../../../components/list/PagedTable';
import { useRecordId } from '../../../components/routing/useRecordId';
import { RouteScreen } from '../../../components/routing/RouteScreen';

const texts = ja.groups.shops;
const columns = storeColumns();

/**
 * Shops to add to a group (those not in it) or to remove from it (its own), picked by row
 * selection; removal is POST with `_method: "delete"` after a confirmation.
 */
export function GroupShopsScreen({ mode }: { mode: 'add' | 'remove' }) {
  const { subdomain = '' } = useParams();
  const groupId = useRecordId();
  const groups = useGroupOptions(subdomain);
  const list = useListState({ keyword: '' });
  const scope = mode === 'add' ? { excludeGroupId: groupId } : { groupId };
  const stores = useStoreList({ ...toApiQuery(list.state, DEFAULT_PAGE_SIZE), ...scope, subdomain });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const write = useWriteAction({
    run: (shopIds: number[]) =>
      mode === 'add'
        ? call('groups.addShops', { subdomain, id: groupId, shopIds })
        : call('groups.removeShops', { subdomain, id: groupId, shopIds }),
    invalidate: ['stores.list', 'stores.all', 'groups.list', 'groups.all'],
    onSuccess: () => {
      setSelected(new Set());
      setConfirming(false);
    },
  });

  if (groups.isPending) return <ListStatus isPending error={null} onRetry={() => undefined} />;
  if (groups.isError)
    return <ListStatus isPending={false} error={groups.error} onRetry={() => void groups.refetch()} />;
  const group = groups.data.data.find((candidate) => candidate.id === groupId);
  if (!group) return <Navigate to={routePath('notFound')} replace />;

  const rows = stores.data?.data ?? [];
  // Only the rows on screen count: a selection from another page or filter is not sent.
  const shopIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const run = () => (mode === 'add' ? write.mutate(shopIds) : setConfirming(true));

  return (
    <RouteScreen
      gap="md"
      actions={
        <Anchor component={Link} to={routePath('storeGroupList', { subdomain })} size="sm">
          {texts.backToList}
        </Anchor>
      }
    >
      <Text size="sm">
        {formatMessage(mode === 'add' ? texts.addLead : texts.removeLead, { name: group.name })}
      </Text>
      <KeywordFilterPanel
        keyword={list.state.filters.keyword}
        onSearch={(keyword) => list.search({ keyword })}
        onClear={list.clear}
      />
      <PagedTable
        query={stores}
        columns={columns}
        list={list}
        selection={{ selected, onChange: setSelected }}
        emptyMessage={mode === 'add' ? texts.addEmpty : texts.removeEmpty}
        testId="group-shop-table"
        toolbar={
          <Row justify="space-between" mb="sm">
            <Text size="sm" data-testid="selected-count">
              {formatMessage(ja.list.selectedCount, { count: shopIds.length })}
            </Text>
            <Button
              onClick={run}
              disabled={shopIds.length === 0}
              loading={write.isPending && mode === 'add'}
              color={mode === 'remove' ? 'red' : undefined}
            >
              {mode === 'add' ? texts.add : texts.remove}
            </Button>
          </Row>
        }
      />
      <ConfirmModal
        opened={confirming}
        danger
        title={ja.groups.confirm.removeTitle}
        message={formatMessage(ja.groups.confirm.remove, { name: group.name, count: shopIds.length })}
        confirmLabel={texts.remove}
        loading={write.isPending}
        onConfirm={() => write.mutate(shopIds, { onError: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </RouteScreen>
  );
}
