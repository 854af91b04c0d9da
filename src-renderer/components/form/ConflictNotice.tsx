import { Alert, Button, Group, Text } from '@mantine/core';
import { ja } from '@shared/messages';

/** The 409 "already updated by another user" message with a reload of the latest record. */
export function ConflictNotice({ message, onReload }: { message: string | null; onReload: () => void }) {
  if (!message) return null;
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="conflict-notice">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" onClick={onReload}>
          {ja.pages.conflictReload}
        </Button>
      </Group>
    </Alert>
  );
}
