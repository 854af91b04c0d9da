import { COUPON_STATE } from '@shared/constants';
import type { CouponState } from '@shared/constants';
import { ja } from '@shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import type { StatusTone } from '../../components/StatusBadge';

/** Badge colour and a text colour that keeps WCAG AA contrast on it. */
const TONES: Record<CouponState, StatusTone> = {
  [COUPON_STATE.SCHEDULED]: { color: 'blue', text: 'blue.9' },
  [COUPON_STATE.ACTIVE]: { color: 'teal', text: 'dark.6' },
  [COUPON_STATE.PAUSED]: { color: 'yellow', text: 'dark.6' },
  [COUPON_STATE.EXHAUSTED]: { color: 'red', text: 'red.9' },
  [COUPON_STATE.ENDED]: { color: 'gray', text: 'gray.8' },
};

/** The coupon's state as its Japanese label on a coloured badge (never colour alone). */
export function CouponStateBadge({ state }: { state: CouponState }) {
  return <StatusBadge label={ja.enums.couponState[state]} tone={TONES[state]} />;
}
