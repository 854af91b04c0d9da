import { PUSH_STATE } from '@shared/constants';
import type { PushState } from '@shared/constants';
import { ja } from '@shared/messages';
import { StatusBadge } from '../../components/StatusBadge';
import type { StatusTone } from '../../components/StatusBadge';

/** Badge colour and a text colour that keeps WCAG AA contrast on it (as the coupon state badge). */
const TONES: Record<PushState, StatusTone> = {
  [PUSH_STATE.SCHEDULED]: { color: 'blue', text: 'blue.9' },
  [PUSH_STATE.SENDING]: { color: 'orange', text: 'dark.6' },
  [PUSH_STATE.SENT]: { color: 'teal', text: 'dark.6' },
  [PUSH_STATE.FAILED]: { color: 'red', text: 'red.9' },
  [PUSH_STATE.CANCELLED]: { color: 'gray', text: 'gray.8' },
};

/** The push's state (予約中, 送信中, 送信済み, 失敗, 取消済み) on a coloured badge, never colour alone. */
export function PushStateBadge({ state }: { state: PushState }) {
  return <StatusBadge label={ja.customers.push.state[state]} tone={TONES[state]} />;
}
