import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { loginAttempts } from '../db/schema';

export interface LoginSource {
  email: string;
  ip: string;
}

/** True once the e-mail address or the client address has used up its failed logins of the window. */
export async function isLoginBlocked(
  { db, clock, settings }: AppContext,
  source: LoginSource,
): Promise<boolean> {
  const { windowMs, maxFailuresPerEmail, maxFailuresPerIp } = settings.loginRateLimit;
  const since = new Date(clock().getTime() - windowMs);
  const recentFailures = (column: typeof loginAttempts.email | typeof loginAttempts.ip, value: string) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(column, value), gt(loginAttempts.attemptedAt, since)));
  const [[byEmail], [byIp]] = await Promise.all([
    recentFailures(loginAttempts.email, source.email),
    recentFailures(loginAttempts.ip, source.ip),
  ]);
  return (byEmail?.n ?? 0) >= maxFailuresPerEmail || (byIp?.n ?? 0) >= maxFailuresPerIp;
}

export async function recordLoginFailure(
  { db, clock, settings }: AppContext,
  source: LoginSource,
): Promise<void> {
  const now = clock();
  await db.insert(loginAttempts).values({ ...source, attemptedAt: now });
  // Attempts older than the window no longer count; pruning here keeps the table small.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - settings.loginRateLimit.windowMs)));
}

/** A successful login forgets the e-mail address's earlier failures. */
export async function clearLoginFailures({ db }: AppContext, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
