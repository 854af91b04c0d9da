import type { DailySales, Dashboard, SalesTotals } from '@shared/api';
import { formatNumber, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';

const texts = ja.dashboard;

export type Trend = 'up' | 'down' | 'flat' | 'none';

/**
 * A figure against the same figure of the period before: the direction and the change in
 * percent (one decimal). Nothing to compare with when the earlier period had no sales.
 */
export function compareWith(current: number, previous: number): { trend: Trend; percent: number } {
  if (current === previous) return { trend: 'flat', percent: 0 };
  if (previous === 0) return { trend: 'none', percent: 0 };
  const percent = Math.round((Math.abs(current - previous) / previous) * 1000) / 10;
  if (percent === 0) return { trend: 'flat', percent: 0 };
  return { trend: current > previous ? 'up' : 'down', percent };
}

/** 「前日 12,800円（8.2%増）」: the earlier period's sales and how today's compare with them. */
export function comparisonLine(label: string, current: SalesTotals, previous: SalesTotals): string {
  const { trend, percent } = compareWith(current.salesAmount, previous.salesAmount);
  const base = formatMessage(texts.comparison, { label, amount: formatYen(previous.salesAmount) });
  const change =
    trend === 'up'
      ? formatMessage(texts.changeUp, { percent: formatNumber(percent) })
      : trend === 'down'
        ? formatMessage(texts.changeDown, { percent: formatNumber(percent) })
        : trend === 'flat'
          ? texts.changeFlat
          : texts.noComparison;
  return `${base}（${change}）`;
}

export interface DayRow extends DailySales {
  /** `MM/dd` for the chart's axis. */
  axisLabel: string;
  /** `yyyy/MM/dd` for the table. */
  label: string;
}

export function dailyRows(daily: DailySales[]): DayRow[] {
  return daily.map((day) => ({
    ...day,
    axisLabel: day.day.slice(5).replace('-', '/'),
    label: day.day.replaceAll('-', '/'),
  }));
}

/** Whose sales the dashboard shows: the whole service, a group's shops, or one shop. */
export function scopeLine(scope: Dashboard['scope']): string {
  if (scope.kind === 'group') return formatMessage(texts.scopeGroup, { name: scope.name });
  if (scope.kind === 'shop') return formatMessage(texts.scopeShop, { name: scope.name });
  return texts.scopeService;
}
