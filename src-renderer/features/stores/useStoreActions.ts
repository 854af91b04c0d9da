import { useState } from 'react';
import type { StoreListItem } from '@shared/api';
import { call } from '../../bridge/call';
import { useWriteAction } from '../../components/form/useWriteAction';
import type { StatusChoice } from './storeActions';

/** The row action waiting for the user's confirmation. */
export type PendingStoreAction =
  { kind: 'status'; shop: StoreListItem; choice: StatusChoice } | { kind: 'delete'; shop: StoreListItem };

const STORE_LISTS = ['stores.list', 'stores.all', 'groups.all', 'groups.list'] as const;

/** Status changes and deletes of the store list, each asked for in a confirmation first. */
export function useStoreActions(subdomain: string) {
  const [pending, setPending] = useState<PendingStoreAction | null>(null);
  const close = () => setPending(null);
  const statusChange = useWriteAction({
    run: ({ shop, choice }: { shop: StoreListItem; choice: StatusChoice }) =>
      call('stores.updateStatus', {
        subdomain,
        id: shop.id,
        status: choice.status,
        updatedAt: shop.updatedAt,
      }),
    invalidate: STORE_LISTS,
    onSuccess: close,
  });
  const remove = useWriteAction({
    run: (shop: StoreListItem) =>
      call('stores.delete', { subdomain, id: shop.id, updatedAt: shop.updatedAt }),
    invalidate: STORE_LISTS,
    onSuccess: close,
  });

  return {
    pending,
    askStatus: (shop: StoreListItem, choice: StatusChoice) => setPending({ kind: 'status', shop, choice }),
    askDelete: (shop: StoreListItem) => setPending({ kind: 'delete', shop }),
    cancel: close,
    confirm: () => {
      if (pending?.kind === 'status') statusChange.mutate(pending, { onError: close });
      if (pending?.kind === 'delete') remove.mutate(pending.shop, { onError: close });
    },
    running: statusChange.isPending || remove.isPending,
  };
}
