import type { FastifyInstance } from 'fastify';
import {
  groupCreateRequestSchema,
  groupListQuerySchema,
  groupShopsRequestSchema,
  groupUpdateRequestSchema,
} from '@shared/api';
import type { Group, Paginated } from '@shared/api';
import { ja } from '@shared/messages';
import { guardTenant } from '../../platform/auth/guard';
import type { Tenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { pathId } from '../../platform/http/ids';
import { deleteRoute, isDeleteOverride } from '../../platform/http/method-override';
import { optionalVersion } from '../../platform/http/optimistic-lock';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import type { PasswordPolicy } from '../users';
import { addShopsToGroup, removeShopsFromGroup } from './group-shops';
import { createGroup, deleteGroup, updateGroup } from './writes';
import { findGroup, listAllGroups, listGroupsPage } from './reads';

type TenantParams = { Params: { subdomain: string } };
type GroupParams = { Params: { subdomain: string; id: string } };

/** Store groups and their shops (spec section 7, "Groups"). */
export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const passwordPolicy = (): PasswordPolicy => ({
    now: ctx.clock(),
    validityDays: ctx.settings.passwordValidityDays,
  });

  app.get<TenantParams>(
    '/:subdomain/groups',
    async (request): Promise<Paginated<Group> | { data: Group[] }> => {
      const { tenant } = await guardTenant(ctx, request, 'storeGroupList', request.params.subdomain);
      const query = parseInput(groupListQuerySchema, request.query);
      if (query.noPaginate) return { data: await listAllGroups(ctx.db, tenant.id, query) };
      const { items, total } = await listGroupsPage(ctx.db, tenant.id, query, query);
      return paginated(items, total, query, endpointUrl(request));
    },
  );

  app.post<TenantParams>('/:subdomain/groups', async (request, reply) => {
    const { tenant } = await guardTenant(ctx, request, 'storeGroupList', request.params.subdomain);
    const groupId = await createGroup(
      ctx.db,
      tenant.id,
      parseInput(groupCreateRequestSchema, request.body),
      passwordPolicy(),
    );
    return reply
      .code(201)
      .send({ message: ja.success.created, data: await groupOrNotFound(ctx, tenant, groupId) });
  });

  app.put<GroupParams>('/:subdomain/groups/:id', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'storeGroupList', request.params.subdomain);
    const groupId = pathId(request.params.id);
    await updateGroup(
      ctx.db,
      tenant.id,
      groupId,
      parseInput(groupUpdateRequestSchema, request.body),
      passwordPolicy(),
    );
    return { message: ja.success.updated, data: await groupOrNotFound(ctx, tenant, groupId) };
  });

  deleteRoute<GroupParams['Params']>(app, '/:subdomain/groups/:id', async (request) => {
    const { tenant } = await guardTenant(ctx, request, 'storeGroupList', request.params.subdomain);
    await deleteGroup(ctx.db, tenant.id, pathId(request.params.id), optionalVersion(request));
    return { message: ja.success.deleted };
  });

  // One path for both: adding, or with `_method: "delete"` removing (spec section 7).
  app.post<GroupParams>('/:subdomain/shops/group/:id', async (request) => {
    const removing = isDeleteOverride(request);
    const route = removing ? 'storeGroupDelete' : 'storeGroupAdd';
    const { tenant } = await guardTenant(ctx, request, route, request.params.subdomain);
    const groupId = pathId(request.params.id);
    const { shopIds } = parseInput(groupShopsRequestSchema, request.body);
    const change = removing ? removeShopsFromGroup : addShopsToGroup;
    const shopCount = await change(ctx.db, tenant.id, groupId, shopIds, ctx.clock());
    return {
      message: removing ? ja.success.shopRemovedFromGroup : ja.success.shopAddedToGroup,
      data: { groupId, shopIds, shopCount },
    };
  });
}

async function groupOrNotFound(ctx: AppContext, tenant: Tenant, groupId: number): Promise<Group> {
  const group = await findGroup(ctx.db, tenant.id, groupId);
  if (!group) throw notFound();
  return group;
}
