import { Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toPagination } from '@shared/api';
import type { PaginationLinks, PaginationMeta } from '@shared/api';
import { ListPagination } from '../ListPagination';
import { DataTable } from './DataTable';
import type { Column, RowSelection } from './DataTable';
import { ListStatus } from './ListStatus';
import type { SortOrder } from './listState';

interface PagedTableProps<Row extends { id: number }> {
  /** The list query: a page of rows with meta and links. */
  query: UseQueryResult<{ data: Row[]; meta: PaginationMeta; links: PaginationLinks }>;
  columns: Column<Row>[];
  /** The list's sort and page controls (from useListState). */
  list: {
    state: { sort: string; order: SortOrder };
    sortBy: (field: string) => void;
    goToPage: (page: number) => void;
  };
  emptyMessage?: string;
  testId?: string;
  selection?: RowSelection;
  /** Shown above the table (bulk actions). */
  toolbar?: ReactNode;
}

/** A page of a list: the table and its pagination, or loading / no permission / failure. */
export function PagedTable<Row extends { id: number }>(props: PagedTableProps<Row>) {
  const { query, list } = props;
  if (!query.isSuccess) {
    return (
      <ListStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Paper withBorder p="md">
      {props.toolbar}
      <DataTable
        columns={props.columns}
        rows={query.data.data}
        sort={list.state.sort}
        order={list.state.order}
        onSort={list.sortBy}
        {...(props.selection ? { selection: props.selection } : {})}
        {...(props.emptyMessage ? { emptyMessage: props.emptyMessage } : {})}
        {...(props.testId ? { testId: props.testId } : {})}
      />
      <ListPagination pagination={toPagination(query.data.meta, query.data.links)} onChange={list.goToPage} />
    </Paper>
  );
}
