/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CouponUsageSummary, DailySales } from '@shared/api';
import { COUPON_USAGE_TOP_COUPONS, DASHBOARD_CHART_DAYS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import CouponUsageDashboardPage from '../../../../../src-renderer/features/coupons/usage/CouponUsageDashboardPage';
import { DailySalesPanel } from '../../../../../src-renderer/features/dashboard/DailySalesPanel';
import { SummaryPeriods } from '../../../../../src-renderer/features/summary/SummaryPeriods';
import { installBridge, renderPage } from '../../support/harness';
import { renderWithMantine } from '../../support/render';

/** What each sibling shows: its title, the chart's test id, the table's test id. */
interface Panel {
  title: string;
  chart: string;
  table: string;
}

/**
 * The kit's promise on one panel: the chart is hidden from screen readers, and the table beside
 * it, under the same title, is a scroll region that the keyboard reaches and that is named.
 */
function expectChartBesideTable({ title, chart, table }: Panel) {
  const heading = screen.getByRole('heading', { name: title });
  const panel = heading.closest('.mantine-Paper-root') as HTMLElement;
  expect(within(panel).getByTestId(chart)).toHaveAttribute('aria-hidden', 'true');
  const region = within(panel).getByRole('region', { name: title });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByTestId(table)).toBeInTheDocument();
}

const quietDays: DailySales[] = [
  { day: '2026-11-27', salesCount: 0, salesAmount: 0 },
  { day: '2026-11-28', salesCount: 0, salesAmount: 0 },
];

const usage: CouponUsageSummary = {
  dateFrom: '2026-11-01',
  dateTo: '2026-11-28',
  total: 4,
  couponCount: 2,
  customerCount: 3,
  perDay: [
    { date: '2026-11-27', count: 1 },
    { date: '2026-11-28', count: 3 },
  ],
  perCoupon: [
    { couponId: 1, name: 'ドリンク無料', shopName: '渋谷店', count: 3 },
    { couponId: 2, name: 'ケーキ半額', shopName: '新宿店', count: 1 },
  ],
};

describe('ChartBesideTable on every screen that draws a chart', () => {
  it('ダッシュボード: the last days beside their table, and the notice when nothing sold', () => {
    renderWithMantine(<DailySalesPanel daily={quietDays} />);
    const title = formatMessage(ja.dashboard.chartTitle, { days: DASHBOARD_CHART_DAYS });
    expectChartBesideTable({ title, chart: 'dashboard-chart', table: 'dashboard-day-table' });
    expect(
      screen.getByText(formatMessage(ja.dashboard.chartEmpty, { days: DASHBOARD_CHART_DAYS })),
    ).toBeVisible();
  });

  it('売上集計: the periods beside their table with its total row, and the line under both when nothing sold', () => {
    renderWithMantine(
      <SummaryPeriods
        rows={[
          {
            start: '2026-11-01',
            end: '2026-11-30',
            salesCount: 0,
            salesAmount: 0,
            cancelledCount: 0,
            cancelledAmount: 0,
            label: '2026/11',
            axisLabel: '11月',
          },
        ]}
        total={{ salesCount: 0, salesAmount: 0, cancelledCount: 0, cancelledAmount: 0 }}
      />,
    );
    expectChartBesideTable({
      title: ja.summary.byPeriodTitle,
      chart: 'summary-chart',
      table: 'summary-period-table',
    });
    expect(screen.getByText(ja.summary.totalRow)).toBeInTheDocument();
    expect(screen.getByText(ja.summary.empty)).toBeVisible();
  });

  it('クーポン利用状況: the figures on FigureCards, uses per day and per coupon each beside their table', async () => {
    installBridge({ 'couponUsage.summary': () => ({ data: usage }) });
    renderPage(<CouponUsageDashboardPage />, {
      route: 'couponUsageHistory',
      url: '/service/demo/coupon/history-using',
    });
    await screen.findByTestId('coupon-usage-summary');
    expectChartBesideTable({
      title: ja.couponUsage.perDayTitle,
      chart: 'usage-per-day-chart',
      table: 'usage-per-day-table',
    });
    const perCoupon = formatMessage(ja.couponUsage.perCouponTitle, { count: COUPON_USAGE_TOP_COUPONS });
    expectChartBesideTable({
      title: perCoupon,
      chart: 'usage-per-coupon-chart',
      table: 'usage-per-coupon-table',
    });
    expect(screen.queryByText(ja.couponUsage.noUses)).toBeNull();
    // The three figures are the shared FigureCard (tabular figures), not a look-alike.
    for (const figure of ['4回', '2種類', '3人']) {
      expect(screen.getByText(figure)).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
    }
  });
});
