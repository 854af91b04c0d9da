import { and, eq, ne } from 'drizzle-orm';
import type { ErrorEntry } from '@shared/api';
import type { AccountStatus } from '@shared/constants';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { rethrowUniqueViolations } from '../../platform/db/errors';
import { shops, users } from '../../platform/db/schema';
import { alreadyRegistered, validationFailed } from '../../platform/errors';
import { updateAtVersion } from '../../platform/db/exists';
import { normalizeEmail, passwordColumns } from './accounts';
import type { PasswordPolicy } from './accounts';

const labels = ja.forms.user;

export const rethrowEmailTaken = rethrowUniqueViolations({
  users_email_unique: () => validationFailed([alreadyRegistered('email', labels.email)]),
});

/** The shop a shop user is placed in must be one of the service's. */
export async function shopOfServiceErrors(
  db: Database,
  serviceId: number,
  shopId: number | null,
): Promise<ErrorEntry[]> {
  if (shopId === null) return [];
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.serviceId, serviceId)));
  return shop
    ? []
    : [{ name: 'organizationId', message: fieldMessage(labels.organizationId, ja.validation.unknownChoice) }];
}

export interface UserChanges {
  nameSei: string;
  nameMei: string;
  email: string;
  /** '' keeps the password. */
  password: string;
  serviceId?: number;
  shopId?: number;
  policies?: { summaryManagement: boolean; paymentHistory: boolean };
}

/** Saves a user read at `updatedAt` (409 when it changed since). */
export async function updateUser(
  db: Database,
  userId: number,
  changes: UserChanges,
  updatedAt: string | undefined,
  policy: PasswordPolicy,
): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(changes.email)), ne(users.id, userId)));
  if (taken) throw validationFailed([alreadyRegistered('email', labels.email)]);
  await updateAtVersion(
    db,
    users,
    eq(users.id, userId),
    { updatedAt, now: policy.now },
    {
      nameSei: changes.nameSei,
      nameMei: changes.nameMei,
      email: normalizeEmail(changes.email),
      ...(changes.password === '' ? {} : await passwordColumns(changes.password, policy)),
      ...(changes.serviceId === undefined ? {} : { serviceId: changes.serviceId }),
      ...(changes.shopId === undefined ? {} : { shopId: changes.shopId }),
      ...(changes.policies === undefined
        ? {}
        : {
            policySummaryManagement: changes.policies.summaryManagement,
            policyPaymentHistory: changes.policies.paymentHistory,
          }),
    },
  ).catch(rethrowEmailTaken);
}

/** Pauses or resumes an account (a paused one can no longer log in, nor use a session it had). */
export async function setUserStatus(
  db: Database,
  userId: number,
  status: AccountStatus,
  updatedAt: string | undefined,
  now: Date,
): Promise<void> {
  await updateAtVersion(db, users, eq(users.id, userId), { updatedAt, now }, { status });
}
