import { PAYMENT_EXACT_COUNT_LIMIT } from '@shared/constants';

/** Tunable policies of the server. Tests override some of them through buildApp(). */
export interface ServerSettings {
  /** Lifetime of an access token. */
  tokenTtlMs: number;
  /** A changed or seeded password stays valid this long. */
  passwordValidityDays: number;
  loginRateLimit: {
    windowMs: number;
    /** Failed logins for one e-mail address allowed within the window; the next one is refused. */
    maxFailuresPerEmail: number;
    /** The same per client address, higher because offices share one address. */
    maxFailuresPerIp: number;
  };
  /** Largest accepted JSON body. */
  bodyLimitBytes: number;
  /** Where the app shows a shop: `{base}/{subdomain}/shops/{shopCode}`, the URL its QR code carries. */
  shopPageBaseUrl: string;
  /** A payment history counts its rows up to this many; past it the total is the planner's estimate. */
  paymentExactCountLimit: number;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  tokenTtlMs: 12 * 60 * 60 * 1000,
  passwordValidityDays: 90,
  loginRateLimit: { windowMs: 60_000, maxFailuresPerEmail: 5, maxFailuresPerIp: 20 },
  bodyLimitBytes: 1024 * 1024,
  shopPageBaseUrl: 'https://app.cashless-console.example',
  paymentExactCountLimit: PAYMENT_EXACT_COUNT_LIMIT,
};

/** The source of "now"; injectable so tests can move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const DAY_MS = 86_400_000;
