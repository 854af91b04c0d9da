import { Button, Select } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@shared/api';
import { DEFAULT_PAGE_SIZE, ROLE_MASTER } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useSession } from '../../session/useSession';
import { call } from '../../bridge/call';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';
import { PagedTable } from '../../components/list/PagedTable';
import { FilterPanel } from '../../components/list/FilterPanel';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { useServiceOptions } from '../../components/services/useServiceOptions';
import { noticeName, notificationColumns } from './notificationColumns';
import { NotificationStateTabs } from './NotificationStateTabs';
import { useNotificationList } from './useNotifications';
import { RouteScreen } from '../../components/routing/RouteScreen';

const texts = ja.notifications;

/** `/notification/list` (master, client): the notices by state; delete after a confirmation naming it. */
export default function NotificationListPage() {
  const { data: user } = useSession();
  const list = useListState({ subdomain: '', state: '' });
  const isMaster = user?.role === ROLE_MASTER;
  const services = useServiceOptions();
  const notices = useNotificationList(toApiQuery(list.state, DEFAULT_PAGE_SIZE));
  const remove = usePendingRowAction({
    run: (notice: Notification) => call('notifications.delete', { id: notice.id }),
    invalidate: ['notifications.list'],
  });

  return (
    <RouteScreen
      gap="md"
      actions={
        <Button component={Link} to={routePath('notificationCreate', {})}>
          {texts.create}
        </Button>
      }
    >
      {isMaster && (
        <FilterPanel
          filters={{ subdomain: list.state.filters.subdomain }}
          onSearch={(draft) => list.search({ ...list.state.filters, ...draft })}
          onClear={list.clear}
        >
          {(draft, change) => (
            <Select
              label={texts.filters.service}
              data={services.data ?? []}
              value={draft.subdomain || null}
              onChange={(value) => change({ subdomain: value ?? '' })}
              placeholder={texts.filters.any}
              searchable
              clearable
              w={320}
            />
          )}
        </FilterPanel>
      )}
      <PagedTable
        query={notices}
        columns={notificationColumns(remove.ask)}
        list={list}
        emptyMessage={texts.empty}
        testId="notification-table"
        toolbar={
          <NotificationStateTabs
            state={list.state.filters.state}
            onChange={(state) => list.search({ ...list.state.filters, state })}
          />
        }
      />
      <PendingRowConfirm
        action={remove}
        title={texts.deleteTitle}
        message={(notice) => formatMessage(texts.deleteConfirm, { name: noticeName(notice) })}
        confirmLabel={ja.actions.delete}
      />
    </RouteScreen>
  );
}
