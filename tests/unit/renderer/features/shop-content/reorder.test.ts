import { describe, expect, it } from 'vitest';
import { MAX_INTEGER } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import {
  inOrder,
  moveId,
  orderChanged,
  sortAnnouncements,
} from '../../../../../src-renderer/components/sortable/reorder';
import { filterPrice } from '../../../../../src-renderer/features/shop-content/price';

describe('reordering', () => {
  it('moves an id to where another is, up or down', () => {
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveId([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });

  it('knows when an order changed', () => {
    expect(orderChanged([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(orderChanged([1, 2, 3], [2, 1, 3])).toBe(true);
  });

  it('shows the order being saved, and the list as it came when that order no longer fits', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(inOrder(items, [3, 1, 2]).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(inOrder(items, null).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(inOrder(items, [3, 1]).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('announces in Japanese the item and its place', () => {
    const names: Record<number, string> = { 1: 'ブレンド', 2: 'ラテ', 3: 'プリン' };
    const say = sortAnnouncements((id) => names[Number(id)] ?? '', [1, 2, 3]);
    expect(say.onDragStart({ active: { id: 2 } })).toBe(
      formatMessage(ja.shopContent.announcements.dragStart, { name: 'ラテ', count: 3, position: 2 }),
    );
    expect(say.onDragOver({ active: { id: 2 }, over: { id: 3 } })).toContain('3 件中 3 番目');
    expect(say.onDragEnd({ active: { id: 1 }, over: null })).toBe(
      formatMessage(ja.shopContent.announcements.dragEndNone, { name: 'ブレンド' }),
    );
    expect(say.onDragOver({ active: { id: 2 }, over: null })).toBe(
      formatMessage(ja.shopContent.announcements.dragOverNone, { name: 'ラテ' }),
    );
    expect(say.onDragEnd({ active: { id: 3 }, over: { id: 1 } })).toBe(
      formatMessage(ja.shopContent.announcements.dragEnd, { name: 'プリン', count: 3, position: 1 }),
    );
    expect(say.onDragCancel({ active: { id: 3 } })).toContain('プリン');
  });
});

describe('price input', () => {
  it('keeps whole half-width yen up to the maximum integer', () => {
    expect(filterPrice('１２８０')).toBe('1280');
    expect(filterPrice('480.5')).toBe('480');
    expect(filterPrice('0050')).toBe('50');
    expect(filterPrice('¥1,200')).toBe('1200');
    expect(filterPrice('99999999999')).toBe(
      String(MAX_INTEGER).slice(0, 10) === '2147483647' ? '2147483647' : '',
    );
  });
});
