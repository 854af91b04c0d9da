import { Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatMessage, ja } from '@shared/messages';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../session/useSession';
import { useServiceDetail } from '../../session/useServiceInView';

/** The service dashboard, labelled with the service name. Its statistics come with the summary area. */
export default function DashboardPage() {
  const { subdomain = '' } = useParams();
  const { data: user } = useSession();
  const service = useServiceDetail(subdomain);

  if (service.isPending) return <PageLoader />;
  if (service.isError)
    return <CallFailureNotice error={service.error} onRetry={() => void service.refetch()} />;

  return (
    <Stack gap="lg">
      <Title order={2} data-testid="dashboard-service-name">
        {service.data.name}
      </Title>
      <Paper withBorder p="lg">
        <Stack gap="xs">
          {user && (
            <Text fw={600}>
              {formatMessage(ja.dashboard.welcome, { name: `${user.nameSei} ${user.nameMei}` })}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
