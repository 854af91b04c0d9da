import { Paper, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** A route of the spec whose screen this version does not have yet: says so instead of a blank area. */
export default function ScreenNotAvailablePage() {
  return (
    <RouteScreen>
      <Paper withBorder p="lg">
        <Text>{ja.pages.screenNotAvailable}</Text>
      </Paper>
    </RouteScreen>
  );
}
