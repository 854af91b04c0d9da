/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAYMENT_CHANNEL, PAYMENT_METHOD, PAYMENT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import { LatestPaymentsPanel } from '../../../../../src-renderer/features/dashboard/LatestPaymentsPanel';
import { NoticesPanel } from '../../../../../src-renderer/features/dashboard/NoticesPanel';
import { TopShopsPanel } from '../../../../../src-renderer/features/dashboard/TopShopsPanel';
import { renderWithMantine } from '../../support/render';
import { sourcesMatching } from '../../support/sources';

const texts = ja.dashboard;

const PAYMENT = {
  id: 1,
  transactionId: 'T-1',
  paidAt: '2026-11-28T01:00:00.000Z',
  storeName: '渋谷店',
  amount: 1200,
  paymentMethod: PAYMENT_METHOD.CREDIT_CARD,
  channel: PAYMENT_CHANNEL.IN_STORE,
  status: PAYMENT_STATUS.COMPLETED,
};
const SHOP = { id: 2, shopCode: 'S-2', storeName: '新宿店', salesCount: 3, salesAmount: 4500 };
const NOTICE = {
  id: 3,
  content: '年末年始の営業について',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  shopName: null,
};

const heading = (name: string) => screen.getByRole('heading', { name });

describe('the dashboard panels (one DashboardPanel each)', () => {
  it('the latest payments: title, the link to the history, then the rows or the empty line', () => {
    renderWithMantine(
      <MemoryRouter>
        <LatestPaymentsPanel payments={[PAYMENT]} historyPath="/history" withShop />
      </MemoryRouter>,
    );
    expect(heading(texts.latestTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.showAll })).toHaveAttribute('href', '/history');
    expect(within(screen.getByTestId('dashboard-latest')).getByText('渋谷店')).toBeInTheDocument();
    expect(screen.queryByText(texts.latestEmpty)).toBeNull();
  });

  it('the latest payments without any, for a user who may not open the history', () => {
    renderWithMantine(
      <MemoryRouter>
        <LatestPaymentsPanel payments={[]} historyPath={null} withShop={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText(texts.latestEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('dashboard-latest')).toBeNull();
  });

  it('the best shops: their rows, or the empty line', () => {
    const { unmount } = renderWithMantine(<TopShopsPanel shops={[SHOP]} />);
    expect(heading(texts.topShopsTitle)).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-top-shops')).getByText('新宿店')).toBeInTheDocument();
    unmount();
    renderWithMantine(<TopShopsPanel shops={[]} />);
    expect(screen.getByText(texts.topShopsEmpty)).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-top-shops')).toBeNull();
  });

  it('the notices: each notice, or the empty line', () => {
    const { unmount } = renderWithMantine(<NoticesPanel notices={[NOTICE]} />);
    const panel = screen.getByTestId('dashboard-notices');
    expect(within(panel).getByRole('heading', { name: texts.noticesTitle })).toBeInTheDocument();
    expect(within(panel).getByText('年末年始の営業について')).toBeInTheDocument();
    unmount();
    renderWithMantine(<NoticesPanel notices={[]} />);
    expect(within(screen.getByTestId('dashboard-notices')).getByText(texts.noticesEmpty)).toBeInTheDocument();
  });

  it('every dashboard panel is a DashboardPanel: none draws its own frame and title', () => {
    expect(sourcesMatching('src-renderer/features/dashboard', /Panel\.tsx$/, /<DashboardPanel\b/)).toEqual([
      'src-renderer/features/dashboard/LatestPaymentsPanel.tsx',
      'src-renderer/features/dashboard/NoticesPanel.tsx',
      'src-renderer/features/dashboard/TopShopsPanel.tsx',
    ]);
    expect(sourcesMatching('src-renderer/features/dashboard', /Panel\.tsx$/, /<Paper\b/)).toEqual([
      'src-renderer/features/dashboard/DashboardPanel.tsx',
    ]);
  });
});
