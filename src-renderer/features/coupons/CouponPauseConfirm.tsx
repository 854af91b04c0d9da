import type { CouponListItem } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { ConfirmModal } from '../../components/ConfirmModal';

const texts = ja.coupons.confirm;

interface CouponPauseConfirmProps {
  coupon: CouponListItem | null;
  running: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Names the coupon before it is paused or resumed. */
export function CouponPauseConfirm({ coupon, running, onConfirm, onCancel }: CouponPauseConfirmProps) {
  if (!coupon) return null;
  const resuming = coupon.status === ACCOUNT_STATUS.PAUSE;
  return (
    <ConfirmModal
      opened
      title={resuming ? texts.resumeTitle : texts.pauseTitle}
      message={formatMessage(resuming ? texts.resume : texts.pause, { name: coupon.name })}
      confirmLabel={resuming ? ja.coupons.actions.resume : ja.coupons.actions.pause}
      loading={running}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
