import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { userRecoveryCodes, userSecondFactors } from '../schema';
import { newRecoveryCodes, normalizedRecoveryCode } from './recovery-codes';
import type { SecondFactorKeys } from './secret-box';
import { matchingStep, newTotpSecret } from './totp';

/** An account's second factor as the sign-in and アカウント設定 read it. */
export interface SecondFactor {
  secret: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

export async function findSecondFactor(
  db: Database,
  keys: SecondFactorKeys,
  userId: number,
): Promise<SecondFactor | null> {
  const [row] = await db
    .select({
      sealed: userSecondFactors.secretSealed,
      enabledAt: userSecondFactors.enabledAt,
      lastUsedStep: userSecondFactors.lastUsedStep,
    })
    .from(userSecondFactors)
    .where(eq(userSecondFactors.userId, userId))
    .limit(1);
  if (!row) return null;
  const secret = keys.open(row.sealed, userId);
  // A secret sealed with another key (the key changed) is as good as none: enrol again.
  return secret === null ? null : { secret, enabledAt: row.enabledAt, lastUsedStep: row.lastUsedStep };
}

/**
 * A new secret waiting for its first code (an enrolled account keeps its own): a second
 * enrolment replaces the one before.
 */
export async function startEnrolment(
  db: Database,
  keys: SecondFactorKeys,
  userId: number,
  now: Date,
): Promise<string> {
  const secret = newTotpSecret();
  const sealed = keys.seal(secret, userId);
  await db
    .insert(userSecondFactors)
    .values({ userId, secretSealed: sealed, enabledAt: null, lastUsedStep: null, createdAt: now })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { secretSealed: sealed, lastUsedStep: null, createdAt: now },
      setWhere: isNull(userSecondFactors.enabledAt),
    });
  return secret;
}

/**
 * Takes a six-digit code: right for now, and of a later time step than any code taken before
 * (one statement: two requests with the same code cannot both pass). Answers whether it was taken.
 */
export async function takeCode(
  db: Database,
  userId: number,
  factor: SecondFactor,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = matchingStep(factor.secret, code, now);
  if (step === null) return false;
  const taken = await db
    .update(userSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userSecondFactors.userId, userId),
        or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userSecondFactors.userId });
  return taken.length > 0;
}

/** Turns the waiting enrolment on with its first code, and gives the account ten recovery codes. */
export async function completeEnrolment(
  db: Database,
  keys: SecondFactorKeys,
  userId: number,
  now: Date,
): Promise<string[]> {
  await db.update(userSecondFactors).set({ enabledAt: now }).where(eq(userSecondFactors.userId, userId));
  return replaceRecoveryCodes(db, keys, userId);
}

export async function replaceRecoveryCodes(db: Database, keys: SecondFactorKeys, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db
    .insert(userRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: keys.hashRecoveryCode(code) })));
  return codes;
}

/** Uses up one recovery code (once: the update takes only an unused one). */
export async function takeRecoveryCode(
  db: Database,
  keys: SecondFactorKeys,
  userId: number,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normalizedRecoveryCode(typed);
  if (code === null) return false;
  const used = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, keys.hashRecoveryCode(code)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Removes the account's second factor and its codes (disabled by the user, or reset by a master). */
export async function removeSecondFactor(db: Database, userId: number): Promise<boolean> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  const removed = await db
    .delete(userSecondFactors)
    .where(eq(userSecondFactors.userId, userId))
    .returning({ userId: userSecondFactors.userId });
  return removed.length > 0;
}
