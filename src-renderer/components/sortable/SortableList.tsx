import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages';
import { moveId, orderChanged, sortAnnouncements } from './reorder';
import { SortableRow } from './SortableRow';

export interface SortableItem {
  id: number;
  /** What the handle and the announcements call it. */
  label: string;
}

interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** The whole new order, once an item is dropped somewhere else. */
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A list reordered by dragging its handles or from the keyboard (Space or Enter on a handle
 * lifts the item, the arrow keys move it, Space or Enter drops it, Escape cancels), with
 * Japanese screen-reader announcements from the catalogue.
 */
export function SortableList<T extends SortableItem>({
  items,
  renderItem,
  onReorder,
  disabled = false,
  testId,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const labelOf = (id: string | number) => items.find((item) => item.id === id)?.label ?? '';
  const end = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveId(ids, Number(active.id), Number(over.id));
    if (orderChanged(ids, next)) onReorder(next);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements: sortAnnouncements(labelOf, ids),
        screenReaderInstructions: { draggable: ja.shopContent.announcements.instructions },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={item.label} disabled={disabled}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
