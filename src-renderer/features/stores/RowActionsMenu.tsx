import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowActionsMenuProps {
  /** The button's text (操作) and what a screen reader hears for it (the row it acts on). */
  label: string;
  ariaLabel: string;
  width: number;
  /** The row's own actions, above the delete. */
  children: ReactNode;
  deleteLabel: string;
  onDelete: () => void;
  deleteTestId: string;
}

/** The 操作 menu of a row of the store and group lists: the row's actions, then delete apart in red. */
export function RowActionsMenu({
  label,
  ariaLabel,
  width,
  children,
  deleteLabel,
  onDelete,
  deleteTestId,
}: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={width}>
      <Menu.Target>
        <Button size="compact-sm" variant="default" aria-label={ariaLabel}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        <Menu.Divider />
        <Menu.Item color="red" onClick={onDelete} data-testid={deleteTestId}>
          {deleteLabel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
