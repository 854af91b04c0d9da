import { Box, Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages/start';
import { AlertList } from '../platform/alerts/AlertList';
import { ConnectionBanner } from './ConnectionBanner';

/** Login and password change: the product name, the connection and alerts, and a centred card. */
export function PlainFrame({ children }: { children: ReactNode }) {
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
      <Center>{children}</Center>
    </Box>
  );
}
