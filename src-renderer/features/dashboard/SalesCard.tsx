import { Text } from '@mantine/core';
import type { SalesTotals } from '@shared/api';
import { formatNumber, formatYen } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { FigureCard } from '../../components/FigureCard';
import { compareWith, comparisonLine } from './dashboardFigures';

const TREND_COLOURS = { up: 'teal.9', down: 'red.9', flat: 'dimmed', none: 'dimmed' } as const;

/** A period's sales and count, and the line comparing them with the period before. */
export function SalesCard({
  label,
  current,
  previous,
  previousLabel,
  testId,
}: {
  label: string;
  current: SalesTotals;
  previous: SalesTotals;
  previousLabel: string;
  testId: string;
}) {
  const { trend } = compareWith(current.salesAmount, previous.salesAmount);
  return (
    <FigureCard
      label={`${label}（${formatMessage(ja.dashboard.salesCount, { count: formatNumber(current.salesCount) })}）`}
      value={formatYen(current.salesAmount)}
      testId={testId}
      note={
        <Text span size="sm" c={TREND_COLOURS[trend]} data-testid={`${testId}-comparison`}>
          {comparisonLine(previousLabel, current, previous)}
        </Text>
      }
    />
  );
}
