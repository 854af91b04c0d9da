import { Button, Group, Paper } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ja } from '@shared/messages';

interface FilterPanelProps {
  children: ReactNode;
  onSearch: () => void;
  onClear: () => void;
}

/** The filter panel above a list: Enter or 検索 searches, クリア resets. */
export function FilterPanel({ children, onSearch, onClear }: FilterPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} role="search">
      <Group align="flex-end" gap="md">
        {children}
        <Group gap="xs">
          <Button type="submit">{ja.actions.search}</Button>
          <Button variant="default" onClick={onClear}>
            {ja.actions.clear}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
