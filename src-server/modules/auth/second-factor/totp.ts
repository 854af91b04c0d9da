import { Secret, TOTP } from 'otpauth';
import { ja } from '@shared/messages';

/**
 * TOTP as RFC 6238 defines it and the authenticator apps read it (Google Authenticator,
 * Microsoft Authenticator, IIJ SmartKey): HMAC-SHA-1, six digits, a 30-second step, through the
 * `otpauth` library. A code is taken for its own step or the one either side (clocks drift).
 */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;

export interface TotpOptions {
  algorithm?: 'SHA1' | 'SHA256' | 'SHA512';
  digits?: number;
  period?: number;
}

function totpOf(secret: Secret, options: TotpOptions = {}): TOTP {
  return new TOTP({ ...TOTP_SETTINGS, ...options, secret });
}

/** A new random secret (160 bits, RFC 4226's recommendation), as the base32 the apps take. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI a QR code carries: the apps show the issuer and the account. */
export function totpUri(secretBase32: string, account: string): string {
  const totp = new TOTP({
    ...TOTP_SETTINGS,
    issuer: ja.secondFactor.issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
  });
  return totp.toString();
}

/** The code for a moment (the RFC's test vectors go through here). */
export function totpCode(secret: Secret, at: Date, options: TotpOptions = {}): string {
  return totpOf(secret, options).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to when it is right at `at` (its step or one either side), else
 * null. The caller takes it only for a step later than the last one used, so no code works twice.
 */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(Secret.fromBase32(secretBase32));
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: at.getTime() }) + delta;
}
