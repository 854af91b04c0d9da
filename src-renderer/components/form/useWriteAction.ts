import { useMutation } from '@tanstack/react-query';
import type { ChannelName } from '@shared/ipc';
import { useInvalidateChannels } from '../../bridge/channelQuery';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { useAlertStore } from '../../platform/alerts/useAlerts';

interface WriteActionOptions<Vars, Result extends { message: string }> {
  /** The write; resolves with the answer or throws a CallError. */
  run: (variables: Vars) => Promise<Result>;
  /** The channels whose answers are read again after the write (also after a failure: a 409 means they are stale). */
  invalidate: readonly ChannelName[];
  onSuccess?: (result: Result, variables: Vars) => void;
}

/**
 * A write started from a list (status change, delete, add to group): earlier alerts cleared,
 * the button-loading flag, the answer's message as the success alert, failures by the status
 * policy (a 409 becomes an error alert), and the lists read again.
 */
export function useWriteAction<Vars, Result extends { message: string }>(
  options: WriteActionOptions<Vars, Result>,
) {
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  const invalidate = useInvalidateChannels();
  const refresh = () => invalidate(options.invalidate);

  return useMutation({
    mutationFn: options.run,
    onMutate: () => alerts.clear(),
    onSuccess: (result, variables) => {
      alerts.add({ message: result.message, type: 'success' });
      options.onSuccess?.(result, variables);
      return refresh();
    },
    onError: (error) => {
      handleFailure(error);
      return refresh();
    },
  });
}
