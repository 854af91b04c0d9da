import { eq } from 'drizzle-orm';
import type { LoginRequest } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import { ja } from '@shared/messages';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db/schema';
import { Forbidden, TooManyAttempts, Unauthenticated } from '../../platform/errors';
import { checkAgainstNobody, verifyPassword } from '../../platform/auth/password';
import { pruneLoginWindows, returnLoginAttempt, takeLoginAttempt } from '../../platform/auth/rate-limit';
import { issueToken } from '../../platform/auth/session';

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks the credentials and opens a session. The attempt is counted before the password is
 * checked, so once the limit is reached even the right password is refused until the window
 * has passed, however many attempts run at once. A paused account is answered alike for a
 * right and a wrong password (and as slowly), so the answer never confirms its password.
 */
export async function login(ctx: AppContext, credentials: LoginRequest, ip: string) {
  const source = { email: normalizeEmail(credentials.email), ip };
  const attempt = await takeLoginAttempt(ctx, source);
  if (attempt.blocked) throw new TooManyAttempts(ja.auth.tooManyAttempts);

  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.email, source.email))
    .limit(1);
  const valid = user
    ? await verifyPassword(credentials.password, user.passwordHash)
    : await checkAgainstNobody(credentials.password);
  if (!user || (!valid && user.status === ACCOUNT_STATUS.ACTIVE)) {
    await pruneLoginWindows(ctx);
    throw new Unauthenticated(ja.auth.invalidCredentials);
  }
  if (user.status !== ACCOUNT_STATUS.ACTIVE) throw new Forbidden(ja.auth.accountPaused);

  await returnLoginAttempt(ctx, attempt);
  return { ...(await issueToken(ctx, user.id)), userId: user.id };
}
