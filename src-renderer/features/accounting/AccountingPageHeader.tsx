import { Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routePath } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { useCurrentRoute } from '../../platform/useCurrentRoute';

/** The title of a 会計ソフト連携 screen and the button to its sibling (the export ⇄ the settings). */
export function AccountingPageHeader({
  subdomain,
  sibling,
  label,
}: {
  subdomain: string;
  sibling: Extract<RouteName, 'accountingExport' | 'accountingSettings'>;
  label: string;
}) {
  const route = useCurrentRoute();
  return (
    <Group justify="space-between" align="center">
      <Title order={2}>{route.title}</Title>
      <Button component={Link} to={routePath(sibling, { subdomain })} variant="default">
        {label}
      </Button>
    </Group>
  );
}
