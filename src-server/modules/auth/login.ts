import { eq } from 'drizzle-orm';
import type { LoginRequest, SecondFactorChallenge, SecondFactorLoginRequest } from '@shared/api';
import { ACCOUNT_STATUS } from '@shared/constants';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { writeAuditLine } from '../../platform/audit/line';
import type { AuditActor } from '../../platform/audit/scope';
import { checkAgainstNobody, verifyPassword } from '../../platform/auth/password';
import { pruneLoginWindows, returnLoginAttempt, takeLoginAttempt } from '../../platform/auth/rate-limit';
import type { LoginSource } from '../../platform/auth/rate-limit';
import { issueToken } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { services, users } from '../../platform/db/schema';
import { Forbidden, TooManyAttempts, Unauthenticated } from '../../platform/errors';
import { apiTime } from '../../platform/http/time';
import {
  countChallengeFailure,
  createChallenge,
  findChallenge,
  useChallenge,
} from './second-factor/challenges';
import {
  completeEnrolment,
  findSecondFactor,
  startEnrolment,
  takeCode,
  takeRecoveryCode,
} from './second-factor/factors';
import { normalizedCode } from './second-factor/code';
import type { SecondFactorKeys } from './second-factor/secret-box';
import { totpUri } from './second-factor/totp';

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where a sign-in comes from, as its 操作ログ line keeps it. */
export interface LoginOrigin {
  ip: string;
  consoleVersion: string | null;
}

export interface IssuedSession {
  accessToken: string;
  expiresAt: Date;
  userId: number;
  recoveryCodes?: string[];
}

type FailureReason =
  | 'wrongPassword'
  | 'unknownEmail'
  | 'accountPaused'
  | 'tooManyAttempts'
  | 'wrongCode'
  | 'wrongRecoveryCode'
  | 'challengeExpired';

const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  status: users.status,
  role: users.role,
  serviceId: users.serviceId,
  shopId: users.shopId,
  nameSei: users.nameSei,
  nameMei: users.nameMei,
};

interface LoginUser {
  id: number;
  email: string;
  passwordHash: string;
  status: number;
  role: number;
  serviceId: number | null;
  shopId: number | null;
  nameSei: string;
  nameMei: string;
}

function actorOf(user: LoginUser): AuditActor {
  return {
    userId: user.id,
    role: user.role as Role,
    serviceId: user.serviceId,
    shopId: user.shopId,
    name: `${user.nameSei} ${user.nameMei}`,
    email: user.email,
  };
}

/** A refused sign-in's line: who it names (when the address is an account's), why, from where. */
async function auditFailure(
  ctx: AppContext,
  origin: LoginOrigin,
  user: LoginUser | null,
  email: string,
  reason: FailureReason,
  method: 'password' | 'totp' | 'recoveryCode' | 'enrol',
): Promise<void> {
  await writeAuditLine(ctx.db, {
    at: ctx.clock(),
    actor: user ? actorOf(user) : null,
    serviceId: user?.serviceId ?? null,
    entity: 'session',
    action: 'loginFailed',
    details: { reason, method, ...(user ? {} : { email: email.slice(0, 255) }) },
    clientAddress: origin.ip.slice(0, 64),
    consoleVersion: origin.consoleVersion,
  });
}

/** The session and its sign-in line, in one transaction: no session without its line. */
async function openSession(
  ctx: AppContext,
  origin: LoginOrigin,
  user: LoginUser,
  method: 'password' | 'totp' | 'recoveryCode' | 'enrol',
  before?: (tx: AppContext) => Promise<string[] | void>,
): Promise<IssuedSession> {
  return ctx.db.transaction(async (tx) => {
    const inTx: AppContext = { ...ctx, db: tx };
    const recoveryCodes = (await before?.(inTx)) ?? undefined;
    const session = await issueToken(inTx, user.id);
    await writeAuditLine(tx, {
      at: ctx.clock(),
      actor: actorOf(user),
      serviceId: user.serviceId,
      entity: 'session',
      action: 'login',
      details: { method },
      clientAddress: origin.ip.slice(0, 64),
      consoleVersion: origin.consoleVersion,
    });
    const issued = { ...session, userId: user.id };
    return recoveryCodes ? { ...issued, recoveryCodes } : issued;
  });
}

async function serviceRequiresSecondFactor(ctx: AppContext, serviceId: number | null): Promise<boolean> {
  if (serviceId === null) return false;
  const [service] = await ctx.db
    .select({ required: services.requireSecondFactor })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  return service?.required ?? false;
}

function tooManyAttempts(): TooManyAttempts {
  return new TooManyAttempts(ja.auth.tooManyAttempts);
}

/**
 * Checks the credentials. The attempt is counted before the password is checked, so once the
 * limit is reached even the right password is refused until the window has passed, however many
 * attempts run at once. A paused account is answered alike for a right and a wrong password (and
 * as slowly), so the answer never confirms its password. An account with a second factor, or of
 * a service that requires one, gets a waiting sign-in instead of a session. Every refusal and
 * every session leaves a 操作ログ line.
 */
