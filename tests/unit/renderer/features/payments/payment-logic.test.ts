import { describe, expect, it } from 'vitest';
import type { DailySales, PeriodSales } from '@shared/api';
import { EC_PAYMENT_STATUS, EC_STATUS_TRANSITIONS, REPORT_INTERVAL } from '@shared/constants';
import { ja } from '@shared/messages';
import {
  ecChangeOf,
  ecConfirmMessage,
  ecEditSchema,
  ecStatusChoices,
} from '../../../../../src-renderer/features/payments/ecEditChoices';
import { filterErrors, PAYMENT_FILTERS } from '../../../../../src-renderer/features/payments/paymentFilters';
import {
  averageAmount,
  defaultSummaryRange,
  periodLabel,
  summaryRows,
} from '../../../../../src-renderer/features/summary/summaryData';
import { summaryFilterErrors } from '../../../../../src-renderer/features/summary/summaryFilters';
import {
  compareWith,
  comparisonLine,
  dailyRows,
} from '../../../../../src-renderer/features/dashboard/dashboardFigures';

const { UNCONFIRMED, SALES_CONFIRMED, UNCONFIRMED_CANCELLED, SALES_CONFIRMED_CANCELLED } = EC_PAYMENT_STATUS;
const payment = { transactionId: 'EC-0001', amount: 3800, ecAuthorizedAmount: 3800, ecStatus: UNCONFIRMED };

describe('EC edit choices', () => {
  it('offers staying as it is, then exactly the shared state machine’s next states', () => {
    for (const status of Object.values(EC_PAYMENT_STATUS)) {
      const choices = ecStatusChoices(status);
      expect(choices[0]?.value).toBe(String(status));
      expect(choices[0]?.label).toContain(ja.enums.ecPaymentStatus[status]);
      expect(choices.slice(1).map((choice) => Number(choice.value))).toEqual(EC_STATUS_TRANSITIONS[status]);
    }
    expect(ecStatusChoices(SALES_CONFIRMED).map((choice) => choice.label)).toEqual([
      expect.stringContaining('売上確定のまま'),
      '売上確定取消',
    ]);
  });

  it('tells a cancellation, a sales confirmation and an amount change apart, and names the transaction', () => {
    expect(ecChangeOf(payment, { ecStatus: UNCONFIRMED_CANCELLED, ecPaymentAmount: 3800 })).toBe('cancel');
    expect(
      ecChangeOf(
        { ...payment, ecStatus: SALES_CONFIRMED },
        { ecStatus: SALES_CONFIRMED_CANCELLED, ecPaymentAmount: 3800 },
      ),
    ).toBe('cancel');
    expect(ecChangeOf(payment, { ecStatus: SALES_CONFIRMED, ecPaymentAmount: 3500 })).toBe('confirmSales');
    expect(ecChangeOf(payment, { ecStatus: UNCONFIRMED, ecPaymentAmount: 3500 })).toBe('amount');
    expect(ecChangeOf(payment, { ecStatus: UNCONFIRMED, ecPaymentAmount: 3800 })).toBe('none');

    expect(ecConfirmMessage(payment, { ecStatus: UNCONFIRMED_CANCELLED, ecPaymentAmount: 3800 })).toBe(
      '取引ID「EC-0001」の決済（3,800円）を取り消します。取り消した決済は元に戻せません。よろしいですか？',
    );
    expect(ecConfirmMessage(payment, { ecStatus: SALES_CONFIRMED, ecPaymentAmount: 3500 })).toContain(
      '3,500円で確定',
    );
    expect(ecConfirmMessage(payment, { ecStatus: UNCONFIRMED, ecPaymentAmount: 3800 })).toBeNull();
  });

  it('refuses an amount above the authorised one with the field’s message', () => {
    const schema = ecEditSchema({ amount: 3000, ecAuthorizedAmount: 3800 });
    const values = { ecStatus: '1', updatedAt: '2026-03-01T10:00:00+09:00' };
    expect(schema.safeParse({ ...values, ecPaymentAmount: '3800' }).success).toBe(true);
    const over = schema.safeParse({ ...values, ecPaymentAmount: '3801' });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(['ecPaymentAmount']);
    expect(over.error?.issues[0]?.message).toBe('決済金額は仮売上の金額（3,800円）以下で入力してください。');
  });
});

