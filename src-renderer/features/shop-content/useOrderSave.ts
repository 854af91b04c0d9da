import { useState } from 'react';
import type { ContentOrderResponse } from '@shared/api';
import type { ChannelName } from '@shared/ipc';
import { useWriteAction } from '../../components/form/useWriteAction';

/**
 * Saves a new order at once: the list shows it while the call runs, the answer's message is
 * the success alert; a 409 (someone changed the list meanwhile) shows 「他のユーザーによって既に
 * 更新されています。」 and the list is read again either way.
 */
export function useOrderSave(
  save: (ids: number[]) => Promise<ContentOrderResponse>,
  invalidate: readonly ChannelName[],
) {
  const [pending, setPending] = useState<number[] | null>(null);
  const action = useWriteAction({ run: save, invalidate });
  return {
    pendingOrder: pending,
    saving: action.isPending,
    save: (ids: number[]) => {
      setPending(ids);
      action.mutate(ids, { onSettled: () => setPending(null) });
    },
  };
}
