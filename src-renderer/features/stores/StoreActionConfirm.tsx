import { formatMessage, ja } from '@shared/messages';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { PendingStoreAction } from './useStoreActions';

const texts = ja.stores.confirm;

interface StoreActionConfirmProps {
  pending: PendingStoreAction | null;
  running: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Names the shop before a status change or a delete. */
export function StoreActionConfirm({ pending, running, onConfirm, onCancel }: StoreActionConfirmProps) {
  if (!pending) return null;
  const name = pending.shop.storeName;
  if (pending.kind === 'delete') {
    return (
      <ConfirmModal
        opened
        danger
        title={texts.deleteTitle}
        message={formatMessage(texts.delete, { name })}
        confirmLabel={ja.actions.delete}
        loading={running}
        onConfirm={onConfirm}
        onClose={onCancel}
      />
    );
  }
  const action = ja.enums.shopStatusAction[pending.choice.action];
  return (
    <ConfirmModal
      opened
      danger={pending.choice.action === 'reject'}
      title={texts.statusTitle}
      message={formatMessage(texts.status, { name, action })}
      confirmLabel={formatMessage(texts.execute, { action })}
      loading={running}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
