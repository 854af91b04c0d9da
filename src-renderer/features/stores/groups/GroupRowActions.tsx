import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { Group } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { RowActionsMenu } from '../RowActionsMenu';

const labels = ja.groups.actions;

interface GroupRowActionsProps {
  subdomain: string;
  group: Group;
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}

/** The 操作 menu of one group: edit, add or remove shops, delete. */
export function GroupRowActions({ subdomain, group, onEdit, onDelete }: GroupRowActionsProps) {
  const params = { subdomain, id: group.id };
  return (
    <RowActionsMenu
      label={ja.groups.columns.actions}
      ariaLabel={formatMessage(labels.menu, { name: group.name })}
      width={200}
      deleteLabel={labels.delete}
      onDelete={() => onDelete(group)}
      deleteTestId="group-action-delete"
    >
      <Menu.Item onClick={() => onEdit(group)}>{labels.edit}</Menu.Item>
      <Menu.Item component={Link} to={routePath('storeGroupAdd', params)}>
        {labels.addShops}
      </Menu.Item>
      <Menu.Item component={Link} to={routePath('storeGroupDelete', params)}>
        {labels.removeShops}
      </Menu.Item>
    </RowActionsMenu>
  );
}
