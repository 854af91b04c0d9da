import { and, count, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DashboardNotice, Notification, NotificationState } from '@shared/api';
import { ROLE_GROUP, ROLE_STORE } from '@shared/constants';
import { tokyoDay } from '@shared/datetime';
import { ja } from '@shared/messages';
import type { NotificationFormValues } from '@shared/validation';
import { fieldMessage } from '@shared/validation';
import type { ServiceScope } from '../../platform/auth/policy';
import { assertServiceAccess, inServiceScope } from '../../platform/auth/policy';
import type { Caller } from '../../platform/auth/session';
import { inReach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { services, shops } from '../../platform/db/schema';
import { notifications } from './schema';
import { notFound, validationFailed } from '../../platform/errors';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTimestamps } from '../../platform/http/time';
import { listRead } from '../../platform/db/list-read';
import type { SortRequest } from '../../platform/db/list-helpers';
import { eqWhenGiven } from '../../platform/db/list-helpers';

export interface NotificationFilter extends SortRequest {
  subdomain?: string | undefined;
  state?: NotificationState | undefined;
}

const SORTABLE = {
  registDate: notifications.registDate,
  startDate: notifications.startDate,
  endDate: notifications.endDate,
};

/** Relative to `today`: not yet shown, shown, or over (both days of the period are shown). */
function stateCondition(state: NotificationState | undefined, today: string): SQL | undefined {
  if (state === 'scheduled') return gt(notifications.startDate, today);
  if (state === 'ended') return lt(notifications.endDate, today);
  if (state === 'active') return and(lte(notifications.startDate, today), gte(notifications.endDate, today));
  return undefined;
}

function stateOf(startDate: string, endDate: string, today: string): NotificationState {
  if (startDate > today) return 'scheduled';
  if (endDate < today) return 'ended';
  return 'active';
}

const COLUMNS = {
  id: notifications.id,
  content: notifications.content,
  subdomain: services.subdomain,
  serviceName: services.name,
  shopId: notifications.shopId,
  shopName: shops.name,
  startDate: notifications.startDate,
  endDate: notifications.endDate,
  registDate: notifications.registDate,
  updatedAt: notifications.updatedAt,
};

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(notifications)
    .innerJoin(services, eq(services.id, notifications.serviceId))
    .leftJoin(shops, eq(shops.id, notifications.shopId))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof listQuery>>[number];

function toNotification(row: Row, today: string): Notification {
  return {
    ...row,
    state: stateOf(row.startDate, row.endDate, today),
    ...apiTimestamps(row),
  };
}

const notificationList = listRead({
  rows: listQuery,
  count: (db, where) =>
    db
      .select({ total: count() })
      .from(notifications)
      .innerJoin(services, eq(services.id, notifications.serviceId))
      .where(where),
  sortable: SORTABLE,
  order: [notifications.registDate, notifications.id],
  item: toNotification,
});

/** The notices a caller may see (master every service's, a client its own), under the filters. */
export function listNotificationsPage(
  db: Database,
  scope: ServiceScope,
  filter: NotificationFilter,
  page: PageRequest,
  now: Date,
) {
  const today = tokyoDay(now) ?? '';
  const where = and(
    inServiceScope(scope, notifications.serviceId),
    eqWhenGiven(services.subdomain, filter.subdomain),
    stateCondition(filter.state, today),
  );
  return notificationList.page(db, where, filter, page, today);
}

/**
 * Registers a notice. The service must be one the caller works in (403), the shop one of that
 * service (422 on the field, like an unknown service).
 */
export async function createNotification(
  db: Database,
  caller: Caller,
  values: NotificationFormValues,
  now: Date,
): Promise<Notification> {
  const labels = ja.notifications.fields;
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.subdomain, values.subdomain));
  if (!service) {
    throw validationFailed([
      { name: 'subdomain', message: fieldMessage(labels.subdomain, ja.validation.unknownChoice) },
    ]);
  }
  assertServiceAccess(caller, service.id);
  if (values.shopId !== null) {
    const [shop] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, values.shopId), eq(shops.serviceId, service.id)));
    if (!shop) {
      throw validationFailed([
        { name: 'shopId', message: fieldMessage(labels.shopId, ja.server.unknownShopCode) },
      ]);
    }
  }
  const [created] = await db
    .insert(notifications)
    .values({
      serviceId: service.id,
      shopId: values.shopId,
      content: values.content,
      startDate: tokyoDay(values.startDate) ?? '',
      endDate: tokyoDay(values.endDate) ?? '',
      createdBy: caller.userId,
      registDate: now,
      updatedAt: now,
    })
    .returning({ id: notifications.id });
  const [row] = await listQuery(db, eq(notifications.id, created?.id ?? 0));
  if (!row) throw notFound();
  return toNotification(row, tokyoDay(now) ?? '');
}

/** Deletes a notice of the caller's reach; another service's is as good as missing. */
export async function deleteNotification(db: Database, scope: ServiceScope, id: number): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), inServiceScope(scope, notifications.serviceId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * The notices in force today on a caller's dashboard: the service's own, and for store and
 * group users also those addressed to their shops. Head office sees the service-wide ones.
 */
export async function noticesInForce(
  db: Database,
  serviceId: number,
  caller: Caller,
  today: string,
): Promise<DashboardNotice[]> {
  const shopSide = caller.role === ROLE_STORE || caller.role === ROLE_GROUP;
  const shopNotices = shopSide ? inReach({ serviceId, caller }, { shopId: notifications.shopId }) : undefined;
  return db
    .select({
      id: notifications.id,
      content: notifications.content,
      startDate: notifications.startDate,
      endDate: notifications.endDate,
      shopName: shops.name,
    })
    .from(notifications)
    .leftJoin(shops, eq(shops.id, notifications.shopId))
    .where(
      and(
        eq(notifications.serviceId, serviceId),
        lte(notifications.startDate, today),
        gte(notifications.endDate, today),
        shopNotices ? or(isNull(notifications.shopId), shopNotices) : isNull(notifications.shopId),
      ),
    )
    .orderBy(sql`${notifications.startDate} desc`, sql`${notifications.id} desc`);
}
