import { formatDate } from '@shared/format';
import type { Column } from './DataTable';

/** The 登録日 column of a list: the day the record was registered, sortable, on one line. */
export function registDateColumn<T extends { registDate: string }>(header: string): Column<T> {
  return {
    key: 'registDate',
    header,
    sortField: 'registDate',
    nowrap: true,
    render: (row) => formatDate(row.registDate),
  };
}
