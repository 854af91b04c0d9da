import type { CouponStateCounts } from '@shared/api';
import { ja } from '@shared/messages';
import { StatusTabs } from '../../components/list/StatusTabs';

/** The coupon list's state tabs, each with its count. */
export function CouponStateTabs({
  counts,
  state,
  onChange,
}: {
  counts: CouponStateCounts;
  /** The state filter: '' for every state. */
  state: string;
  onChange: (state: string) => void;
}) {
  return (
    <StatusTabs
      tabs={counts.map((entry) => ({
        value: entry.state,
        label: ja.enums.couponState[entry.state],
        count: entry.count,
      }))}
      allLabel={ja.coupons.stateAll}
      value={state}
      onChange={onChange}
      label={ja.coupons.stateTabsLabel}
      testId="coupon-state-tabs"
    />
  );
}
