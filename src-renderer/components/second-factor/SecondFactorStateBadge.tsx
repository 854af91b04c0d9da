import { ja } from '@shared/messages';
import { StatusBadge } from '../StatusBadge';

/** Whether an account has its 2段階認証 set up, as the account screen and the user screen show it. */
export function SecondFactorStateBadge({ enabled }: { enabled: boolean }) {
  return (
    <StatusBadge
      label={enabled ? ja.secondFactor.enabled : ja.secondFactor.disabled}
      tone={enabled ? { color: 'teal', text: 'dark.6' } : { color: 'gray', text: 'gray.8' }}
    />
  );
}
