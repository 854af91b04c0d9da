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
  /** 操作ログ lines older than this are purged (at least AUDIT_MIN_RETENTION_DAYS; the database refuses younger). */
  auditRetentionDays: number;
  /** How often the purge of old 操作ログ lines runs. */
  auditPurgeIntervalMs: number;
  /**
   * The key (32 bytes) the TOTP secrets are encrypted with at rest (AES-256-GCM), and the
   * recovery codes' hashes keyed with. The CLI reads SECOND_FACTOR_KEY (or keeps one in the
   * PGlite data folder); null makes a random key for this process (tests, the in-memory demo).
   */
  secondFactorKey: Buffer | null;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  tokenTtlMs: 12 * 60 * 60 * 1000,
  passwordValidityDays: 90,
  loginRateLimit: { windowMs: 60_000, maxFailuresPerEmail: 5, maxFailuresPerIp: 20 },
  bodyLimitBytes: 1024 * 1024,
  shopPageBaseUrl: 'https://app.cashless-console.example',
  paymentExactCountLimit: PAYMENT_EXACT_COUNT_LIMIT,
  auditRetentionDays: 400,
  auditPurgeIntervalMs: 6 * 60 * 60 * 1000,
  secondFactorKey: null,
};

/** The source of "now"; injectable so tests can move time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const DAY_MS = 86_400_000;
