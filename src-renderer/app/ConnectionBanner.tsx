import { Alert } from '@mantine/core';
import { ja } from '@shared/messages/first-screen';
import { useApiConnection } from '../platform/useApiConnection';

/**
 * A calm notice while main cannot reach the API: nothing is lost, the running CSV jobs are
 * still being checked, and the screens refresh by themselves when the connection returns.
 */
export function ConnectionBanner() {
  const reachable = useApiConnection();
  if (reachable) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      radius={0}
      py={6}
      mb="md"
      role="status"
      title={ja.desktop.offlineTitle}
      data-testid="offline-banner"
    >
      {ja.desktop.offline}
    </Alert>
  );
}
