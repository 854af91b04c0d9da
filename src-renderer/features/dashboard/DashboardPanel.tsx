import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One panel of the dashboard: its title (with a link beside it where there is one), then what it
 * shows or, when there is nothing to show, one dimmed line saying so.
 */
export function DashboardPanel({
  title,
  link,
  emptyMessage,
  testId,
  children,
}: {
  title: string;
  link?: ReactNode;
  /** Shown instead of the content when there is nothing to show; null when there is. */
  emptyMessage: string | null;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {link}
      </Group>
      {emptyMessage === null ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          {emptyMessage}
        </Text>
      )}
    </Paper>
  );
}
