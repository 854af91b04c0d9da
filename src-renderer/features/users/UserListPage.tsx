import { Anchor, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser, User } from '@shared/api';
import { ACCOUNT_STATUS, DEFAULT_PAGE_SIZE, ROLE_MASTER, ROLES } from '@shared/constants';
import { ja } from '@shared/messages';
import { isRoleAllowed, routeByName, routePath } from '@shared/routes';
import { useSession } from '../../session/useSession';
import { PagedTable } from '../../components/list/PagedTable';
import type { Column } from '../../components/list/DataTable';
import { FilterPanel } from '../../components/list/FilterPanel';
import { FilterSelect } from '../../components/list/FilterSelect';
import { toApiQuery } from '../../components/list/listState';
import { useListState } from '../../components/list/useListState';
import { TruncatedText } from '../../components/TruncatedText';
import { userEditRoute } from './userEditRoute';
import { UserStatusButton } from './UserStatusButton';
import { useUserList } from './useUserList';
import { RouteScreen } from '../../components/routing/RouteScreen';
import { registDateColumn } from '../../components/list/registDateColumn';
import { choicesOf } from '../../components/form/choicesOf';

const labels = ja.users.columns;
/** A teal dark enough for WCAG AA on the striped and hovered rows too. */
const ACTIVE_BADGE_COLOR = '#066649';

function userColumns(me: CurrentUser): Column<User>[] {
  const canEdit = (user: User) => isRoleAllowed(routeByName(userEditRoute(user)), me.role);
  return [
    {
      key: 'id',
      header: labels.id,
      sortField: 'id',
      align: 'right',
      nowrap: true,
      render: (user) => user.id,
    },
    {
      key: 'name',
      header: labels.name,
      sortField: 'nameSei',
      nowrap: true,
      render: (user) => {
        const name = `${user.nameSei} ${user.nameMei}`;
        return (
          <Stack gap={0}>
            {canEdit(user) ? (
              <Anchor component={Link} to={routePath(userEditRoute(user), { id: user.id })} fw={600}>
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'role',
      header: labels.role,
      sortField: 'role',
      nowrap: true,
      render: (user) => ja.roles[user.role],
    },
    {
      key: 'service',
      header: labels.service,
      nowrap: true,
      render: (user) => <TruncatedText text={user.service?.name ?? ''} maxLength={12} />,
    },
    {
      key: 'belonging',
      header: labels.belonging,
      nowrap: true,
      render: (user) => <TruncatedText text={user.shop?.name ?? user.group?.name ?? ''} maxLength={12} />,
    },
    {
      key: 'status',
      header: labels.status,
      sortField: 'status',
      nowrap: true,
      render: (user) => (
        <Badge
          variant="outline"
          color={user.status === ACCOUNT_STATUS.ACTIVE ? ACTIVE_BADGE_COLOR : 'gray.7'}
          radius="sm"
        >
          {ja.enums.accountStatus[user.status]}
        </Badge>
      ),
    },
    registDateColumn(labels.registDate),
    {
      key: 'actions',
      header: labels.actions,
      nowrap: true,
      render: (user) =>
        user.id === me.id ? (
          <Text size="xs" c="dimmed">
            {ja.users.ownAccount}
          </Text>
        ) : (
          canEdit(user) && <UserStatusButton user={user} />
        ),
    },
  ];
}

/** `/setting/user/list`: the users of every service (master) or of the own service (client). */
export default function UserListPage() {
  const { data: me } = useSession();
  const list = useListState({ role: '', name: '' });
  const users = useUserList(toApiQuery(list.state, DEFAULT_PAGE_SIZE));
  if (!me) return null;
  const roleOptions = choicesOf(
    ROLES.filter((value) => me.role === ROLE_MASTER || value !== ROLE_MASTER),
    ja.roles,
  );

  return (
    <RouteScreen
      actions={
        <Button component={Link} to={routePath('userRegisterSelect')}>
          {ja.users.register}
        </Button>
      }
    >
      <FilterPanel filters={list.state.filters} onSearch={list.search} onClear={list.clear}>
        {(draft, change) => (
          <>
            <FilterSelect
              label={ja.forms.user.role}
              anyLabel={ja.users.allRoles}
              options={roleOptions}
              value={draft.role}
              onChange={(role) => change({ role })}
              w={200}
            />
            <TextInput
              label={ja.users.nameFilter}
              value={draft.name}
              onChange={(event) => change({ name: event.currentTarget.value })}
              w={280}
            />
          </>
        )}
      </FilterPanel>
      <PagedTable
        query={users}
        columns={userColumns(me)}
        list={list}
        emptyMessage={ja.users.empty}
        testId="user-table"
      />
    </RouteScreen>
  );
}
