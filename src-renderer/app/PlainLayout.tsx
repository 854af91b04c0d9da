import { Box, Center, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ja } from '@shared/messages/start';
import { AlertList } from '../platform/alerts/AlertList';
import { whenIdle } from '../platform/whenIdle';
import { ConnectionBanner } from './ConnectionBanner';
import { prefetchSignedIn } from './lazyShell';

/**
 * Layout of Login and password change: the product name and a centred card. Once it shows, what
 * the console needs after signing in is fetched in the background.
 */
export function PlainLayout() {
  useEffect(() => whenIdle(prefetchSignedIn), []);
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
