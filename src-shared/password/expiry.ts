import { MS_PER_DAY, PASSWORD_EXPIRY_WARNING_DAYS } from '../constants/time';
import { toInstant } from '../datetime/tokyo';
import type { DateInput } from '../datetime/tokyo';
import { formatDateTime } from '../format/date';
import { formatMessage } from '../messages/format';
import { ja } from '../messages/ja';

type ExpiryInput = DateInput | null | undefined;

/**
 * Milliseconds until the password expires, or null when it never does. An expiry written
 * without an offset is Tokyo time (spec section 4: "against the current time in Japan").
 */
export function passwordTimeRemaining(passwordExpiredAt: ExpiryInput, now: Date = new Date()): number | null {
  const expiry = toInstant(passwordExpiredAt);
  return expiry ? expiry.getTime() - now.getTime() : null;
}

/** Expired when the time remaining is zero or less. */
export function isPasswordExpired(passwordExpiredAt: ExpiryInput, now: Date = new Date()): boolean {
  const remaining = passwordTimeRemaining(passwordExpiredAt, now);
  return remaining !== null && remaining <= 0;
}

/**
 * Near expiry when not yet expired and less than the warning window remains. The window is
 * in days: PASSWORD_EXPIRY_WARNING_DAYS (14) unless told otherwise.
 */
export function isPasswordNearExpiry(
  passwordExpiredAt: ExpiryInput,
  now: Date = new Date(),
  warningDays: number = PASSWORD_EXPIRY_WARNING_DAYS,
): boolean {
  const remaining = passwordTimeRemaining(passwordExpiredAt, now);
  return remaining !== null && remaining > 0 && remaining < warningDays * MS_PER_DAY;
}

/** The banner text 「アカウントのパスワードの有効期限は2024/03/01 00:00までです。」 */
export function passwordExpiryNotice(passwordExpiredAt: ExpiryInput): string {
  return formatMessage(ja.auth.passwordNearExpiry, { date: formatDateTime(passwordExpiredAt) });
}
