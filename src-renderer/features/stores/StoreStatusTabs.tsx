import type { StoreStatusCounts } from '@shared/api';
import { ja } from '@shared/messages';
import { StatusTabs } from '../../components/list/StatusTabs';

/** The store list's status tabs, each with its count. */
export function StoreStatusTabs({
  counts,
  status,
  onChange,
}: {
  /** Shops per status under the other filters (the list answer's countData). */
  counts: StoreStatusCounts;
  /** The status filter: '' for every status. */
  status: string;
  onChange: (status: string) => void;
}) {
  return (
    <StatusTabs
      tabs={counts.map((entry) => ({
        value: String(entry.status),
        label: ja.enums.shopStatus[entry.status],
        count: entry.count,
      }))}
      allLabel={ja.stores.statusAll}
      value={status}
      onChange={onChange}
      label={ja.stores.statusTabsLabel}
      testId="store-status-tabs"
    />
  );
}
