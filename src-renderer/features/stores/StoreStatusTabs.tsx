import { Badge, Tabs } from '@mantine/core';
import type { StoreStatusCounts } from '@shared/api';
import { formatNumber } from '@shared/format';
import { ja } from '@shared/messages';

const ALL = 'all';

interface StoreStatusTabsProps {
  /** Shops per status under the other filters (the list answer's countData). */
  counts: StoreStatusCounts;
  /** The status filter: '' for every status. */
  status: string;
  onChange: (status: string) => void;
}

/** 「すべて」 and one tab per status with its count; choosing one filters the list by it. */
export function StoreStatusTabs({ counts, status, onChange }: StoreStatusTabsProps) {
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
      value={status || ALL}
      onChange={(value) => onChange(value === ALL || value === null ? '' : value)}
      aria-label={ja.stores.statusTabsLabel}
      data-testid="store-status-tabs"
    >
      <Tabs.List>
        {tab(ALL, ja.stores.statusAll, total)}
        {counts.map((entry) => tab(String(entry.status), ja.enums.shopStatus[entry.status], entry.count))}
      </Tabs.List>
    </Tabs>
  );
}
