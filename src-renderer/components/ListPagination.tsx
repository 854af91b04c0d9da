import { Group, Pagination as MantinePagination, Text } from '@mantine/core';
import type { Pagination } from '@shared/api';
import { formatNumber } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

interface ListPaginationProps {
  pagination: Pagination;
  onChange: (page: number) => void;
}

/**
 * 「全 N 件中 a〜b 件」 (「約 N 件中…（件数は概算です）」 when the total is an estimate) and the
 * page buttons, built from the list's meta and links.
 */
export function ListPagination({ pagination, onChange }: ListPaginationProps) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed" data-testid="paging-summary">
        {formatMessage(pagination.totalEstimated ? ja.paging.estimatedSummary : ja.paging.summary, {
          total: formatNumber(pagination.total),
          from: formatNumber(pagination.from),
          to: formatNumber(pagination.to),
        })}
      </Text>
      {pagination.lastPage > pagination.firstPage && (
        <MantinePagination
          total={pagination.lastPage}
          value={pagination.currentPage}
          onChange={onChange}
          getItemProps={(page) => ({ 'aria-label': String(page) })}
          getControlProps={(control) => ({ 'aria-label': ja.paging[control] })}
        />
      )}
    </Group>
  );
}
