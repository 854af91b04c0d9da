import { Paper, Stack, Text, Title } from '@mantine/core';
import { ja } from '@shared/messages';
import { useCurrentRoute } from '../../platform/useCurrentRoute';

/** A route of the spec whose screen this version does not have yet: says so instead of a blank area. */
export default function ScreenNotAvailablePage() {
  const route = useCurrentRoute();
  return (
    <Stack gap="lg">
      <Title order={2}>{route.title}</Title>
      <Paper withBorder p="lg">
        <Text>{ja.pages.screenNotAvailable}</Text>
      </Paper>
    </Stack>
  );
}
