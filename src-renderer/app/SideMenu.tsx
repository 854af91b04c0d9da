import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';
import type { CurrentUser, ServiceInView } from '@shared/api';
import { ja } from '@shared/messages';
import { activeMenuKey, ROUTES, sideMenu } from '@shared/routes';
import { MENU_NAVIGATION } from '../components/list/listState';
import type { MenuItem, MenuItemKey } from '@shared/routes';

interface SideMenuProps {
  user: CurrentUser;
  service: ServiceInView | null;
}

/** The side menu of spec section 2, with every visibility rule of section 6 (from src-shared). */
export function SideMenu({ user, service }: SideMenuProps) {
  const { pathname } = useLocation();
  const menu = sideMenu(user, service);
  // The item of the route's area is current, so sub-pages (edit, settings tabs) keep it marked.
  const route = ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  const active = route ? activeMenuKey([...menu.global, ...menu.service, ...menu.sub], route) : null;
  return (
    <Stack gap={2} component="nav" aria-label={ja.app.productName} data-testid="side-menu">
      <MenuItems items={menu.global} active={active} />
      {menu.service.length > 0 && service && menu.global.length > 0 && (
        <Text size="xs" c="dimmed" fw={700} px="sm" pt="sm" pb={4}>
          {service.name}
        </Text>
      )}
      <MenuItems items={menu.service} active={active} />
      {menu.sub.length > 0 && <Divider my="sm" />}
      <MenuItems items={menu.sub} active={active} />
    </Stack>
  );
}

function MenuItems({ items, active }: { items: MenuItem[]; active: MenuItemKey | null }) {
  return items.map((item) =>
    item.link ? (
      <NavLink
        key={item.key}
        component={Link}
        to={item.link.path}
        state={MENU_NAVIGATION}
        label={item.label}
        active={item.key === active}
        aria-current={item.key === active ? 'page' : undefined}
        data-menu-key={item.key}
      />
    ) : (
      <NavLink key={item.key} component="div" label={item.label} data-menu-key={item.key} />
    ),
  );
}
