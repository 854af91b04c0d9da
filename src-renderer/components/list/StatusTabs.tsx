import { Badge, Tabs } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import { formatNumber } from '@shared/format';

const ALL = 'all';

export interface StatusTab {
  value: string;
  label: string;
  /** The rows in this status under the other filters, where the list answer counts them. */
  count?: number;
}

interface StatusTabsProps {
  tabs: StatusTab[];
  /** The first tab's label (すべて): every status. */
  allLabel: string;
  /** The status filter: '' for every status. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId?: string;
  mb?: MantineSpacing;
}

/**
 * 「すべて」 and one tab per status, each with its count where the list gives counts (すべて then
 * shows their sum); choosing one filters the list by it.
 */
export function StatusTabs({ tabs, allLabel, value, onChange, label, testId, mb }: StatusTabsProps) {
  const counted = tabs.some((tab) => tab.count !== undefined);
  const total = tabs.reduce((sum, tab) => sum + (tab.count ?? 0), 0);
  const tab = (tabValue: string, tabLabel: string, count: number | undefined) => (
    <Tabs.Tab
      key={tabValue}
      value={tabValue}
      rightSection={
        counted ? (
          <Badge size="sm" variant="light" color="gray" c="dark.6" radius="sm">
            {formatNumber(count ?? 0)}
          </Badge>
        ) : undefined
      }
    >
      {tabLabel}
    </Tabs.Tab>
  );
  return (
    <Tabs
      value={value || ALL}
      onChange={(next) => onChange(next === ALL || next === null ? '' : next)}
      aria-label={label}
      data-testid={testId}
      mb={mb}
    >
      <Tabs.List>
        {tab(ALL, allLabel, total)}
        {tabs.map((entry) => tab(entry.value, entry.label, entry.count))}
      </Tabs.List>
    </Tabs>
  );
}
