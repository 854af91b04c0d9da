import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { toPagination } from '@shared/api';
import type { Paginated } from '@shared/api';
import { ListPagination } from '../ListPagination';
import { DataTable } from './DataTable';
import type { Column, RowSelection } from './DataTable';
import type { SortOrder } from './listState';

export interface PagedTablePanelProps<Row extends { id: number }, Page extends Paginated<Row>> {
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
  /** A heading inside the panel, for a table that is one section of a larger screen. */
  title?: string;
  /**
   * Shown above the table: bulk actions or state tabs. A function is given the loaded page, for
   * what the list answer carries beside its rows (the tab counts).
   */
  toolbar?: ReactNode | ((page: Page) => ReactNode);
}

/** A loaded page of a list in its panel: the table and 「全 N 件中…」 with the page buttons. */
export function PagedTablePanel<Row extends { id: number }, Page extends Paginated<Row>>(
  props: PagedTablePanelProps<Row, Page> & { page: Page },
) {
  const { page, list, toolbar } = props;
  return (
    <Paper withBorder p="md">
      {props.title && (
        <Title order={3} size="h5" mb="sm">
          {props.title}
        </Title>
      )}
      {typeof toolbar === 'function' ? toolbar(page) : toolbar}
      <DataTable
        columns={props.columns}
        rows={page.data}
        sort={list.state.sort}
        order={list.state.order}
        onSort={list.sortBy}
        {...(props.selection ? { selection: props.selection } : {})}
        {...(props.emptyMessage ? { emptyMessage: props.emptyMessage } : {})}
        {...(props.testId ? { testId: props.testId } : {})}
      />
      <ListPagination pagination={toPagination(page.meta, page.links)} onChange={list.goToPage} />
    </Paper>
  );
}