describe('payment filters', () => {
  it('checks the period and amount range with the API’s rules before searching', () => {
    expect(
      filterErrors({ ...PAYMENT_FILTERS, from: '2026-03-01', to: '2026-03-31', amountMin: '100' }),
    ).toEqual({});
    expect(filterErrors({ ...PAYMENT_FILTERS, from: '2026-03-31', to: '2026-03-01' })).toHaveProperty('to');
    const amounts = filterErrors({ ...PAYMENT_FILTERS, amountMin: '5000', amountMax: '100' });
    expect(Object.keys(amounts)).toEqual(['amountMax']);
    expect(filterErrors({ ...PAYMENT_FILTERS, from: '2026-02-30' }).from).toBe(
      `${ja.payments.filters.from}${ja.server.invalidValue}`,
    );
  });
});

const period = (start: string, end: string, salesAmount = 0, salesCount = 0): PeriodSales => ({
  start,
  end,
  salesAmount,
  salesCount,
  cancelledAmount: 0,
  cancelledCount: 0,
});

describe('summary data', () => {
  it('marks a month or a year the range covers only in part, in the table and on the axis', () => {
    const oneMonthOfAYear = period('2025-12-01', '2025-12-31');
    expect(periodLabel(oneMonthOfAYear, REPORT_INTERVAL.YEARLY)).toBe('2025年（2025/12/01〜2025/12/31）');
    expect(periodLabel(oneMonthOfAYear, REPORT_INTERVAL.YEARLY, true)).toBe('2025年（一部）');
    expect(periodLabel(period('2026-03-01', '2026-03-15'), REPORT_INTERVAL.MONTHLY, true)).toBe(
      '2026/03（一部）',
    );
    expect(periodLabel(period('2026-03-04', '2026-03-08'), REPORT_INTERVAL.WEEKLY, true)).toBe(
      '03/04（一部）',
    );
  });

  it('names the periods by interval: days of a week, yyyy/MM, 年', () => {
    const week = period('2026-03-02', '2026-03-08');
    expect(periodLabel(week, REPORT_INTERVAL.WEEKLY)).toBe('2026/03/02〜2026/03/08');
    expect(periodLabel(week, REPORT_INTERVAL.WEEKLY, true)).toBe('03/02');
    expect(periodLabel(period('2026-03-01', '2026-03-31'), REPORT_INTERVAL.MONTHLY)).toBe('2026/03');
    expect(periodLabel(period('2026-01-01', '2026-12-31'), REPORT_INTERVAL.YEARLY)).toBe('2026年');
    const rows = summaryRows(
      [period('2025-12-01', '2025-12-31', 1000, 2), period('2026-01-01', '2026-01-15', 0, 0)],
      REPORT_INTERVAL.MONTHLY,
    );
    expect(rows.map((row) => [row.label, row.salesAmount])).toEqual([
      ['2025/12', 1000],
      ['2026/01（2026/01/01〜2026/01/15）', 0],
    ]);
  });

  it('averages to the yen, opens on the last twelve months, and checks the range', () => {
    expect(averageAmount({ salesAmount: 1000, salesCount: 3 })).toBe(333);
    expect(averageAmount({ salesAmount: 0, salesCount: 0 })).toBe(0);
    expect(defaultSummaryRange('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(
      summaryFilterErrors({ from: '2026-03-01', to: '2026-03-31', interval: 'weekly', shopId: '' }),
    ).toEqual({});
    expect(
      summaryFilterErrors({ from: '2026-03-31', to: '2026-03-01', interval: 'weekly', shopId: '' }),
    ).toHaveProperty('to');
    expect(summaryFilterErrors({ from: '', to: '2026-03-01', interval: 'weekly', shopId: '' }).from).toBe(
      `${ja.summary.filters.from}${ja.validation.required}`,
    );
  });
});

const totals = (salesAmount: number) => ({
  salesAmount,
  salesCount: 1,
  cancelledAmount: 0,
  cancelledCount: 0,
});

describe('dashboard comparisons', () => {
  it('compares with the period before in percent, one decimal', () => {
    expect(compareWith(1200, 1000)).toEqual({ trend: 'up', percent: 20 });
    expect(compareWith(1000, 3000)).toEqual({ trend: 'down', percent: 66.7 });
    expect(compareWith(500, 500)).toEqual({ trend: 'flat', percent: 0 });
    expect(compareWith(500, 0)).toEqual({ trend: 'none', percent: 0 });
    expect(comparisonLine('前日', totals(11_370), totals(24_750))).toBe('前日 24,750円（54.1%減）');
    expect(comparisonLine('前月同期間', totals(1000), totals(0))).toBe(
      `前月同期間 0円（${ja.dashboard.noComparison}）`,
    );
  });

  it('labels the chart’s days', () => {
    const daily: DailySales[] = [{ day: '2026-03-01', salesCount: 2, salesAmount: 900 }];
    expect(dailyRows(daily)).toEqual([{ ...daily[0], axisLabel: '03/01', label: '2026/03/01' }]);
  });
});