export async function login(
  ctx: AppContext,
  keys: SecondFactorKeys,
  credentials: LoginRequest,
  origin: LoginOrigin,
): Promise<IssuedSession | SecondFactorChallenge> {
  const source = { email: normalizeEmail(credentials.email), ip: origin.ip };
  const attempt = await takeLoginAttempt(ctx, source);
  const [user] = await ctx.db.select(USER_COLUMNS).from(users).where(eq(users.email, source.email)).limit(1);
  if (attempt.blocked) {
    await auditFailure(ctx, origin, user ?? null, source.email, 'tooManyAttempts', 'password');
    throw tooManyAttempts();
  }
  const valid = user
    ? await verifyPassword(credentials.password, user.passwordHash)
    : await checkAgainstNobody(credentials.password);
  if (!user || (!valid && user.status === ACCOUNT_STATUS.ACTIVE)) {
    await pruneLoginWindows(ctx);
    await auditFailure(
      ctx,
      origin,
      user ?? null,
      source.email,
      user ? 'wrongPassword' : 'unknownEmail',
      'password',
    );
    throw new Unauthenticated(ja.auth.invalidCredentials);
  }
  if (user.status !== ACCOUNT_STATUS.ACTIVE) {
    await auditFailure(ctx, origin, user, source.email, 'accountPaused', 'password');
    throw new Forbidden(ja.auth.accountPaused);
  }

  await returnLoginAttempt(ctx, attempt);
  const now = ctx.clock();
  const factor = await findSecondFactor(ctx.db, keys, user.id);
  if (factor?.enabledAt) {
    const challenge = await createChallenge(ctx.db, user.id, 'code', now);
    return { secondFactor: 'code', challengeToken: challenge.token, expiresAt: apiTime(challenge.expiresAt) };
  }
  if (await serviceRequiresSecondFactor(ctx, user.serviceId)) {
    const secret = await startEnrolment(ctx.db, keys, user.id, now);
    const challenge = await createChallenge(ctx.db, user.id, 'enrol', now);
    return {
      secondFactor: 'enrol',
      challengeToken: challenge.token,
      expiresAt: apiTime(challenge.expiresAt),
      enrolment: { secret, otpauthUri: totpUri(secret, user.email) },
    };
  }
  return openSession(ctx, origin, user, 'password');
}

/**
 * The second step of a waiting sign-in: the six-digit code (taken once: its time step must be
 * later than the last one used), one unused recovery code, or, for an enrolment the service
 * requires, the first code of the new secret (which turns it on and answers the recovery codes).
 * Each try counts in the same windows as passwords; a waiting sign-in takes a few wrong codes.
 */
export async function loginSecondStep(
  ctx: AppContext,
  keys: SecondFactorKeys,
  request: SecondFactorLoginRequest,
  origin: LoginOrigin,
): Promise<IssuedSession> {
  const now = ctx.clock();
  const challenge = await findChallenge(ctx.db, request.challengeToken, now);
  const [user] = challenge
    ? await ctx.db.select(USER_COLUMNS).from(users).where(eq(users.id, challenge.userId)).limit(1)
    : [];
  const method = request.recoveryCode ? 'recoveryCode' : challenge?.purpose === 'enrol' ? 'enrol' : 'totp';
  if (!challenge || !user || user.status !== ACCOUNT_STATUS.ACTIVE) {
    await auditFailure(ctx, origin, user ?? null, '', 'challengeExpired', method);
    throw new Unauthenticated(ja.secondFactor.challengeExpired);
  }
  const source: LoginSource = { email: normalizeEmail(user.email), ip: origin.ip };
  const attempt = await takeLoginAttempt(ctx, source);
  if (attempt.blocked) {
    await auditFailure(ctx, origin, user, user.email, 'tooManyAttempts', method);
    throw tooManyAttempts();
  }
  const passed = await checkSecondStep(ctx, keys, user.id, challenge.purpose, request, now);
  if (!passed) {
    await countChallengeFailure(ctx.db, challenge.id);
    const reason = method === 'recoveryCode' ? 'wrongRecoveryCode' : 'wrongCode';
    await auditFailure(ctx, origin, user, user.email, reason, method);
    const message = method === 'recoveryCode' ? ja.secondFactor.wrongRecoveryCode : ja.secondFactor.wrongCode;
    throw new Unauthenticated(message, [
      { name: method === 'recoveryCode' ? 'recoveryCode' : 'code', message },
    ]);
  }
  await returnLoginAttempt(ctx, attempt);
  return openSession(ctx, origin, user, method, async (tx) => {
    if (!(await useChallenge(tx.db, challenge.id, now)))
      throw new Unauthenticated(ja.secondFactor.challengeExpired);
    if (challenge.purpose !== 'enrol') return;
    await writeAuditLine(tx.db, {
      at: now,
      actor: actorOf(user),
      serviceId: user.serviceId,
      entity: 'secondFactor',
      entityId: String(user.id),
      entityLabel: `${user.nameSei} ${user.nameMei}`,
      action: 'secondFactorEnable',
      clientAddress: origin.ip.slice(0, 64),
      consoleVersion: origin.consoleVersion,
    });
    return completeEnrolment(tx.db, keys, user.id, now);
  });
}

async function checkSecondStep(
  ctx: AppContext,
  keys: SecondFactorKeys,
  userId: number,
  purpose: 'code' | 'enrol',
  request: SecondFactorLoginRequest,
  now: Date,
): Promise<boolean> {
  const factor = await findSecondFactor(ctx.db, keys, userId);
  if (!factor) return false;
  // An enrolment's first code is of the new secret; an enrolled account's, of its own.
  if ((purpose === 'enrol') !== (factor.enabledAt === null)) return false;
  if (request.recoveryCode)
    return purpose === 'code' && takeRecoveryCode(ctx.db, keys, userId, request.recoveryCode, now);
  return takeCode(ctx.db, userId, factor, normalizedCode(request.code ?? ''), now);
}
