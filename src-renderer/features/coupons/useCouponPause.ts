import { useState } from 'react';
import type { CouponListItem } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import { call } from '../../bridge/call';
import { useWriteAction } from '../../components/form/useWriteAction';

/** Pause and resume of a coupon, each confirmed in a modal that names it first. */
export function useCouponPause(subdomain: string) {
  const [pending, setPending] = useState<CouponListItem | null>(null);
  const close = () => setPending(null);
  const change = useWriteAction({
    run: (coupon: CouponListItem) =>
      call('coupons.updateStatus', {
        subdomain,
        id: coupon.id,
        status: coupon.status === ACCOUNT_STATUS.PAUSE ? ACCOUNT_STATUS.ACTIVE : ACCOUNT_STATUS.PAUSE,
        updatedAt: coupon.updatedAt,
      }),
    invalidate: ['coupons.list', 'coupons.all', 'coupons.get'],
    onSuccess: close,
  });
  return {
    pending,
    ask: setPending,
    cancel: close,
    confirm: () => pending && change.mutate(pending, { onError: close }),
    running: change.isPending,
  };
}
