import { Paper, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import { isCallError } from '../../bridge/call';
import { CallFailureNotice } from '../CallFailureNotice';
import { PageLoader } from '../PageLoader';

/**
 * What a list shows instead of its table: loading, "no viewing permission" for a 403 on the
 * list data, or the failure notice.
 */
export function ListStatus({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (isPending) return <PageLoader />;
  if (isCallError(error) && error.status === 403) {
    return (
      <Paper withBorder p="xl">
        <Text ta="center" c="dimmed" data-testid="list-no-permission">
          {ja.errors.noViewingPermission}
        </Text>
      </Paper>
    );
  }
  return <CallFailureNotice error={error} onRetry={onRetry} />;
}
