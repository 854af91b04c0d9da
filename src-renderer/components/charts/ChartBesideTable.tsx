import { Paper, ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartBesideTableProps {
  title: string;
  /** A line above both (nothing to chart yet). */
  notice?: ReactNode;
  /** A line under both. */
  footnote?: ReactNode;
  /** The chart; hidden from screen readers, which read the table. */
  chart: ReactNode;
  chartTestId: string;
  /** 'wide': the chart takes two thirds and the table scrolls within the chart's height; 'half': side by side. */
  split: 'wide' | 'half';
  /** The table's height: fixed (it scrolls) for 'wide', at most for 'half'. */
  tableHeight: number;
  /** What screen readers call the table. */
  tableLabel: string;
  tableTestId: string;
  /** The table's head, body and foot. */
  table: ReactNode;
}

/**
 * A chart and the table of its figures side by side under one title (one above the other on a
 * narrow window): the dashboard's days, the summary's periods, the coupon uses per day.
 */
export function ChartBesideTable({
  title,
  notice,
  footnote,
  chart,
  chartTestId,
  split,
  tableHeight,
  tableLabel,
  tableTestId,
  table,
}: ChartBesideTableProps) {
  const viewportProps = { tabIndex: 0, role: 'region', 'aria-label': title };
  const figures = (
    <Table striped withTableBorder stickyHeader data-testid={tableTestId} aria-label={tableLabel}>
      {table}
    </Table>
  );
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {notice && (
        <Text size="sm" c="dimmed" mb="sm">
          {notice}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: split === 'wide' ? 3 : 2 }} spacing="lg">
        <div
          style={split === 'wide' ? { gridColumn: 'span 2' } : undefined}
          aria-hidden
          data-testid={chartTestId}
        >
          {chart}
        </div>
        {split === 'wide' ? (
          <ScrollArea h={tableHeight} type="auto" viewportProps={viewportProps}>
            {figures}
          </ScrollArea>
        ) : (
          <ScrollArea.Autosize mah={tableHeight} type="auto" viewportProps={viewportProps}>
            {figures}
          </ScrollArea.Autosize>
        )}
      </SimpleGrid>
      {footnote && (
        <Text size="sm" c="dimmed" mt="sm">
          {footnote}
        </Text>
      )}
    </Paper>
  );
}
