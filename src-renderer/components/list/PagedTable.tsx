import type { UseQueryResult } from '@tanstack/react-query';
import type { Paginated } from '@shared/api';
import { ListStatus } from './ListStatus';
import { PagedTablePanel } from './PagedTablePanel';
import type { PagedTablePanelProps } from './PagedTablePanel';

interface PagedTableProps<
  Row extends { id: number },
  Page extends Paginated<Row>,
> extends PagedTablePanelProps<Row, Page> {
  /** The list query: a page of rows with meta and links (and whatever else the list answers). */
  query: UseQueryResult<Page>;
}

/** A page of a list: the table and its pagination, or loading / no permission / failure. */
export function PagedTable<Row extends { id: number }, Page extends Paginated<Row>>({
  query,
  ...panel
}: PagedTableProps<Row, Page>) {
  if (!query.isSuccess) {
    return (
      <ListStatus isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <PagedTablePanel {...panel} page={query.data} />;
}
