import { Stack, Title } from '@mantine/core';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { ShopUserForm } from './ShopUserForm';

/** `/setting/user/register/shop`. */
export default function UserRegisterShopPage() {
  const route = useCurrentRoute();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <ShopUserForm />
    </Stack>
  );
}
