import { Button, Group, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@shared/api';
import { ja } from '@shared/messages';
import { useLogout } from './useLogout';

/** Role name and full name of the logged-in user, with logout. */
export function UserPanel({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  return (
    <Group gap="md" wrap="nowrap">
      <Stack gap={0} align="flex-end">
        <Text size="xs" c="dimmed" data-testid="user-role">
          {ja.roles[user.role]}
        </Text>
        <Text size="sm" fw={600} data-testid="user-name">
          {user.nameSei} {user.nameMei}
        </Text>
      </Stack>
      <Button variant="default" size="xs" onClick={() => void logout()}>
        {ja.actions.logout}
      </Button>
    </Group>
  );
}
