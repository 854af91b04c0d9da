import { SHOP_STATUS, isJudgeable, shopStatusAction } from '@shared/constants';
import type { ShopStatus, ShopStatusAction } from '@shared/constants';

/** A status change offered on a shop's row: the new status and what it means. */
export interface StatusChoice {
  status: ShopStatus;
  action: ShopStatusAction;
}

const JUDGEMENT_TARGETS: ShopStatus[] = [SHOP_STATUS.ACTIVE, SHOP_STATUS.REJECTED, SHOP_STATUS.ON_HOLD];
const SWITCH_TARGETS: ShopStatus[] = [SHOP_STATUS.PAUSED, SHOP_STATUS.ACTIVE];

function choices(from: ShopStatus, targets: ShopStatus[]): StatusChoice[] {
  return targets.flatMap((status) => {
    const action = shopStatusAction(from, status);
    return action ? [{ status, action }] : [];
  });
}

/** Approve, reject, hold: only for shops pending review or on hold (spec section 4). */
export function judgementChoices(from: ShopStatus): StatusChoice[] {
  return isJudgeable(from) ? choices(from, JUDGEMENT_TARGETS) : [];
}

/** Pause an active shop, resume a paused one. */
export function pauseChoices(from: ShopStatus): StatusChoice[] {
  return isJudgeable(from) ? [] : choices(from, SWITCH_TARGETS);
}
