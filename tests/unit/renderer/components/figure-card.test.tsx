/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatYen } from '@shared/format';
import { ja } from '@shared/messages';
import { SalesCard } from '../../../../src-renderer/features/dashboard/SalesCard';
import SummaryPage from '../../../../src-renderer/features/summary/SummaryPage';
import { LOOKUPS } from '../support/fixtures';
import { installBridge, renderPage } from '../support/harness';
import { renderWithMantine } from '../support/render';

/** The one FigureCard: its label, then the figure in tabular digits (columns of figures line up). */
function expectFigure(label: string, figure: string) {
  // The figure, not the same amount in a table beside it.
  const value = screen.getAllByText(figure).find((node) => node.tagName === 'P');
  expect(value).toBeDefined();
  expect(value).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
  expect(value?.closest('.mantine-Paper-root')).toHaveTextContent(label);
}

const totals = { salesCount: 4, salesAmount: 12800, cancelledCount: 1, cancelledAmount: 800 };

describe('FigureCard on every screen that shows a figure at a glance', () => {
  it('ダッシュボード: a period’s sales with the line comparing it to the one before', () => {
    renderWithMantine(
      <SalesCard
        label="今日"
        current={totals}
        previous={{ ...totals, salesAmount: 6400 }}
        previousLabel="昨日"
        testId="today"
      />,
    );
    expectFigure('今日', formatYen(12800));
    expect(screen.getByTestId('today-comparison')).toBeInTheDocument();
  });

  it('売上集計: the totals of the period', async () => {
    installBridge({
      ...LOOKUPS,
      'sales.statistics': () => ({
        data: [],
        countData: { interval: 'month', from: '2026-11-01', to: '2026-11-30', periods: [], total: totals },
        meta: { total: 0, per_page: 15, current_page: 1, last_page: 1, from: null, to: null },
        links: { first: '/x?page=1', last: '/x?page=1' },
      }),
    });
    renderPage(<SummaryPage />, { route: 'summary', url: '/service/demo/summary' });
    await screen.findByTestId('summary-total-amount');
    expectFigure(ja.summary.totals.salesAmount, formatYen(12800));
    expectFigure(ja.summary.totals.cancelledAmount, formatYen(800));
  });

  // クーポン利用状況's figures are walked with its charts (charts/chart-beside-table.test.tsx).
});
