import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  secondFactorCodeRequestSchema,
  secondFactorLoginRequestSchema,
  serviceSecondFactorSchema,
} from '@shared/api';
import type {
  LoginResponse,
  RecoveryCodesResponse,
  SecondFactorLoginResponse,
  SecondFactorStatus,
  ServiceSecondFactor,
  UserSecondFactor,
} from '@shared/api';
import { ROLE_MASTER } from '@shared/constants';
import { ja } from '@shared/messages';
import { consoleVersionOf } from '../../platform/audit/scope';
import { loadCurrentUser } from '../../platform/auth/current-user';
import { guard, guardTenant } from '../../platform/auth/guard';
import { serviceScopeOf } from '../../platform/auth/policy';
import { authenticate, revokeToken } from '../../platform/auth/session';
import type { Caller } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { services, users } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/http/errors';
import { pathId } from '../../platform/http/ids';
import { apiTime } from '../../platform/http/time';
import { parseInput } from '../../platform/http/validation';
import { changePassword } from './change-password';
import { login, loginSecondStep } from './login';
import type { IssuedSession, LoginOrigin } from './login';
import { accountSecondFactor } from './second-factor/account';
import { findSecondFactor, removeSecondFactor } from './second-factor/factors';
import { secondFactorKeys } from './second-factor/secret-box';

function originOf(request: FastifyRequest): LoginOrigin {
  return { ip: request.ip, consoleVersion: consoleVersionOf(request) };
}

/** A session, with the reference server's extra: the user, so the console need not ask GET /account next. */
async function sessionBody(ctx: AppContext, session: IssuedSession) {
  const user = (await loadCurrentUser(ctx.db, session.userId)) ?? undefined;
  return {
    accessToken: session.accessToken,
    tokenType: 'Bearer' as const,
    expiresAt: apiTime(session.expiresAt),
    user,
  };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Without a configured key (tests, the in-memory demo) the secrets live as long as the process.
  const keys = secondFactorKeys(ctx.settings.secondFactorKey ?? randomBytes(32));
  const account = accountSecondFactor(ctx, keys);

  app.post('/auth/login', async (request): Promise<LoginResponse> => {
    const credentials = parseInput(loginRequestSchema, request.body);
    const answer = await login(ctx, keys, credentials, originOf(request));
    return { data: 'secondFactor' in answer ? answer : await sessionBody(ctx, answer) };
  });

  app.post('/auth/login/second-factor', async (request): Promise<SecondFactorLoginResponse> => {
    const step = parseInput(secondFactorLoginRequestSchema, request.body);
    const session = await loginSecondStep(ctx, keys, step, originOf(request));
    return {
      data: {
        ...(await sessionBody(ctx, session)),
        ...(session.recoveryCodes ? { recoveryCodes: session.recoveryCodes } : {}),
      },
    };
  });

  app.post('/auth/logout', async (request) => {
    const caller = await authenticate(ctx, request);
    await revokeToken(ctx.db, caller.tokenId, ctx.clock());
    return { message: ja.server.loggedOut };
  });

  app.post('/auth/change-pass', async (request) => {
    const caller = await authenticate(ctx, request);
    await changePassword(ctx, caller, parseInput(changePasswordRequestSchema, request.body));
    return { message: ja.auth.passwordChanged };
  });

  // アカウント設定: the caller's own second factor.
  app.get('/account/second-factor', async (request): Promise<{ data: SecondFactorStatus }> => {
    const caller = await guard(ctx, request, 'accountUser');
    return { data: await account.status(caller) };
  });

  app.post('/account/second-factor/setup', async (request) => {
    const caller = await guard(ctx, request, 'accountUser');
    return { data: await account.setUp(caller) };
  });

  app.post('/account/second-factor', async (request): Promise<RecoveryCodesResponse> => {
    const caller = await guard(ctx, request, 'accountUser');
    const { code } = parseInput(secondFactorCodeRequestSchema, request.body);
    const recoveryCodes = await account.enable(caller, code, request.ip);
    return { message: ja.secondFactor.enabledMessage, data: { recoveryCodes } };
  });

  app.post('/account/second-factor/disable', async (request) => {
    const caller = await guard(ctx, request, 'accountUser');
    const { code } = parseInput(secondFactorCodeRequestSchema, request.body);
    await account.disable(caller, code, request.ip);
    return { message: ja.secondFactor.disabledMessage };
  });

  app.post('/account/second-factor/recovery-codes', async (request): Promise<RecoveryCodesResponse> => {
    const caller = await guard(ctx, request, 'accountUser');
    const { code } = parseInput(secondFactorCodeRequestSchema, request.body);
    const recoveryCodes = await account.renewRecoveryCodes(caller, code, request.ip);
    return { message: ja.secondFactor.renewedMessage, data: { recoveryCodes } };
  });

  registerHeadOfficeRoutes(app, ctx, keys);
}

type ServiceParams = { Params: { idOrSubdomain: string } };
type UserParams = { Params: { id: string } };

/** What head office sets: a service's requirement (master) and a user's second factor (reset by master). */
function registerHeadOfficeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  keys: ReturnType<typeof secondFactorKeys>,
): void {
  app.get<ServiceParams>(
    '/services/:idOrSubdomain/second-factor',
    async (request): Promise<{ data: ServiceSecondFactor }> => {
      const { tenant } = await guardTenant(ctx, request, 'serviceSettingEdit', request.params.idOrSubdomain);
      return { data: { required: await serviceRequires(ctx, tenant.id) } };
    },
  );

  app.put<ServiceParams>('/services/:idOrSubdomain/second-factor', async (request) => {
    const { caller, tenant } = await guardTenant(
      ctx,
      request,
      'serviceSettingEdit',
      request.params.idOrSubdomain,
    );
    assertMaster(caller);
    const { required } = parseInput(serviceSecondFactorSchema, request.body);
    await ctx.db
      .update(services)
      .set({ requireSecondFactor: required, updatedAt: ctx.clock() })
      .where(eq(services.id, tenant.id));
    return { message: ja.secondFactor.policyUpdated, data: { required } };
  });

  app.get<UserParams>('/users/:id/second-factor', async (request): Promise<{ data: UserSecondFactor }> => {
    const caller = await guard(ctx, request, 'userList');
    const userId = await userInReach(ctx, caller, pathId(request.params.id));
    const factor = await findSecondFactor(ctx.db, keys, userId);
    const enabledAt = factor?.enabledAt ?? null;
    return { data: { enabled: enabledAt !== null, enabledAt: enabledAt ? apiTime(enabledAt) : null } };
  });

  app.post<UserParams>('/users/:id/second-factor/reset', async (request) => {
    const caller = await guard(ctx, request, 'userList');
    assertMaster(caller);
    const userId = await userInReach(ctx, caller, pathId(request.params.id));
    await removeSecondFactor(ctx.db, userId);
    return { message: ja.secondFactor.resetMessage };
  });
}

function assertMaster(caller: Caller): void {
  if (caller.role !== ROLE_MASTER) throw forbidden();
}

async function serviceRequires(ctx: AppContext, serviceId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ required: services.requireSecondFactor })
    .from(services)
    .where(eq(services.id, serviceId));
  return row?.required ?? false;
}

/** A user head office may see: any for master, its own service's for a client (else 404). */
async function userInReach(ctx: AppContext, caller: Caller, userId: number): Promise<number> {
  const scope = serviceScopeOf(caller);
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), scope.kind === 'one' ? eq(users.serviceId, scope.serviceId) : undefined))
    .limit(1);
  if (!user) throw notFound();
  return user.id;
}
