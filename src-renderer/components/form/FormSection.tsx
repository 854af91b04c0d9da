import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of a form page (会社情報, 振込先口座, ...), with an optional lead line. */
export function FormSection({
  title,
  lead,
  children,
  testId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="lg" data-testid={testId}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {title}
        </Title>
        {lead && (
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
