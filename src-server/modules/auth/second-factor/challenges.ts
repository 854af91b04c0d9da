import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { loginChallenges } from '../schema';
import type { LoginChallengePurpose } from '../schema';

/** A sign-in waits this long for its code, and takes this many wrong ones. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_FAILURES = 5;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface LoginChallenge {
  id: number;
  userId: number;
  purpose: LoginChallengePurpose;
}

export async function createChallenge(
  db: Database,
  userId: number,
  purpose: LoginChallengePurpose,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  // The user's earlier waiting sign-ins end, and old ones are cleared away.
  await db
    .delete(loginChallenges)
    .where(or(eq(loginChallenges.userId, userId), lt(loginChallenges.expiresAt, now)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.insert(loginChallenges).values({ userId, tokenHash: hashOf(token), purpose, expiresAt });
  return { token, expiresAt };
}

/** A waiting sign-in: unused, not expired, not out of tries; else null. */
export async function findChallenge(db: Database, token: string, now: Date): Promise<LoginChallenge | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId, purpose: loginChallenges.purpose })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashOf(token)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.failures, CHALLENGE_MAX_FAILURES),
      ),
    )
    .limit(1);
  return row ? { ...row, purpose: row.purpose as LoginChallengePurpose } : null;
}

export async function countChallengeFailure(db: Database, id: number): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ failures: sql`${loginChallenges.failures} + 1` })
    .where(eq(loginChallenges.id, id));
}

/** Ends the waiting sign-in (once: a second use finds it used). */
export async function useChallenge(db: Database, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt), lte(loginChallenges.failures, CHALLENGE_MAX_FAILURES)))
    .returning({ id: loginChallenges.id });
  return used.length > 0;
}
