import { Badge } from '@mantine/core';
import { ja } from '@shared/messages';

/** Whether a write-only secret is saved: 設定済み / 未設定 (its value is never sent back). */
export function SecretStatus({ set }: { set: boolean }) {
  return (
    <Badge variant="light" color={set ? 'teal' : 'gray'} c="dark.6" radius="sm" data-testid="secret-status">
      {set ? ja.stores.form.secretSet : ja.stores.form.secretNotSet}
    </Badge>
  );
}
