import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  API_PATHS,
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
import { inServiceScope, serviceScopeOf } from '../../platform/auth/policy';
import { revokeToken } from '../../platform/auth/session';
import type { Caller } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { services, users } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { apiTime } from '../../platform/http/time';
import { changePassword } from './change-password';
import { login, loginSecondStep } from './login';
import type { IssuedSession, LoginOrigin } from './login';
import { accountSecondFactor } from './second-factor/account';
import { findSecondFactor, removeSecondFactor } from './second-factor/factors';
import { secondFactorKeys } from './second-factor/secret-box';
import type { SecondFactorKeys } from './second-factor/secret-box';
import type { ModuleHttp } from '../../platform/module';

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

export function registerAuthRoutes(http: ModuleHttp, ctx: AppContext): void {
  const { route, guards } = http;
  const paths = API_PATHS.auth;
  // Without a configured key (tests, the in-memory demo) the secrets live as long as the process.
  const keys = secondFactorKeys(ctx.settings.secondFactorKey ?? randomBytes(32));

  route.post(paths.login, {
    access: guards.open,
    body: loginRequestSchema,
    async handler({ request, body }): Promise<LoginResponse> {
      const answer = await login(ctx, keys, body, originOf(request));
      return { data: 'secondFactor' in answer ? answer : await sessionBody(ctx, answer) };
    },
  });

  route.post(paths.loginSecondFactor, {
    access: guards.open,
    body: secondFactorLoginRequestSchema,
    async handler({ request, body }): Promise<SecondFactorLoginResponse> {
      const session = await loginSecondStep(ctx, keys, body, originOf(request));
      return {
        data: {
          ...(await sessionBody(ctx, session)),
          ...(session.recoveryCodes ? { recoveryCodes: session.recoveryCodes } : {}),
        },
      };
    },
  });

  route.post(paths.logout, {
    access: guards.loggedIn,
    async handler({ access: { caller } }) {
      await revokeToken(ctx.db, caller.tokenId, ctx.clock());
      return { message: ja.server.loggedOut };
    },
  });

  route.post(paths.changePassword, {
    access: guards.loggedIn,
    body: changePasswordRequestSchema,
    async handler({ access: { caller }, body }) {
      await changePassword(ctx, caller, body);
      return { message: ja.auth.passwordChanged };
    },
  });

  registerAccountSecondFactorRoutes(http, ctx, keys);
  registerHeadOfficeRoutes(http, ctx, keys);
}

/** アカウント設定: the caller's own second factor. */
function registerAccountSecondFactorRoutes(
  { route, guards }: ModuleHttp,
  ctx: AppContext,
  keys: SecondFactorKeys,
): void {
  const own = guards.caller('accountUser');
  const account = accountSecondFactor(ctx, keys);
  const paths = API_PATHS.account;

  route.get(paths.secondFactor, {
    access: own,
    async handler({ access: { caller } }): Promise<{ data: SecondFactorStatus }> {
      return { data: await account.status(caller) };
    },
  });

  route.post(paths.secondFactorSetup, {
    access: own,
    async handler({ access: { caller } }) {
      return { data: await account.setUp(caller) };
    },
  });

  route.post(paths.secondFactorDisable, {
    access: own,
    body: secondFactorCodeRequestSchema,
    async handler({ request, access: { caller }, body }) {
      await account.disable(caller, body.code, request.ip);
      return { message: ja.secondFactor.disabledMessage };
    },
  });

  // Turning the second factor on and renewing the recovery codes: each confirmed with a code,
  // each answered with the account's new recovery codes.
  const issuingRecoveryCodes = [
    { path: paths.secondFactor, issue: account.enable, message: ja.secondFactor.enabledMessage },
    { path: paths.recoveryCodes, issue: account.renewRecoveryCodes, message: ja.secondFactor.renewedMessage },
  ];
  for (const { path, issue, message } of issuingRecoveryCodes) {
    route.post(path, {
      access: own,
      body: secondFactorCodeRequestSchema,
      async handler({ request, access: { caller }, body }): Promise<RecoveryCodesResponse> {
        const recoveryCodes = await issue(caller, body.code, request.ip);
        return { message, data: { recoveryCodes } };
      },
    });
  }
}

/** What head office sets: a service's requirement (master) and a user's second factor (reset by master). */
function registerHeadOfficeRoutes(
  { route, guards }: ModuleHttp,
  ctx: AppContext,
  keys: SecondFactorKeys,
): void {
  route.get(API_PATHS.services.secondFactor, {
    access: guards.tenant('serviceSettingEdit'),
    async handler({ access: { tenant } }): Promise<{ data: ServiceSecondFactor }> {
      return { data: { required: await serviceRequires(ctx, tenant.id) } };
    },
  });

  route.put(API_PATHS.services.secondFactor, {
    // Master only, before the body is read.
    access: async (request, params) => {
      const access = await guards.tenant('serviceSettingEdit')(request, params);
      assertMaster(access.caller);
      return access;
    },
    body: serviceSecondFactorSchema,
    async handler({ access: { tenant }, body: { required } }) {
      await ctx.db
        .update(services)
        .set({ requireSecondFactor: required, updatedAt: ctx.clock() })
        .where(eq(services.id, tenant.id));
      return { message: ja.secondFactor.policyUpdated, data: { required } };
    },
  });

  route.get(API_PATHS.users.secondFactor, {
    access: guards.caller('userList'),
    async handler({ access: { caller }, params }): Promise<{ data: UserSecondFactor }> {
      const userId = await userInReach(ctx, caller, pathId(params.id));
      const factor = await findSecondFactor(ctx.db, keys, userId);
      const enabledAt = factor?.enabledAt ?? null;
      return { data: { enabled: enabledAt !== null, enabledAt: enabledAt ? apiTime(enabledAt) : null } };
    },
  });

  route.post(API_PATHS.users.secondFactorReset, {
    access: guards.caller('userList'),
    async handler({ access: { caller }, params }) {
      assertMaster(caller);
      const userId = await userInReach(ctx, caller, pathId(params.id));
      await removeSecondFactor(ctx.db, userId);
      return { message: ja.secondFactor.resetMessage };
    },
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
    .where(and(eq(users.id, userId), inServiceScope(scope, users.serviceId)))
    .limit(1);
  if (!user) throw notFound();
  return user.id;
}
