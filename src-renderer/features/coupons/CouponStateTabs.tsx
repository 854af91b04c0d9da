import { Badge, Tabs } from '@mantine/core';
import type { CouponStateCounts } from '@shared/api';
import { formatNumber } from '@shared/format';
import { ja } from '@shared/messages';

const ALL = 'all';

interface CouponStateTabsProps {
  counts: CouponStateCounts;
  /** The state filter: '' for every state. */
  state: string;
  onChange: (state: string) => void;
}

/** 「すべて」 and one tab per state with its count; choosing one filters the list by it. */
export function CouponStateTabs({ counts, state, onChange }: CouponStateTabsProps) {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const tab = (value: string, label: string, count: number) => (
    <Tabs.Tab
      key={value}
      value={value}
      rightSection={
        <Badge size="sm" variant="light" color="gray" c="dark.6" radius="sm">
          {formatNumber(count)}
        </Badge>
      }
    >
      {label}
    </Tabs.Tab>
  );
  return (
    <Tabs
      value={state || ALL}
      onChange={(value) => onChange(value === ALL || value === null ? '' : value)}
      aria-label={ja.coupons.stateTabsLabel}
      data-testid="coupon-state-tabs"
    >
      <Tabs.List>
        {tab(ALL, ja.coupons.stateAll, total)}
        {counts.map((entry) => tab(entry.state, ja.enums.couponState[entry.state], entry.count))}
      </Tabs.List>
    </Tabs>
  );
}
