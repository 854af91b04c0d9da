import { eq } from 'drizzle-orm';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@shared/api';
import { ja } from '@shared/messages';
import { isLoginBlocked, takeLoginAttempt } from '../../../platform/auth/rate-limit';
import type { Caller } from '../../../platform/auth/session';
import type { AppContext } from '../../../platform/context';
import { afterRollback } from '../../../platform/db/request-transaction';
import { services, users } from '../../../platform/db/schema';
import { TooManyAttempts, validationFailed } from '../../../platform/errors';
import type { Invalid } from '../../../platform/errors';
import { apiTime } from '../../../platform/http/time';
import { normalizedCode } from './code';
import {
  completeEnrolment,
  findSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  startEnrolment,
  takeCode,
  unusedRecoveryCodes,
} from './factors';
import type { SecondFactor } from './factors';
import type { SecondFactorKeys } from './secret-box';
import { totpUri } from './totp';

/** アカウント設定's 2段階認証: the caller's own second factor. */
export interface AccountSecondFactor {
  status(caller: Caller): Promise<SecondFactorStatus>;
  setUp(caller: Caller): Promise<SecondFactorEnrolment>;
  enable(caller: Caller, code: string, ip: string): Promise<string[]>;
  disable(caller: Caller, code: string, ip: string): Promise<void>;
  renewRecoveryCodes(caller: Caller, code: string, ip: string): Promise<string[]>;
}

function fieldError(message: string): Invalid {
  return validationFailed([{ name: 'code', message }]);
}

export function accountSecondFactor(ctx: AppContext, keys: SecondFactorKeys): AccountSecondFactor {
  async function account(caller: Caller) {
    const [row] = await ctx.db
      .select({ email: users.email, required: services.requireSecondFactor })
      .from(users)
      .leftJoin(services, eq(services.id, users.serviceId))
      .where(eq(users.id, caller.userId))
      .limit(1);
    return { email: row?.email ?? '', required: row?.required ?? false };
  }

  /**
   * The caller's code, under the sign-in's rate limits: the limit is checked first; a wrong code
   * is counted once the request's transaction has rolled back (it would take the count with it).
   */
  async function checkCode(caller: Caller, factor: SecondFactor, typed: string, ip: string): Promise<void> {
    const { email } = await account(caller);
    const source = { email, ip };
    if (await isLoginBlocked(ctx, source)) throw new TooManyAttempts(ja.auth.tooManyAttempts);
    if (await takeCode(ctx.db, caller.userId, factor, normalizedCode(typed), ctx.clock())) return;
    await afterRollback(async () => void (await takeLoginAttempt(ctx, source)));
    throw fieldError(ja.secondFactor.wrongCode);
  }

  async function enabledFactor(caller: Caller): Promise<SecondFactor> {
    const factor = await findSecondFactor(ctx.db, keys, caller.userId);
    if (!factor?.enabledAt) throw fieldError(ja.secondFactor.notEnabled);
    return factor;
  }

  return {
    async status(caller) {
      const factor = await findSecondFactor(ctx.db, keys, caller.userId);
      const enabledAt = factor?.enabledAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt ? apiTime(enabledAt) : null,
        required: (await account(caller)).required,
        recoveryCodesLeft: enabledAt ? await unusedRecoveryCodes(ctx.db, caller.userId) : 0,
      };
    },

    async setUp(caller) {
      const factor = await findSecondFactor(ctx.db, keys, caller.userId);
      if (factor?.enabledAt) throw fieldError(ja.secondFactor.alreadyEnabled);
      const secret = await startEnrolment(ctx.db, keys, caller.userId, ctx.clock());
      return { secret, otpauthUri: totpUri(secret, (await account(caller)).email) };
    },

    async enable(caller, code, ip) {
      const factor = await findSecondFactor(ctx.db, keys, caller.userId);
      if (factor?.enabledAt) throw fieldError(ja.secondFactor.alreadyEnabled);
      if (!factor) throw fieldError(ja.secondFactor.notEnrolling);
      await checkCode(caller, factor, code, ip);
      return completeEnrolment(ctx.db, keys, caller.userId, ctx.clock());
    },

    async disable(caller, code, ip) {
      if ((await account(caller)).required) throw fieldError(ja.secondFactor.requiredByService);
      await checkCode(caller, await enabledFactor(caller), code, ip);
      await removeSecondFactor(ctx.db, caller.userId);
    },

    async renewRecoveryCodes(caller, code, ip) {
      await checkCode(caller, await enabledFactor(caller), code, ip);
      return replaceRecoveryCodes(ctx.db, keys, caller.userId);
    },
  };
}
