import { Stack, Title } from '@mantine/core';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { ServiceSettingForm } from './ServiceSettingForm';

/** `/setting/service/create` (master only). */
export default function ServiceSettingCreatePage() {
  const route = useCurrentRoute();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ServiceSettingForm />
    </Stack>
  );
}
