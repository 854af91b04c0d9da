import type { FastifyRequest } from 'fastify';
import {
  API_PATHS,
  groupCreateRequestSchema,
  groupListQuerySchema,
  groupShopsRequestSchema,
  groupUpdateRequestSchema,
} from '@shared/api';
import type { Group, Paginated } from '@shared/api';
import { ja } from '@shared/messages';
import type { AppContext } from '../../platform/context';
import { found } from '../../platform/errors';
import { created, deleted, listAnswer, updated } from '../../platform/http/answers';
import { isDeleteOverride } from '../../platform/http/method-override';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { passwordPolicyOf } from '../users';
import { changeGroupShops } from './group-shops';
import { createGroup, deleteGroup, updateGroup } from './writes';
import { findGroup, listGroups } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.groups;

/** Store groups and their shops (spec section 7, "Groups"). */
export function registerGroupRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  async function groupOrNotFound(serviceId: number, groupId: number): Promise<Group> {
    return found(findGroup(ctx.db, serviceId, groupId));
  }

  route.get(paths.list, {
    access: guards.tenant('storeGroupList'),
    query: groupListQuerySchema,
    async handler({ request, access: { tenant }, query }): Promise<Paginated<Group> | { data: Group[] }> {
      return listAnswer(request, query, (page) => listGroups(ctx.db, tenant.id, query, page));
    },
  });

  route.post(paths.list, {
    access: guards.tenant('storeGroupList'),
    body: groupCreateRequestSchema,
    status: 201,
    async handler({ access: { tenant }, body }) {
      const groupId = await createGroup(ctx.db, tenant.id, body, passwordPolicyOf(ctx));
      return created(await groupOrNotFound(tenant.id, groupId));
    },
  });

  route.put(paths.item, {
    access: guards.record('storeGroupList'),
    body: groupUpdateRequestSchema,
    async handler({ access: { tenant, id }, body }) {
      await updateGroup(ctx.db, tenant.id, id, body, passwordPolicyOf(ctx));
      return updated(await groupOrNotFound(tenant.id, id));
    },
  });

  route.delete(paths.item, {
    access: guards.record('storeGroupList'),
    async handler({ request, access: { tenant, id } }) {
      await deleteGroup(ctx.db, tenant.id, id, optionalVersion(request));
      return deleted();
    },
  });

  // One path for both: adding, or with `_method: "delete"` removing (spec section 7).
  const shopsChange = (request: FastifyRequest, params: { subdomain: string; id: string }) =>
    guards.record(isDeleteOverride(request) ? 'storeGroupDelete' : 'storeGroupAdd')(request, params);
  route.post(paths.shops, {
    access: shopsChange,
    body: groupShopsRequestSchema,
    async handler({ request, access: { tenant, id }, body: { shopIds } }) {
      const removing = isDeleteOverride(request);
      const shopCount = await changeGroupShops(ctx.db, tenant.id, id, { shopIds, removing }, ctx.clock());
      return {
        message: removing ? ja.success.shopRemovedFromGroup : ja.success.shopAddedToGroup,
        data: { groupId: id, shopIds, shopCount },
      };
    },
  });
}
