import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { Group } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';

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
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          aria-label={formatMessage(labels.menu, { name: group.name })}
        >
          {ja.groups.columns.actions}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(group)}>{labels.edit}</Menu.Item>
        <Menu.Item component={Link} to={routePath('storeGroupAdd', params)}>
          {labels.addShops}
        </Menu.Item>
        <Menu.Item component={Link} to={routePath('storeGroupDelete', params)}>
          {labels.removeShops}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onDelete(group)} data-testid="group-action-delete">
          {labels.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
