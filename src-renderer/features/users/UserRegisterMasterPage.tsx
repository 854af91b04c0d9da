import { Stack, Title } from '@mantine/core';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { MasterUserForm } from './MasterUserForm';

/** `/setting/user/register/master`. */
export default function UserRegisterMasterPage() {
  const route = useCurrentRoute();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <MasterUserForm />
    </Stack>
  );
}
