import { formatMessage, ja } from '@shared/messages';

/** The ids with `moved` put where `target` is (before it going up, after it going down). */
export function moveId<T>(ids: readonly T[], moved: T, target: T): T[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Whether two orders differ. */
export function orderChanged<T>(before: readonly T[], after: readonly T[]): boolean {
  return before.length !== after.length || before.some((id, index) => after[index] !== id);
}

/** The items in the order being saved (`order`), else as they came. */
export function inOrder<T extends { id: number }>(items: readonly T[], order: readonly number[] | null): T[] {
  if (!order) return [...items];
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  return ordered.length === items.length ? ordered : [...items];
}

const texts = ja.shopContent.announcements;

/**
 * What a screen reader hears while an item is moved with the keyboard or the mouse: its name
 * and its place (1-based) among `count` items.
 */
export function sortAnnouncements(
  labelOf: (id: string | number) => string,
  ids: readonly (string | number)[],
) {
  const place = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  const count = ids.length;
  /** Where the item is (over another: its place) or that it is over none. */
  const moved =
    (
      over: typeof texts.dragOver | typeof texts.dragEnd,
      none: typeof texts.dragOverNone | typeof texts.dragEndNone,
    ) =>
    ({ active, over: target }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      target
        ? formatMessage(over, { name: labelOf(active.id), count, position: place(target.id) })
        : formatMessage(none, { name: labelOf(active.id) });
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      formatMessage(texts.dragStart, { name: labelOf(active.id), count, position: place(active.id) }),
    onDragOver: moved(texts.dragOver, texts.dragOverNone),
    onDragEnd: moved(texts.dragEnd, texts.dragEndNone),
    onDragCancel: ({ active }: { active: { id: string | number } }) =>
      formatMessage(texts.dragCancel, { name: labelOf(active.id) }),
  };
}
