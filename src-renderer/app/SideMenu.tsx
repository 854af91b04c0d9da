import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import type { CurrentUser, ServiceDetail } from '@shared/api';
import { ja } from '@shared/messages';
import { sideMenu } from '@shared/routes';
import type { MenuItem } from '@shared/routes';

interface SideMenuProps {
  user: CurrentUser;
  service: ServiceDetail | null;
}

/** The side menu of spec section 2, with every visibility rule of section 6 (from src-shared). */
export function SideMenu({ user, service }: SideMenuProps) {
  const menu = sideMenu(user, service);
  return (
    <Stack gap={2} component="nav" aria-label={ja.app.productName} data-testid="side-menu">
      <MenuItems items={menu.global} />
      {menu.service.length > 0 && service && menu.global.length > 0 && (
        <Text size="xs" c="dimmed" fw={700} px="sm" pt="sm" pb={4}>
          {service.name}
        </Text>
      )}
      <MenuItems items={menu.service} />
      {menu.sub.length > 0 && <Divider my="sm" />}
      <MenuItems items={menu.sub} />
    </Stack>
  );
}

function MenuItems({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  return items.map((item) =>
    item.link ? (
      <NavLink
        key={item.key}
        component={RouterLink}
        to={item.link.path}
        label={item.label}
        active={pathname === item.link.path || pathname.startsWith(`${item.link.path}/`)}
        data-menu-key={item.key}
      />
    ) : (
      <NavLink key={item.key} component="div" label={item.label} data-menu-key={item.key} />
    ),
  );
}
