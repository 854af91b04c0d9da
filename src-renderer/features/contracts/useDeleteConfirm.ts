import { useState } from 'react';
import type { ChannelName } from '@shared/ipc';
import { useWriteAction } from '../../components/form/useWriteAction';

/** A delete from a list: the row is asked about first (the modal names it), then deleted. */
export function useDeleteConfirm<Row>(
  run: (row: Row) => Promise<{ message: string }>,
  invalidate: readonly ChannelName[],
) {
  const [pending, setPending] = useState<Row | null>(null);
  const write = useWriteAction({ run, invalidate, onSuccess: () => setPending(null) });
  return {
    pending,
    running: write.isPending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) write.mutate(pending, { onError: () => setPending(null) });
    },
  };
}
