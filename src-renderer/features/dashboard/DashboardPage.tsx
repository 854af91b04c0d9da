import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DASHBOARD_REFRESH_MS, MS_PER_SECOND } from '@shared/constants';
import { formatDateTime } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { historyRouteName, routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { useSession } from '../../session/useSession';
import { useServiceDetail } from '../../session/useServiceInView';
import { ListStatus } from '../../components/list/ListStatus';
import { DailySalesPanel } from './DailySalesPanel';
import { scopeLine } from './dashboardFigures';
import { LatestPaymentsPanel } from './LatestPaymentsPanel';
import { NoticesPanel } from './NoticesPanel';
import { SalesCard } from './SalesCard';
import { TopShopsPanel } from './TopShopsPanel';
import { useDashboard } from './useDashboard';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';

const texts = ja.dashboard;

/** The figures, asked as the route is matched (at sign-in, while the shell is built). */
export const prefetch: ScreenPrefetch = ({ queryClient, params }) =>
  prefetchChannel(queryClient, 'dashboard.get', { subdomain: params.subdomain ?? '' });

/**
 * The service dashboard, labelled with the service name, for all four roles: today and this
 * month against the period before, the last thirty days, the best shops (head office, group)
 * or the newest payments, and the notices in force. It asks for new figures every few seconds.
 */
export default function DashboardPage() {
  const { subdomain = '' } = useParams();
  const { data: user } = useSession();
  const canAccess = useCanAccess();
  const service = useServiceDetail(subdomain);
  const dashboard = useDashboard(subdomain);
  const figures = dashboard.data?.data;
  const history = user ? historyRouteName(user) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          {service.isLoading ? (
            // The heading is the service's name: no title flickering from the fallback to the name.
            <Skeleton height={32} width={280} aria-hidden />
          ) : (
            <Title order={2} data-testid="dashboard-service-name">
              {service.data?.name ?? texts.title}
            </Title>
          )}
          {user && (
            <Text size="sm" c="dimmed">
              {formatMessage(texts.welcome, { name: `${user.nameSei} ${user.nameMei}` })}
              {figures && ` ${scopeLine(figures.scope)}`}
            </Text>
          )}
        </Stack>
        {figures && (
          <Text size="xs" c="dimmed" data-testid="dashboard-refreshed">
            {formatMessage(texts.refreshedAt, {
              time: formatDateTime(figures.generatedAt),
              seconds: DASHBOARD_REFRESH_MS / MS_PER_SECOND,
            })}
          </Text>
        )}
      </Group>
      {figures ? (
        <>
          <NoticesPanel notices={figures.notices} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SalesCard
              label={texts.today}
              current={figures.today}
              previous={figures.yesterdaySameTime ?? figures.yesterday}
              previousLabel={
                figures.yesterdaySameTime ? texts.versusYesterdaySameTime : texts.versusYesterday
              }
              testId="dashboard-today"
            />
            <SalesCard
              label={texts.thisMonth}
              current={figures.thisMonth}
              previous={figures.lastMonthToDate}
              previousLabel={texts.versusLastMonth}
              testId="dashboard-month"
            />
          </SimpleGrid>
          <DailySalesPanel daily={figures.daily} />
          <SimpleGrid cols={{ base: 1, lg: figures.scope.kind === 'shop' ? 1 : 2 }}>
            {figures.scope.kind !== 'shop' && <TopShopsPanel shops={figures.topShops} />}
            <LatestPaymentsPanel
              payments={figures.latestPayments}
              withShop={figures.scope.kind !== 'shop'}
              historyPath={history && canAccess(history) ? routePath(history, { subdomain }) : null}
            />
          </SimpleGrid>
        </>
      ) : (
        <ListStatus
          isPending={dashboard.isPending}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      )}
    </Stack>
  );
}
