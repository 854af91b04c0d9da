import type { FastifyRequest } from 'fastify';
import {
  API_PATHS,
  clientUserCreateRequestSchema,
  clientUserUpdateRequestSchema,
  masterUserCreateRequestSchema,
  masterUserUpdateRequestSchema,
  shopUserCreateRequestSchema,
  shopUserUpdateRequestSchema,
  userListQuerySchema,
  userStatusRequestSchema,
} from '@shared/api';
import type { Paginated, User } from '@shared/api';
import { ACCOUNT_STATUS, ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { CLIENT_POLICIES, canChangePolicy } from '@shared/routes';
import type { ClientPolicy, PolicyEditor, RouteName } from '@shared/routes';
import { fieldMessage } from '@shared/validation';
import { findTenant, guard } from '../../platform/auth/guard';
import type { Tenant } from '../../platform/auth/guard';
import { assertRouteRole, assertServiceAccess, serviceScopeOf } from '../../platform/auth/policy';
import type { Caller } from '../../platform/auth/session';
import type { AppContext } from '../../platform/context';
import { found, invalidField, notFound, validationFailed } from '../../platform/errors';
import { listAnswer, updated } from '../../platform/http/answers';
import { pathId } from '../../platform/http/ids';
import { parseInput } from '../../platform/http/validation';
import { createAccount, emailErrors, passwordPolicyOf } from './accounts';
import type { NewAccount } from './accounts';
import { rethrowEmailTaken, setUserStatus, shopOfServiceErrors, updateUser } from './writes';
import { findPolicies, findUser, listUsers } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.users;

const labels = ja.forms.user;

/** The edit screen of each role's users; its route-table roles decide who may see and change them. */
const EDIT_ROUTE: Record<Role, RouteName> = {
  [ROLE_MASTER]: 'userEditMaster',
  [ROLE_CLIENT]: 'userEditClient',
  [ROLE_STORE]: 'userEditShop',
  // Group accounts belong to groups and have no screen of their own; head office edits them like shop users.
  [ROLE_GROUP]: 'userEditShop',
};

/** Users of the settings area (spec sections 2 and 6). */
export function registerUserRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  /**
   * A user the caller may see (its service) and edit (its role's edit route). A user outside
   * the caller's services is as missing as an id of no user (404), so the answer never tells
   * another service's users apart from nobody.
   */
  async function userInReach(
    request: FastifyRequest,
    params: { id: string },
  ): Promise<{ caller: Caller; user: User }> {
    const caller = await guard(ctx, request, 'userList');
    const user = await findUser(ctx.db, pathId(params.id), serviceScopeOf(caller));
    if (!user) throw notFound();
    assertRouteRole(caller, EDIT_ROUTE[user.role]);
    return { caller, user };
  }

  /** The service a client or shop user is placed in: it must exist (422) and be the caller's (403). */
  async function placementService(caller: Caller, subdomain: string): Promise<Tenant> {
    const tenant = await findTenant(ctx, subdomain);
    if (!tenant)
      throw validationFailed([
        { name: 'subdomain', message: fieldMessage(labels.subdomain, ja.validation.unknownChoice) },
      ]);
    assertServiceAccess(caller, tenant.id);
    return tenant;
  }

  /** Opens the account and answers the user as it now reads. */
  async function userCreated(account: NewAccount) {
    const userId = await createAccount(ctx.db, account, passwordPolicyOf(ctx)).catch(rethrowEmailTaken);
    return { message: ja.success.userCreated, data: await found(findUser(ctx.db, userId)) };
  }

  route.get(paths.list, {
    access: guards.caller('userList'),
    query: userListQuerySchema,
    async handler({ request, access: { caller }, query }): Promise<Paginated<User> | { data: User[] }> {
      const scope = serviceScopeOf(caller);
      return listAnswer(request, query, (page) => listUsers(ctx.db, scope, query, page));
    },
  });

  route.post(paths.createMaster, {
    access: guards.caller('userRegisterMaster'),
    body: masterUserCreateRequestSchema,
    status: 201,
    async handler({ body }) {
      await assertEmailFree(ctx, body.email);
      return userCreated({ ...body, role: ROLE_MASTER, serviceId: null });
    },
  });

  route.post(paths.createClient, {
    access: guards.caller('userRegisterClient'),
    body: clientUserCreateRequestSchema,
    status: 201,
    async handler({ access: { caller }, body: { subdomain, summaryManagement, paymentHistory, ...values } }) {
      const tenant = await placementService(caller, subdomain);
      const policies = { summaryManagement, paymentHistory };
      await assertPolicyChanges(ctx, caller, null, policies);
      await assertEmailFree(ctx, values.email);
      return userCreated({ ...values, role: ROLE_CLIENT, serviceId: tenant.id, policies });
    },
  });

  route.post(paths.createShop, {
    access: guards.caller('userRegisterShop'),
    body: shopUserCreateRequestSchema,
    status: 201,
    async handler({ access: { caller }, body: { subdomain, organizationId, ...values } }) {
      const tenant = await placementService(caller, subdomain);
      const errors = [
        ...(await shopOfServiceErrors(ctx.db, tenant.id, organizationId)),
        ...(await emailErrors(ctx.db, values.email, labels.email)),
      ];
      if (errors.length > 0) throw validationFailed(errors);
      return userCreated({
        ...values,
        role: ROLE_STORE,
        serviceId: tenant.id,
        shopId: organizationId,
      });
    },
  });

  route.get(paths.item, {
    access: userInReach,
    async handler({ access: { user } }): Promise<{ data: User }> {
      return { data: user };
    },
  });

  route.put(paths.item, {
    access: userInReach,
    async handler({ request, access: { caller, user } }) {
      const { changes, updatedAt } = await editOf(caller, user, request.body);
      await updateUser(ctx.db, user.id, changes, updatedAt, passwordPolicyOf(ctx));
      return updated((await findUser(ctx.db, user.id)) ?? user);
    },
  });

  route.put(paths.status, {
    access: userInReach,
    body: userStatusRequestSchema,
    async handler({ access: { caller, user }, body: { status, updatedAt } }) {
      if (status === null) throw notFound();
      if (user.id === caller.userId) throw invalidField('status', ja.errors.cannotChangeOwnStatus);
      await setUserStatus(ctx.db, user.id, status, updatedAt, ctx.clock());
      const message = status === ACCOUNT_STATUS.PAUSE ? ja.success.paused : ja.success.pauseReleased;
      return { message, data: (await findUser(ctx.db, user.id)) ?? user };
    },
  });

  /** The edit form of the user's role, read into the changes to save. */
  async function editOf(caller: Caller, user: User, body: unknown) {
    if (user.role === ROLE_CLIENT) {
      const { subdomain, summaryManagement, paymentHistory, updatedAt, ...values } = parseInput(
        clientUserUpdateRequestSchema,
        body,
      );
      const tenant = await placementService(caller, subdomain);
      const policies = { summaryManagement, paymentHistory };
      await assertPolicyChanges(ctx, caller, user, policies);
      return { changes: { ...values, serviceId: tenant.id, policies }, updatedAt };
    }
    if (user.role === ROLE_STORE) {
      const { subdomain, organizationId, updatedAt, ...values } = parseInput(
        shopUserUpdateRequestSchema,
        body,
      );
      const tenant = await placementService(caller, subdomain);
      const errors = await shopOfServiceErrors(ctx.db, tenant.id, organizationId);
      if (errors.length > 0 || organizationId === null) throw validationFailed(errors);
      return { changes: { ...values, serviceId: tenant.id, shopId: organizationId }, updatedAt };
    }
    const { updatedAt, ...values } = parseInput(masterUserUpdateRequestSchema, body);
    return { changes: values, updatedAt };
  }
}

/**
 * A client user's policies as requested for `target` (null: a new user, who holds none yet):
 * each one that changes must be one the caller may change (canChangePolicy), else a 422 on it.
 */
async function assertPolicyChanges(
  ctx: AppContext,
  caller: Caller,
  target: User | null,
  requested: Record<ClientPolicy, boolean>,
): Promise<void> {
  const editor: PolicyEditor = {
    id: caller.userId,
    role: caller.role,
    policies: await findPolicies(ctx.db, caller.userId),
  };
  const errors = CLIENT_POLICIES.filter(
    (policy) =>
      requested[policy] !== (target?.policies[policy] ?? false) &&
      !canChangePolicy(editor, target?.id ?? null, policy),
  ).map((policy) => ({ name: policy, message: fieldMessage(labels[policy], ja.validation.notChangeable) }));
  if (errors.length > 0) throw validationFailed(errors);
}

async function assertEmailFree(ctx: AppContext, email: string): Promise<void> {
  const errors = await emailErrors(ctx.db, email, labels.email);
  if (errors.length > 0) throw validationFailed(errors);
}
