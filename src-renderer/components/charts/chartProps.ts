import { formatNumber, formatYen } from '@shared/format';

/**
 * Recharts props for a chart drawn beside its table: the table carries the same figures for
 * screen readers and copying, so the chart's keyboard layer (a focusable svg) is off.
 */
export const CHART_FOR_THE_EYE = { accessibilityLayer: false } as const;

/** A chart of yen amounts: yen in the tooltip, plain figures on a y axis wide enough for millions. */
export const YEN_AXES = {
  valueFormatter: (value: number) => formatYen(value),
  yAxisProps: { width: 90, tickFormatter: (value: number) => formatNumber(value) },
};
