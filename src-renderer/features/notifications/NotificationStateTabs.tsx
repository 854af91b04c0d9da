import { Tabs } from '@mantine/core';
import { NOTIFICATION_STATES } from '@shared/api';
import { ja } from '@shared/messages';

const ALL = 'all';

/** 「すべて」 and one tab per state (表示予定, 表示中, 終了); choosing one filters the list. */
export function NotificationStateTabs({
  state,
  onChange,
}: {
  state: string;
  onChange: (state: string) => void;
}) {
  return (
    <Tabs
      value={state || ALL}
      onChange={(value) => onChange(value === ALL || value === null ? '' : value)}
      aria-label={ja.notifications.filters.state}
      mb="sm"
    >
      <Tabs.List>
        <Tabs.Tab value={ALL}>{ja.notifications.filters.any}</Tabs.Tab>
        {NOTIFICATION_STATES.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {ja.notifications.state[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
