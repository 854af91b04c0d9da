import { and, eq, sql } from 'drizzle-orm';
import type { ErrorEntry } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import type { Role } from '@shared/constants';
import { hashPassword } from '../../platform/auth/password';
import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { otherThan } from '../../platform/db/exists';
import { DAY_MS } from '../../platform/settings';
import { alreadyRegistered } from '../../platform/errors';
import type { AppContext } from '../../platform/context';

/** Logins are unique whatever the case; they are stored lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The login e-mail is free (for a new account, or for `exceptUserId` changing its own). */
export async function emailErrors(
  db: Database,
  email: string,
  label: string,
  exceptUserId?: number,
): Promise<ErrorEntry[]> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), otherThan(users.id, exceptUserId)))
    .limit(1);
  return taken ? [alreadyRegistered('email', label)] : [];
}

/** When a password set now expires. */
export interface PasswordPolicy {
  now: Date;
  validityDays: number;
}

/** The password rules of the app's settings, at this moment. */
export function passwordPolicyOf(ctx: AppContext): PasswordPolicy {
  return { now: ctx.clock(), validityDays: ctx.settings.passwordValidityDays };
}

export async function passwordColumns(password: string, { now, validityDays }: PasswordPolicy) {
  return {
    passwordHash: await hashPassword(password),
    passwordExpiredAt: new Date(now.getTime() + validityDays * DAY_MS),
  };
}

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  nameSei: string;
  nameMei: string;
  serviceId: number | null;
  shopId?: number | null;
  groupId?: number | null;
  policies?: { summaryManagement: boolean; paymentHistory: boolean };
}

export async function createAccount(
  db: Database,
  account: NewAccount,
  policy: PasswordPolicy,
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(account.email),
      ...(await passwordColumns(account.password, policy)),
      role: account.role,
      nameSei: account.nameSei,
      nameMei: account.nameMei,
      status: ACCOUNT_STATUS.ACTIVE,
      serviceId: account.serviceId,
      shopId: account.shopId ?? null,
      groupId: account.groupId ?? null,
      policySummaryManagement: account.policies?.summaryManagement ?? false,
      policyPaymentHistory: account.policies?.paymentHistory ?? false,
      registDate: policy.now,
      updatedAt: policy.now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('account was not created');
  return row.id;
}

export async function setAccountPassword(
  db: Database,
  userId: number,
  password: string,
  policy: PasswordPolicy,
): Promise<void> {
  await db
    .update(users)
    .set({
      ...(await passwordColumns(password, policy)),
      updatedAt: sql`greatest(${policy.now.toISOString()}::timestamptz, ${users.updatedAt})`,
    })
    .where(eq(users.id, userId));
}
