import { eq } from 'drizzle-orm';
import type { ChangePasswordRequest, ErrorEntry } from '@shared/api';
import { ja } from '@shared/messages';
import { changePasswordFormSchema } from '@shared/validation';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db/schema';
import { validationFailed } from '../../platform/errors';
import { fieldErrors } from '../../platform/http/validation';
import { DAY_MS } from '../../platform/settings';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { revokeOtherTokens } from '../../platform/auth/session';
import type { Caller } from '../../platform/auth/session';

/**
 * Replaces the caller's password after checking the current one, and moves the expiry
 * ahead. The new password follows the console form's own rules (shared schema); every
 * field problem is reported at once as a 422.
 */
export async function changePassword(
  ctx: AppContext,
  caller: Caller,
  request: ChangePasswordRequest,
): Promise<void> {
  const { db, clock, settings } = ctx;
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  const currentOk = user !== undefined && (await verifyPassword(request.currentPassword, user.passwordHash));
  const errors: ErrorEntry[] = [
    ...(currentOk ? [] : [{ name: 'currentPassword', message: ja.auth.currentPasswordWrong }]),
    ...fieldErrors(changePasswordFormSchema, request),
  ];
  if (errors.length > 0) throw validationFailed(errors);

  const now = clock();
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(request.newPassword),
      passwordExpiredAt: new Date(now.getTime() + settings.passwordValidityDays * DAY_MS),
      updatedAt: now,
    })
    .where(eq(users.id, caller.userId));
  await revokeOtherTokens(db, caller, now);
}
