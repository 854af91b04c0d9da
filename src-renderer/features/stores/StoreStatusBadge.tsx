import { SHOP_STATUS } from '@shared/constants';
import type { ShopStatus } from '@shared/constants';
import { ja } from '@shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import type { StatusTone } from '../../components/StatusBadge';

/** Badge colour and a text colour that keeps WCAG AA contrast on it. */
const TONES: Record<ShopStatus, StatusTone> = {
  [SHOP_STATUS.UNDER_REVIEW]: { color: 'blue', text: 'blue.9' },
  [SHOP_STATUS.ACTIVE]: { color: 'teal', text: 'dark.6' },
  [SHOP_STATUS.PAUSED]: { color: 'gray', text: 'gray.8' },
  [SHOP_STATUS.ON_HOLD]: { color: 'yellow', text: 'dark.6' },
  [SHOP_STATUS.REJECTED]: { color: 'red', text: 'red.9' },
};

/** The shop's status as its Japanese label on a coloured badge (never colour alone). */
export function StoreStatusBadge({ status }: { status: ShopStatus }) {
  return <StatusBadge label={ja.enums.shopStatus[status]} tone={TONES[status]} />;
}
