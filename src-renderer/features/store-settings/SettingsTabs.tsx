import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { routeByName } from '@shared/routes';
import { SETTINGS_PAGES, settingsPagePath } from './settingsShop';
import type { SettingsPage, SettingsShop } from './settingsShop';

/** Links between the four settings pages of one shop; the current one is marked. */
export function SettingsTabs({
  current,
  shop,
  role,
}: {
  current: SettingsPage;
  shop: SettingsShop;
  role: Role;
}) {
  return (
    <Group gap={4} component="nav" aria-label={ja.menu.storeSettings} wrap="wrap">
      {SETTINGS_PAGES.map((page) => (
        <Button
          key={page}
          component={Link}
          to={settingsPagePath(page, shop, role)}
          variant={page === current ? 'light' : 'subtle'}
          size="compact-md"
          aria-current={page === current ? 'page' : undefined}
        >
          {routeByName(page).title}
        </Button>
      ))}
    </Group>
  );
}
