import { useState } from 'react';
import type { ChannelName } from '@shared/ipc';
import { useWriteAction } from '../form/useWriteAction';

interface PendingRowActionOptions<Row, Result extends { message: string }> {
  /** The write, once the user confirmed it. */
  run: (row: Row) => Promise<Result>;
  /** The lists read again after it (also after a failure: a 409 means they are stale). */
  invalidate: readonly ChannelName[];
}

export interface PendingRowAction<Row> {
  /** The row whose action waits for the user's confirmation; null while none does. */
  pending: Row | null;
  ask: (row: Row) => void;
  cancel: () => void;
  confirm: () => void;
  /** Set while the confirmed write runs (the confirm button's loading flag). */
  running: boolean;
}

/**
 * A row's action (delete, pause, cancel a push) asked about in a modal that names the row, then
 * written as every list write is. The modal closes once the write answers, either way: the
 * outcome is an alert on the page the modal would cover.
 */
export function usePendingRowAction<Row, Result extends { message: string }>(
  options: PendingRowActionOptions<Row, Result>,
): PendingRowAction<Row> {
  const [pending, setPending] = useState<Row | null>(null);
  const close = () => setPending(null);
  const write = useWriteAction({ run: options.run, invalidate: options.invalidate, onSuccess: close });
  return {
    pending,
    ask: setPending,
    cancel: close,
    confirm: () => {
      if (pending !== null) write.mutate(pending, { onError: close });
    },
    running: write.isPending,
  };
}
