import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figure at a glance (a total, today's sales): its label, the figure, and an optional line under it. */
export function FigureCard({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {note && (
        <Text size="sm" c="dimmed" component="div">
          {note}
        </Text>
      )}
    </Paper>
  );
}
