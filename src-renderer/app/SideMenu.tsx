import { NavLink, Stack } from '@mantine/core';
import { NavLink as RouterLink, useParams } from 'react-router';
import type { CurrentUser } from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import { isRoleAllowed, routeByName, routePath } from '@shared/routes';

/** Side menu: the service list for head office, and the dashboard of the current service. */
export function SideMenu({ user }: { user: CurrentUser }) {
  const params = useParams();
  const subdomain = params.subdomain ?? (user.role === ROLE_MASTER ? undefined : user.service?.subdomain);
  const serviceList = routeByName('serviceList');
  const dashboard = routeByName('dashboard');
  return (
    <Stack gap={2} component="nav" aria-label={routeByName('root').title}>
      {isRoleAllowed(serviceList, user.role) && (
        <NavLink component={RouterLink} to={routePath('serviceList')} label={serviceList.title} end />
      )}
      {subdomain && (
        <NavLink component={RouterLink} to={routePath('dashboard', { subdomain })} label={dashboard.title} />
      )}
    </Stack>
  );
}
