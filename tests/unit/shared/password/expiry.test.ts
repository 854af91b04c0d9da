import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, PASSWORD_EXPIRY_WARNING_DAYS } from '@shared/constants';
import {
  isPasswordExpired,
  isPasswordNearExpiry,
  passwordExpiryNotice,
  passwordTimeRemaining,
} from '@shared/password';
import { inEveryMachineTimeZone } from '../support/time-zones';

const NOW = new Date('2024-03-01T03:00:00Z'); // 2024-03-01 12:00 in Tokyo

inEveryMachineTimeZone(() => {
  describe('passwordTimeRemaining', () => {
    it('counts from the expiry to now', () => {
      expect(passwordTimeRemaining('2024-03-01T13:00:00+09:00', NOW)).toBe(3_600_000);
      expect(passwordTimeRemaining('2024-03-01T11:00:00+09:00', NOW)).toBe(-3_600_000);
    });

    it('reads an expiry without an offset as Tokyo time', () => {
      expect(passwordTimeRemaining('2024-03-01 13:00:00', NOW)).toBe(3_600_000);
    });

    it('is null when the password never expires', () => {
      expect(passwordTimeRemaining(null, NOW)).toBeNull();
      expect(passwordTimeRemaining('', NOW)).toBeNull();
    });
  });

  describe('isPasswordExpired', () => {
    it('is expired at zero or less remaining, not before', () => {
      expect(isPasswordExpired('2024-03-01T12:00:00+09:00', NOW)).toBe(true);
      expect(isPasswordExpired('2024-03-01T11:59:59+09:00', NOW)).toBe(true);
      expect(isPasswordExpired('2024-03-01T12:00:01+09:00', NOW)).toBe(false);
      expect(isPasswordExpired(null, NOW)).toBe(false);
    });
  });

  describe('isPasswordNearExpiry', () => {
    const inDays = (days: number) => new Date(NOW.getTime() + days * MS_PER_DAY);

    it('uses a 14-day window', () => {
      expect(PASSWORD_EXPIRY_WARNING_DAYS).toBe(14);
    });

    it('is near expiry when less than 14 days remain', () => {
      expect(isPasswordNearExpiry(inDays(13.99), NOW)).toBe(true);
      expect(isPasswordNearExpiry(inDays(1), NOW)).toBe(true);
      expect(isPasswordNearExpiry(new Date(NOW.getTime() + 1), NOW)).toBe(true);
    });

    it('is not near expiry with 14 days or more left, once expired, or without an expiry', () => {
      expect(isPasswordNearExpiry(inDays(14), NOW)).toBe(false);
      expect(isPasswordNearExpiry(inDays(30), NOW)).toBe(false);
      expect(isPasswordNearExpiry(NOW, NOW)).toBe(false);
      expect(isPasswordNearExpiry(inDays(-1), NOW)).toBe(false);
      expect(isPasswordNearExpiry(null, NOW)).toBe(false);
    });

    it('takes another window in days', () => {
      expect(isPasswordNearExpiry(inDays(20), NOW, 30)).toBe(true);
      expect(isPasswordNearExpiry(inDays(5), NOW, 3)).toBe(false);
    });
  });

  describe('passwordExpiryNotice', () => {
    it('shows the expiry in Tokyo time in the banner text', () => {
      expect(passwordExpiryNotice('2024-03-01T15:30:00Z')).toBe(
        'アカウントのパスワードの有効期限は2024/03/02 00:30までです。',
      );
    });
  });
});
