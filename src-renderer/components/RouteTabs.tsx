import { Box, Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

export interface RouteTab {
  label: string;
  path: string;
  current: boolean;
}

/**
 * Links between the sibling screens of one area (a list and its neighbours: 顧客一覧 and
 * 連携済み顧客一覧, 店舗一覧 and グループ一覧, ...), drawn as tabs under the page title. They are
 * links, not ARIA tabs: each opens a screen of its own. Nothing is drawn for a single screen.
 */
export function RouteTabs({ tabs, label }: { tabs: readonly RouteTab[]; label: string }) {
  if (tabs.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="route-tabs"
    >
      <Group gap={0} wrap="wrap">
        {tabs.map((tab) => (
          <UnstyledButton
            key={tab.path}
            component={Link}
            to={tab.path}
            aria-current={tab.current ? 'page' : undefined}
            px="md"
            py={8}
            fz="sm"
            fw={tab.current ? 700 : 500}
            c={tab.current ? 'blue.8' : 'gray.8'}
            style={{
              marginBottom: -1,
              borderBottom: `2px solid ${tab.current ? 'var(--mantine-color-blue-7)' : 'transparent'}`,
            }}
          >
            {tab.label}
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}
