import { Box, Center, Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { ja } from '@shared/messages';
import { AlertList } from '../platform/alerts/AlertList';
import { ConnectionBanner } from './ConnectionBanner';

/** Layout of Login and password change: the product name and a centred card. */
export function PlainLayout() {
  return (
    <Box mih="100vh" bg="gray.0" py={64}>
      <Center>
        <Title order={1} size="h3" mb="lg">
          {ja.app.productName}
        </Title>
      </Center>
      <Center>
        <Stack w={480} gap={0}>
          <ConnectionBanner />
          <AlertList />
        </Stack>
      </Center>
      <Center>
        <Outlet />
      </Center>
    </Box>
  );
}
