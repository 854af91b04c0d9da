/** @vitest-environment jsdom */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Paginated } from '@shared/api';
import { ja } from '@shared/messages';
import { CallError } from '../../../../../src-renderer/bridge/call';
import type { Column } from '../../../../../src-renderer/components/list/DataTable';
import { PagedTable } from '../../../../../src-renderer/components/list/PagedTable';
import { renderWithMantine } from '../../support/render';

interface Item {
  id: number;
  name: string;
}
type ItemPage = Paginated<Item> & { counts: number[] };

const COLUMNS: Column<Item>[] = [
  { key: 'name', header: '名前', sortField: 'name', render: (item) => item.name },
];

function page(items: Item[], meta: Partial<Paginated<Item>['meta']> = {}): ItemPage {
  return {
    data: items,
    counts: [items.length, 0],
    meta: {
      total: items.length,
      per_page: 15,
      current_page: 1,
      last_page: 2,
      from: 1,
      to: items.length,
      ...meta,
    },
    links: { first: '/x?page=1', last: '/x?page=2' },
  };
}

function Harness(props: {
  load: () => Promise<ItemPage>;
  goToPage?: (page: number) => void;
  toolbar?: (page: ItemPage) => string;
  title?: string;
}) {
  const query = useQuery({ queryKey: ['items'], queryFn: props.load });
  return (
    <PagedTable
      query={query}
      columns={COLUMNS}
      list={{
        state: { sort: 'name', order: 'asc' },
        sortBy: () => undefined,
        goToPage: props.goToPage ?? (() => undefined),
      }}
      emptyMessage="ありません"
      testId="item-table"
      {...(props.toolbar ? { toolbar: props.toolbar } : {})}
      {...(props.title ? { title: props.title } : {})}
    />
  );
}

function renderHarness(props: Parameters<typeof Harness>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
}

describe('PagedTable', () => {
  it('shows the rows, the paging line and the pages, and turns the page', async () => {
    const goToPage = vi.fn();
    renderHarness({ load: async () => page([{ id: 1, name: '渋谷店' }]), goToPage });
    const table = await screen.findByTestId('item-table');
    expect(within(table).getByText('渋谷店')).toBeTruthy();
    expect(screen.getByTestId('paging-summary').textContent).toBe('全 1 件中 1〜1 件');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(goToPage).toHaveBeenCalledWith(2);
  });

  it('says when the total is an estimate', async () => {
    renderHarness({
      load: async () => page([{ id: 1, name: '渋谷店' }], { total: 120000, total_estimated: true }),
    });
    expect((await screen.findByTestId('paging-summary')).textContent).toBe(
      '約 120,000 件中 1〜1 件（件数は概算です）',
    );
  });

  it('gives a toolbar function the loaded page and shows the title above the table', async () => {
    renderHarness({
      load: async () => page([{ id: 1, name: '渋谷店' }]),
      toolbar: (loaded) => `件数 ${loaded.counts.join('/')}`,
      title: '店舗別',
    });
    await screen.findByTestId('item-table');
    expect(screen.getByText('件数 1/0')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '店舗別' })).toBeTruthy();
  });

  it('shows the empty message for a page without rows', async () => {
    renderHarness({ load: async () => page([], { from: null, to: null, last_page: 1 }) });
    expect((await screen.findByTestId('list-empty')).textContent).toBe('ありません');
  });

  it('says "no viewing permission" for a 403 instead of the table', async () => {
    renderHarness({
      load: () =>
        Promise.reject(new CallError({ status: 403, kind: 'http', message: '権限がありません', errors: [] })),
    });
    expect((await screen.findByTestId('list-no-permission')).textContent).toBe(ja.errors.noViewingPermission);
    expect(screen.queryByTestId('item-table')).toBeNull();
  });
});
