import { useMutation } from '@tanstack/react-query';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { call } from '../../bridge/call';
import { useAlertStore } from '../../platform/alerts/useAlerts';

/**
 * Shows a saved export file in the OS file manager. Main finds the path from its own record;
 * a file that was moved or deleted answers with a message shown as an error alert.
 */
export function useShowInFolder() {
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  return useMutation({
    mutationFn: (recentId: string) => call('exports.showInFolder', { recentId }),
    onMutate: () => alerts.clear(),
    onError: (error) => handleFailure(error),
  });
}
