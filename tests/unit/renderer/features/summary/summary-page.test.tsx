/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentStatisticsQuery, PaymentStatisticsResponse, PeriodSales } from '@shared/api';
import { REPORT_INTERVAL } from '@shared/constants';
import { ja } from '@shared/messages';
import SummaryPage from '../../../../../src-renderer/features/summary/SummaryPage';
import { installBridge, renderPage } from '../../support/harness';

const quiet = { salesCount: 0, salesAmount: 0, cancelledCount: 0, cancelledAmount: 0 };
const period = (start: string, end: string): PeriodSales => ({
  ...quiet,
  start,
  end,
  salesCount: 1,
  salesAmount: 500,
});

const PERIODS: Record<string, PeriodSales[]> = {
  [REPORT_INTERVAL.MONTHLY]: [period('2026-10-01', '2026-10-31'), period('2026-11-01', '2026-11-28')],
  [REPORT_INTERVAL.WEEKLY]: [period('2026-11-16', '2026-11-22'), period('2026-11-23', '2026-11-28')],
};

function answer(query: PaymentStatisticsQuery): PaymentStatisticsResponse {
  const interval = query.interval ?? REPORT_INTERVAL.MONTHLY;
  const periods = PERIODS[interval] ?? [];
  return {
    data: [],
    countData: {
      interval,
      from: '2026-10-01',
      to: '2026-11-28',
      periods,
      total: { ...quiet, salesCount: 2, salesAmount: 1000 },
    },
    meta: { total: 0, per_page: 15, current_page: 1, last_page: 1, from: null, to: null },
    links: { first: 'http://api/summary?page=1', last: 'http://api/summary?page=1' },
  };
}

const periodLabels = () =>
  within(screen.getByTestId('summary-period-table'))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('集計 (summary)', () => {
  it('names the periods it shows by their own interval while the next interval loads', async () => {
    let releaseWeeks: () => void = () => undefined;
    const weeksAsked = new Promise<void>((resolve) => {
      releaseWeeks = resolve;
    });
    installBridge({
      'sales.statistics': async (query) => {
        if (query.interval === REPORT_INTERVAL.WEEKLY) await weeksAsked;
        return answer(query);
      },
    });
    renderPage(<SummaryPage />, {
      route: 'summary',
      url: '/service/demo/summary?from=2026-10-01&to=2026-11-28',
    });
    await waitFor(() => expect(periodLabels()).toEqual(['2026/10', '2026/11（2026/11/01〜2026/11/28）']));

    await userEvent.click(screen.getByText(ja.enums.reportInterval.weekly));
    // The months stay on screen until the weeks arrive, still named as months.
    expect(periodLabels()).toEqual(['2026/10', '2026/11（2026/11/01〜2026/11/28）']);

    releaseWeeks();
    await waitFor(() => expect(periodLabels()).toEqual(['2026/11/16〜2026/11/22', '2026/11/23〜2026/11/28']));
  });
});
