import type { FastifyInstance } from 'fastify';
import { notificationCreateRequestSchema, notificationListQuerySchema } from '@shared/api';
import type { Notification, Paginated } from '@shared/api';
import { ja } from '@shared/messages';
import { guard } from '../../platform/auth/guard';
import { serviceScopeOf } from '../../platform/auth/policy';
import type { AppContext } from '../../platform/context';
import { pathId } from '../../platform/http/ids';
import { deleteRoute } from '../../platform/http/method-override';
import { endpointUrl, paginated } from '../../platform/http/pagination';
import { parseInput } from '../../platform/http/validation';
import { createNotification, deleteNotification, listNotificationsPage } from './reads';

/** Notices from head office (issue 13; see src-shared/api/notifications.ts). */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/notifications', async (request): Promise<Paginated<Notification>> => {
    const caller = await guard(ctx, request, 'notificationList');
    const query = parseInput(notificationListQuerySchema, request.query);
    const { items, total } = await listNotificationsPage(
      ctx.db,
      serviceScopeOf(caller),
      query,
      query,
      ctx.clock(),
    );
    return paginated(items, total, query, endpointUrl(request));
  });

  app.post('/notifications', async (request, reply) => {
    const caller = await guard(ctx, request, 'notificationCreate');
    const values = parseInput(notificationCreateRequestSchema, request.body);
    const data = await createNotification(ctx.db, caller, values, ctx.clock());
    return reply.code(201).send({ message: ja.success.created, data });
  });

  deleteRoute<{ id: string }>(app, '/notifications/:id', async (request) => {
    const caller = await guard(ctx, request, 'notificationCreate');
    await deleteNotification(ctx.db, serviceScopeOf(caller), pathId(request.params.id));
    return { message: ja.success.deleted };
  });
}
