import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { useAlertStore } from '../../platform/alerts/useAlerts';

interface WriteActionOptions<Vars, Result extends { message: string }> {
  /** The write; resolves with the answer or throws a CallError. */
  run: (variables: Vars) => Promise<Result>;
  /** Lists to read again after the write (also after a failure: a 409 means they are stale). */
  invalidate: QueryKey[];
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
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

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
