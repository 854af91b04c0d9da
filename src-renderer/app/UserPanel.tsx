import { Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/api';
import { ja } from '@shared/messages';
import { userPanel } from '@shared/routes';
import { useLogout } from '../session/useLogout';
import { DesktopSettingsModal } from './DesktopSettingsModal';

/** Role name and full name of the logged-in user, account and company settings, this machine's settings, logout. */
export function UserPanel({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const panel = userPanel(user);
  const [settingsOpened, settings] = useDisclosure(false);
  return (
    <Group gap="md" wrap="nowrap">
      <DesktopSettingsModal opened={settingsOpened} onClose={settings.close} />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`${panel.roleName} ${panel.fullName}`} data-testid="user-panel">
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed" data-testid="user-role">
                {panel.roleName}
              </Text>
              <Text size="sm" fw={600} data-testid="user-name">
                {panel.fullName}
              </Text>
            </Stack>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {panel.items.map((item) =>
            item.link ? (
              <Menu.Item key={item.key} component={Link} to={item.link.path}>
                {item.label}
              </Menu.Item>
            ) : null,
          )}
          <Menu.Divider />
          <Menu.Item onClick={settings.open}>{ja.desktop.settingsOpen}</Menu.Item>
          <Menu.Item onClick={() => void logout()}>{ja.actions.logout}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" size="xs" onClick={() => void logout()}>
        {ja.actions.logout}
      </Button>
    </Group>
  );
}
