import type { CouponListItem } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import { formatMessage, ja } from '@shared/messages';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import type { PendingRowAction } from '../../components/list/usePendingRowAction';

const texts = ja.coupons.confirm;
const resuming = (coupon: CouponListItem) => coupon.status === ACCOUNT_STATUS.PAUSE;

/** Names the coupon before it is paused or resumed. */
export function CouponPauseConfirm({ pause }: { pause: PendingRowAction<CouponListItem> }) {
  return (
    <PendingRowConfirm
      action={pause}
      danger={false}
      title={(coupon) => (resuming(coupon) ? texts.resumeTitle : texts.pauseTitle)}
      message={(coupon) =>
        formatMessage(resuming(coupon) ? texts.resume : texts.pause, { name: coupon.name })
      }
      confirmLabel={(coupon) => (resuming(coupon) ? ja.coupons.actions.resume : ja.coupons.actions.pause)}
    />
  );
}
