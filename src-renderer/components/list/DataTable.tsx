import { Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages';
import type { SortOrder } from './listState';

export interface Column<Row> {
  key: string;
  header: string;
  /** The API's sort field; a column without one is not sortable. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  /** Codes (shop code, postal code) are shown in a monospace font. */
  code?: boolean;
  /** Short values (names, labels, dates) kept on one line. */
  nowrap?: boolean;
  render: (row: Row) => ReactNode;
}

export interface RowSelection {
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
}

interface DataTableProps<Row extends { id: number }> {
  columns: Column<Row>[];
  rows: Row[];
  sort: string;
  order: SortOrder;
  onSort: (field: string) => void;
  selection?: RowSelection;
  /** The empty state: 「該当するデータがありません。」 unless a screen says more. */
  emptyMessage?: string;
  testId?: string;
}

const SORT_MARK: Record<SortOrder, string> = { asc: '▲', desc: '▼' };
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The list table: sortable headers (default registDate desc), optional row selection, empty state. */
export function DataTable<Row extends { id: number }>(props: DataTableProps<Row>) {
  const { columns, rows, sort, order, onSort, selection } = props;
  const allSelected = rows.length > 0 && rows.every((row) => selection?.selected.has(row.id));

  const toggleAll = () => selection?.onChange(allSelected ? new Set() : new Set(rows.map((row) => row.id)));
  const toggle = (id: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox aria-label={ja.list.selectAll} checked={allSelected} onChange={toggleAll} />
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                style={column.nowrap ? NOWRAP : undefined}
                aria-sort={
                  column.sortField && column.sortField === sort
                    ? order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.sortField ? (
                  <UnstyledButton onClick={() => onSort(column.sortField!)} fw={700} fz="sm">
                    {column.header}
                    {column.sortField === sort && (
                      <Text span size="xs" ml={4} aria-hidden>
                        {SORT_MARK[order]}
                      </Text>
                    )}
                  </UnstyledButton>
                ) : (
                  column.header
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={ja.list.selectRow}
                    checked={selection.selected.has(row.id)}
                    onChange={() => toggle(row.id)}
                  />
                </Table.Td>
              )}
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  ff={column.code ? 'monospace' : undefined}
                  style={column.nowrap ? NOWRAP : undefined}
                >
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text ta="center" c="dimmed" py="xl" data-testid="list-empty">
          {props.emptyMessage ?? ja.errors.noMatchingData}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
