import { NOTIFICATION_STATES } from '@shared/api';
import { ja } from '@shared/messages';
import { StatusTabs } from '../../components/list/StatusTabs';

const TABS = NOTIFICATION_STATES.map((value) => ({ value, label: ja.notifications.state[value] }));

/** The notification list's state tabs (表示予定, 表示中, 終了). */
export function NotificationStateTabs({
  state,
  onChange,
}: {
  state: string;
  onChange: (state: string) => void;
}) {
  return (
    <StatusTabs
      tabs={TABS}
      allLabel={ja.notifications.filters.any}
      value={state}
      onChange={onChange}
      label={ja.notifications.filters.state}
      mb="sm"
    />
  );
}
