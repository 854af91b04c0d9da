import { Center, Loader, Stack, Text } from '@mantine/core';
import { ja } from '@shared/messages/first-screen';

/** Full-area loading indicator with the Japanese "loading" text. */
export function PageLoader() {
  return (
    <Center mih={240} h="100%" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {ja.app.loading}
        </Text>
      </Stack>
    </Center>
  );
}
