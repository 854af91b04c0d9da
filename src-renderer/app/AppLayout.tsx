import { AppShell, Group, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ja } from '@shared/messages';
import { AlertList } from '../platform/alerts/AlertList';
import { canExportCsv } from '../components/csv/canExportCsv';
import { CsvJobsProvider } from '../components/csv/CsvJobsProvider';
import { RecentExportsButton } from '../components/csv/RecentExportsButton';
import { PageLoader } from '../components/PageLoader';
import { ConnectionBanner } from './ConnectionBanner';
import { NavigationProgress } from './NavigationProgress';
import { PasswordExpiryBanner } from './PasswordExpiryBanner';
import { SideMenu } from './SideMenu';
import { UserPanel } from './UserPanel';
import { useServiceDetail, useSubdomainInView } from '../session/useServiceInView';
import { useSession } from '../session/useSession';

/** The logged-in layout: header with the product, the service and the user panel, side menu, content. */
export function AppLayout() {
  const { data: user } = useSession();
  const subdomain = useSubdomainInView(user);
  const service = useServiceDetail(subdomain);
  if (!user) return null;
  const serviceName = service.data?.name ?? user.service?.name;
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm' }} padding="lg">
      <AppShell.Header>
        <NavigationProgress />
        <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4" data-testid="header-title">
            {ja.app.productName}
            {serviceName ? `（${serviceName}）` : ''}
          </Title>
          <Group gap="md" wrap="nowrap">
            {canExportCsv(user.role) && <RecentExportsButton />}
            <UserPanel user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <SideMenu user={user} service={service.data ?? null} />
      </AppShell.Navbar>
      <AppShell.Main>
        <ConnectionBanner />
        <PasswordExpiryBanner user={user} />
        <AlertList />
        <CsvJobsProvider>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </CsvJobsProvider>
      </AppShell.Main>
    </AppShell>
  );
}
