import type { CouponListItem } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import { call } from '../../bridge/call';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';

/** Pause and resume of a coupon, each confirmed in a modal that names it first. */
export function useCouponPause(subdomain: string) {
  return usePendingRowAction({
    run: (coupon: CouponListItem) =>
      call('coupons.updateStatus', {
        subdomain,
        id: coupon.id,
        status: coupon.status === ACCOUNT_STATUS.PAUSE ? ACCOUNT_STATUS.ACTIVE : ACCOUNT_STATUS.PAUSE,
        updatedAt: coupon.updatedAt,
      }),
    invalidate: ['coupons.list', 'coupons.all', 'coupons.get'],
  });
}
