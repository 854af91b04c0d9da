import { API_PATHS, notificationCreateRequestSchema, notificationListQuerySchema } from '@shared/api';
import type { Notification, Paginated } from '@shared/api';
import { serviceScopeOf } from '../../platform/auth/policy';
import type { AppContext } from '../../platform/context';
import { created, deleted, pageAnswer } from '../../platform/http/answers';
import { pathId } from '../../platform/http/ids';
import { createNotification, deleteNotification, listNotificationsPage } from './reads';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.notifications;

/** Notices from head office (issue 13; see src-shared/api/notifications.ts). */
export function registerNotificationRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(paths.list, {
    access: guards.caller('notificationList'),
    query: notificationListQuerySchema,
    async handler({ request, access: { caller }, query }): Promise<Paginated<Notification>> {
      const page = await listNotificationsPage(ctx.db, serviceScopeOf(caller), query, query, ctx.clock());
      return pageAnswer(request, page, query);
    },
  });

  route.post(paths.list, {
    access: guards.caller('notificationCreate'),
    body: notificationCreateRequestSchema,
    status: 201,
    async handler({ access: { caller }, body }) {
      return created(await createNotification(ctx.db, caller, body, ctx.clock()));
    },
  });

  route.delete(paths.item, {
    access: guards.caller('notificationCreate'),
    async handler({ access: { caller }, params }) {
      await deleteNotification(ctx.db, serviceScopeOf(caller), pathId(params.id));
      return deleted();
    },
  });
}
