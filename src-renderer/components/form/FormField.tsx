import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages';

/** A field label with the 「必須」 badge for required fields (UI guidelines). */
export function FieldLabel({ children, required = false }: { children: ReactNode; required?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span fw={600} size="sm">
        {children}
      </Text>
      {required && (
        <Badge size="xs" color="red" variant="light" radius="sm" component="span">
          {ja.pages.required}
        </Badge>
      )}
    </Group>
  );
}
