import { Stack, Title } from '@mantine/core';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { ClientUserForm } from './ClientUserForm';

/** `/setting/user/register/client`. */
export default function UserRegisterClientPage() {
  const route = useCurrentRoute();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ClientUserForm />
    </Stack>
  );
}
