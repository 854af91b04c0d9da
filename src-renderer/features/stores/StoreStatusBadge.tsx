import { Badge } from '@mantine/core';
import { SHOP_STATUS } from '@shared/constants';
import type { ShopStatus } from '@shared/constants';
import { ja } from '@shared/messages';

/** Badge colour and a text colour that keeps WCAG AA contrast on it. */
const TONES: Record<ShopStatus, { color: string; text: string }> = {
  [SHOP_STATUS.UNDER_REVIEW]: { color: 'blue', text: 'blue.9' },
  [SHOP_STATUS.ACTIVE]: { color: 'teal', text: 'dark.6' },
  [SHOP_STATUS.PAUSED]: { color: 'gray', text: 'gray.8' },
  [SHOP_STATUS.ON_HOLD]: { color: 'yellow', text: 'dark.6' },
  [SHOP_STATUS.REJECTED]: { color: 'red', text: 'red.9' },
};

/** The shop's status as its Japanese label on a coloured badge (never colour alone). */
export function StoreStatusBadge({ status }: { status: ShopStatus }) {
  const tone = TONES[status];
  return (
    <Badge
      color={tone.color}
      c={tone.text}
      variant="light"
      radius="sm"
      fw={700}
      // A narrow table must not cut the label to an ellipsis: the text is the signal.
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {ja.enums.shopStatus[status]}
    </Badge>
  );
}
