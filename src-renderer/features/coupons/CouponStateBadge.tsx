import { Badge } from '@mantine/core';
import { COUPON_STATE } from '@shared/constants';
import type { CouponState } from '@shared/constants';
import { ja } from '@shared/messages';

/** Badge colour and a text colour that keeps WCAG AA contrast on it. */
const TONES: Record<CouponState, { color: string; text: string }> = {
  [COUPON_STATE.SCHEDULED]: { color: 'blue', text: 'blue.9' },
  [COUPON_STATE.ACTIVE]: { color: 'teal', text: 'dark.6' },
  [COUPON_STATE.PAUSED]: { color: 'yellow', text: 'dark.6' },
  [COUPON_STATE.EXHAUSTED]: { color: 'red', text: 'red.9' },
  [COUPON_STATE.ENDED]: { color: 'gray', text: 'gray.8' },
};

/** The coupon's state as its Japanese label on a coloured badge (never colour alone). */
export function CouponStateBadge({ state }: { state: CouponState }) {
  const tone = TONES[state];
  return (
    <Badge
      color={tone.color}
      c={tone.text}
      variant="light"
      radius="sm"
      fw={700}
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {ja.enums.couponState[state]}
    </Badge>
  );
}
