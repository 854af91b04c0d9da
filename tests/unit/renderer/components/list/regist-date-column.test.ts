import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/format';
import { registDateColumn } from '../../../../../src-renderer/components/list/registDateColumn';

describe('the 登録日 column of the lists', () => {
  it('sorts by registDate, stays on one line and shows the registration day as the lists write dates', () => {
    const column = registDateColumn<{ id: number; registDate: string }>('登録日');
    expect(column).toMatchObject({
      key: 'registDate',
      header: '登録日',
      sortField: 'registDate',
      nowrap: true,
    });
    const registDate = '2026-03-01T10:00:00+09:00';
    expect(column.render({ id: 1, registDate })).toBe(formatDate(registDate));
    expect(column.render({ id: 1, registDate })).toMatch(/2026/);
  });
});
