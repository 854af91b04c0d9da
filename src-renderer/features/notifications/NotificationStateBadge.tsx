import type { NotificationState } from '@shared/api';
import { ja } from '@shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import type { StatusTone } from '../../components/StatusBadge';

/** Badge colour and a text colour that keeps WCAG AA contrast on it. */
const TONES: Record<NotificationState, StatusTone> = {
  scheduled: { color: 'blue', text: 'blue.9' },
  active: { color: 'teal', text: 'dark.6' },
  ended: { color: 'gray', text: 'gray.8' },
};

/** The notice's state (表示予定・表示中・終了) as its Japanese label on a coloured badge. */
export function NotificationStateBadge({ state }: { state: NotificationState }) {
  return <StatusBadge label={ja.notifications.state[state]} tone={TONES[state]} />;
}
