import type { StoreListItem } from '@shared/api';
import { call } from '../../bridge/call';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';
import type { StatusChoice } from './storeActions';

/** The row action waiting for the user's confirmation. */
export type PendingStoreAction =
  { kind: 'status'; shop: StoreListItem; choice: StatusChoice } | { kind: 'delete'; shop: StoreListItem };

const STORE_LISTS = ['stores.list', 'stores.all', 'groups.all', 'groups.list'] as const;

/** Status changes and deletes of the store list, each asked for in a confirmation first. */
export function useStoreActions(subdomain: string) {
  const action = usePendingRowAction({
    run: (pending: PendingStoreAction) =>
      pending.kind === 'status'
        ? call('stores.updateStatus', {
            subdomain,
            id: pending.shop.id,
            status: pending.choice.status,
            updatedAt: pending.shop.updatedAt,
          })
        : call('stores.delete', { subdomain, id: pending.shop.id, updatedAt: pending.shop.updatedAt }),
    invalidate: STORE_LISTS,
  });
  return {
    action,
    askStatus: (shop: StoreListItem, choice: StatusChoice) => action.ask({ kind: 'status', shop, choice }),
    askDelete: (shop: StoreListItem) => action.ask({ kind: 'delete', shop }),
  };
}
