import { formatMessage, ja } from '@shared/messages';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import type { PendingRowAction } from '../../components/list/usePendingRowAction';
import type { PendingStoreAction } from './useStoreActions';

const texts = ja.stores.confirm;
const statusAction = (pending: PendingStoreAction) =>
  pending.kind === 'status' ? ja.enums.shopStatusAction[pending.choice.action] : '';

/** Names the shop before a status change or a delete. */
export function StoreActionConfirm({ action }: { action: PendingRowAction<PendingStoreAction> }) {
  return (
    <PendingRowConfirm
      action={action}
      danger={(pending) => pending.kind === 'delete' || pending.choice.action === 'reject'}
      title={(pending) => (pending.kind === 'delete' ? texts.deleteTitle : texts.statusTitle)}
      message={(pending) =>
        pending.kind === 'delete'
          ? formatMessage(texts.delete, { name: pending.shop.storeName })
          : formatMessage(texts.status, { name: pending.shop.storeName, action: statusAction(pending) })
      }
      confirmLabel={(pending) =>
        pending.kind === 'delete'
          ? ja.actions.delete
          : formatMessage(texts.execute, { action: statusAction(pending) })
      }
    />
  );
}
