import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { loginThrottles } from './schema';

export interface LoginSource {
  email: string;
  ip: string;
}

/** The attempt a login holds in the windows of its e-mail address and client address. */
export interface LoginAttempt {
  /** The counted attempt exceeds a limit: refuse it (429) without checking the password. */
  blocked: boolean;
  /** Each window the attempt was counted in, to give the attempt back after a success. */
  windows: { key: string; startedAt: Date }[];
}

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Counts a login attempt before its password is checked, and says whether it is over a limit.
 * Check and count are one statement: the upsert locks the e-mail's and the address's rows
 * (always in that order, so two logins never wait on each other in a circle), so attempts
 * running at the same time are counted one after the other, in-flight ones included. A window
 * older than `windowMs` starts again at 1. Refused attempts are counted too; the window still
 * ends on time, so a lock-out lasts at most one window after the attempts stop.
 */
export async function takeLoginAttempt(
  { db, clock, settings }: AppContext,
  source: LoginSource,
): Promise<LoginAttempt> {
  const { windowMs, maxFailuresPerEmail, maxFailuresPerIp } = settings.loginRateLimit;
  const now = clock();
  const expired = sql`${loginThrottles.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginThrottles)
    .values([
      { key: emailKey(source.email), windowStartedAt: now, attempts: 1 },
      { key: ipKey(source.ip), windowStartedAt: now, attempts: 1 },
    ])
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginThrottles.windowStartedAt} end`,
        attempts: sql`case when ${expired} then 1 else ${loginThrottles.attempts} + 1 end`,
      },
    })
    .returning();
  const limitOf = (key: string) => (key.startsWith('email:') ? maxFailuresPerEmail : maxFailuresPerIp);
  return {
    blocked: rows.some((row) => row.attempts > limitOf(row.key)),
    windows: rows.map((row) => ({ key: row.key, startedAt: row.windowStartedAt })),
  };
}

/**
 * A successful login gives its own attempt back (in the windows it was counted in), so people
 * who log in often are never limited, while the failures around it stay counted: a burst of
 * wrong passwords that ends in a right one keeps the lock-out.
 */
export async function returnLoginAttempt({ db }: AppContext, attempt: LoginAttempt): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
    .where(
      or(
        ...attempt.windows.map((window) =>
          and(eq(loginThrottles.key, window.key), eq(loginThrottles.windowStartedAt, window.startedAt)),
        ),
      ),
    );
}

/** Windows that ended no longer count; removing them keeps the table small. */
export async function pruneLoginWindows({ db, clock, settings }: AppContext): Promise<void> {
  const ended = new Date(clock().getTime() - settings.loginRateLimit.windowMs);
  await db.delete(loginThrottles).where(lte(loginThrottles.windowStartedAt, ended));
}

/**
 * Whether the next attempt of `source` would be refused, without counting one: for checks made
 * inside a request's transaction (a code typed in アカウント設定), whose failures are counted
 * with takeLoginAttempt once it has rolled back.
 */
export async function isLoginBlocked({ db, clock, settings }: AppContext, source: LoginSource): Promise<boolean> {
  const { windowMs, maxFailuresPerEmail, maxFailuresPerIp } = settings.loginRateLimit;
  const windowStart = new Date(clock().getTime() - windowMs);
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(or(eq(loginThrottles.key, emailKey(source.email)), eq(loginThrottles.key, ipKey(source.ip))));
  return rows.some(
    (row) =>
      row.windowStartedAt > windowStart &&
      row.attempts >= (row.key.startsWith('email:') ? maxFailuresPerEmail : maxFailuresPerIp),
  );
}
