import { Alert } from '@mantine/core';
import type { CurrentUser } from '@shared/api';
import { isPasswordNearExpiry, passwordExpiryNotice } from '@shared/password';

/** 「アカウントのパスワードの有効期限は…までです。」 while the password is near expiry. */
export function PasswordExpiryBanner({ user }: { user: CurrentUser }) {
  if (!isPasswordNearExpiry(user.passwordExpiredAt)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      py={6}
      role="status"
      data-testid="password-expiry-banner"
    >
      {passwordExpiryNotice(user.passwordExpiredAt)}
    </Alert>
  );
}
