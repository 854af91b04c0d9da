import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { CallFailureNotice } from '../../components/CallFailureNotice';
import { PageLoader } from '../../components/PageLoader';
import { ServiceSecondFactorPolicy } from './ServiceSecondFactorPolicy';
import { ServiceSettingForm } from './ServiceSettingForm';
import { useServiceSetting } from './useServiceSetting';

/** `/setting/service/edit/{subdomain}` (head office; a client only its own service). */
export default function ServiceSettingEditPage() {
  const route = useCurrentRoute();
  const { subdomain = '' } = useParams();
  const setting = useServiceSetting(subdomain);
  if (setting.isPending) return <PageLoader />;
  if (setting.isError)
    return <CallFailureNotice error={setting.error} onRetry={() => void setting.refetch()} />;
  const loaded = setting.data.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{route.title}</Title>
        <Text fw={600}>{loaded.name}</Text>
      </Stack>
      <ServiceSettingForm key={loaded.updatedAt} setting={loaded} onReload={() => void setting.refetch()} />
      <ServiceSecondFactorPolicy subdomain={loaded.subdomain} />
    </Stack>
  );
}
