import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { ja } from '@shared/messages';

/** The loading indicator that turns on with every navigation (spec section 2). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size="xs"
      radius={0}
      pos="absolute"
      top={0}
      left={0}
      right={0}
      aria-label={ja.app.loading}
    />
  );
}
