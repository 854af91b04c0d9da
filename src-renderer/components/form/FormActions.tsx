import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The buttons under a form: the primary write with the button-loading flag, and others. */
export function FormActions({
  submitLabel,
  submitting,
  children,
}: {
  submitLabel: string;
  submitting: boolean;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      {children}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
