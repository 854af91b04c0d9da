import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group, Paper, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMessage, ja } from '@shared/messages';

/** One row of a SortableList: its drag handle (the keyboard's target too) and its content. */
export function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  return (
    <li
      ref={setNodeRef}
      data-testid="sortable-row"
      data-id={id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <Paper withBorder p="xs" shadow={isDragging ? 'md' : undefined}>
        <Group gap="sm" wrap="nowrap" align="center">
          <UnstyledButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-roledescription={ja.shopContent.sortableRole}
            aria-label={formatMessage(ja.shopContent.dragHandle, { name: label })}
            disabled={disabled}
            data-testid="drag-handle"
            px={6}
            py={4}
            style={{
              cursor: disabled ? 'default' : 'grab',
              touchAction: 'none',
              fontSize: 18,
              lineHeight: 1,
            }}
          >
            <span aria-hidden>⋮⋮</span>
          </UnstyledButton>
          {children}
        </Group>
      </Paper>
    </li>
  );
}
