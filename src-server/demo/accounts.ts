import { inArray } from 'drizzle-orm';
import { ACCOUNT_STATUS } from '@shared/constants';
import { hashPassword } from '../platform/auth/password';
import type { Database } from '../platform/db/client';
import { users } from '../platform/db/schema';
import type { UserBlueprint } from './data';

export interface AccountPlacement {
  serviceId: number | null;
  shopId?: number | undefined;
  groupId?: number | undefined;
}

/** Adds the accounts whose e-mail is not taken yet, each with the demo password (and its own salt). */
export async function insertUsers(
  db: Database,
  blueprints: readonly UserBlueprint[],
  password: { password: string; passwordExpiredAt: Date },
  placement: (user: UserBlueprint) => AccountPlacement,
): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        blueprints.map((user) => user.email),
      ),
    );
  const missing = blueprints.filter((user) => !existing.some((row) => row.email === user.email));
  if (missing.length === 0) return;
  const hashes = await Promise.all(missing.map(() => hashPassword(password.password)));
  await db.insert(users).values(
    missing.map((user, index) => ({
      email: user.email,
      passwordHash: hashes[index] ?? '',
      passwordExpiredAt: password.passwordExpiredAt,
      role: user.role,
      nameSei: user.nameSei,
      nameMei: user.nameMei,
      status: user.paused ? ACCOUNT_STATUS.PAUSE : ACCOUNT_STATUS.ACTIVE,
      policySummaryManagement: user.policies?.summaryManagement ?? false,
      policyPaymentHistory: user.policies?.paymentHistory ?? false,
      ...placement(user),
    })),
  );
}
