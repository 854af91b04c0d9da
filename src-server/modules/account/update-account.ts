import { eq } from 'drizzle-orm';
import type { ErrorEntry } from '@shared/api';
import type { AccountUserFormValues } from '@shared/validation';
import { ja } from '@shared/messages';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db/schema';
import { validationFailed } from '../../platform/errors';
import { updateAtVersion } from '../../platform/db/exists';
import { emailErrors, normalizeEmail, passwordColumns, rethrowEmailTaken } from '../users';
import { verifyPassword } from '../../platform/auth/password';
import { revokeOtherTokens } from '../../platform/auth/session';
import type { Caller } from '../../platform/auth/session';

/**
 * Saves the caller's own name and e-mail, and a new password when one is given: that needs
 * the current password, moves the expiry ahead and ends the caller's other sessions.
 */
export async function updateOwnAccount(
  ctx: AppContext,
  caller: Caller,
  values: AccountUserFormValues & { updatedAt?: string },
): Promise<void> {
  const { db, clock, settings } = ctx;
  const changingPassword = values.newPassword !== '';
  const errors: ErrorEntry[] = [
    ...(changingPassword && !(await currentPasswordMatches(ctx, caller.userId, values.currentPassword))
      ? [{ name: 'currentPassword', message: ja.auth.currentPasswordWrong }]
      : []),
    ...(await emailErrors(db, values.email, ja.forms.user.email, caller.userId)),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  const now = clock();
  await updateAtVersion(
    db,
    users,
    eq(users.id, caller.userId),
    { updatedAt: values.updatedAt, now },
    {
      nameSei: values.nameSei,
      nameMei: values.nameMei,
      email: normalizeEmail(values.email),
      ...(changingPassword
        ? await passwordColumns(values.newPassword, { now, validityDays: settings.passwordValidityDays })
        : {}),
    },
  ).catch(rethrowEmailTaken);
  if (changingPassword) await revokeOtherTokens(db, caller, now);
}

async function currentPasswordMatches(
  { db }: AppContext,
  userId: number,
  password: string,
): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user !== undefined && password !== '' && (await verifyPassword(password, user.passwordHash));
}
