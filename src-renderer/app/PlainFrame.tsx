import { Box, Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ja } from '@shared/messages/first-screen';
import { ConnectionBanner } from './ConnectionBanner';

interface PlainFrameProps {
  /** The alert list once the router runs (nothing adds an alert before it). */
  alerts?: ReactNode;
  children: ReactNode;
}

/** Login and password change: the product name, the connection state, alerts and a centred card. */
export function PlainFrame({ alerts, children }: PlainFrameProps) {
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
          {alerts}
        </Stack>
      </Center>
      <Center>{children}</Center>
    </Box>
  );
}
