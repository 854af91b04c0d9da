import { AppShell, Group, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ja } from '@shared/messages';
import { AlertList } from '../components/alerts/AlertList';
import { PageLoader } from '../components/PageLoader';
import { SideMenu } from './SideMenu';
import { UserPanel } from './UserPanel';
import { useSession } from './useSession';

/** The logged-in layout: header with the product and the user panel, side menu, content. */
export function AppLayout() {
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm' }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4">
            {ja.app.productName}
            {user.service ? `（${user.service.name}）` : ''}
          </Title>
          <UserPanel user={user} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <SideMenu user={user} />
      </AppShell.Navbar>
      <AppShell.Main>
        <AlertList />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
