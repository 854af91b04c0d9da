import { and, eq, sql } from 'drizzle-orm';
import type { CustomerFilterValues, PushItem } from '@shared/api';
import { PUSH_STATE, PUSH_TARGET, SEND_TIMING } from '@shared/constants';
import type { MessageType, PushState, PushTarget, SendTiming } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { pushNotifications, pushOutbox } from './schema-push';
import { Conflict, notFound, staleWrite } from '../../platform/errors';
import { atVersion } from '../../platform/db/versions';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTime, apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import type { SortRequest } from '../../platform/db/list-helpers';
import { ja } from '@shared/messages';
import { eqWhenGiven } from '../../platform/db/list-helpers';

const columns = {
  id: pushNotifications.id,
  templateId: pushNotifications.templateId,
  templateName: pushNotifications.templateName,
  messageType: pushNotifications.messageType,
  pushMessage: pushNotifications.pushMessage,
  sendTiming: pushNotifications.sendTiming,
  scheduledAt: pushNotifications.scheduledAt,
  target: pushNotifications.target,
  state: pushNotifications.state,
  recipientCount: pushNotifications.recipientCount,
  deliveryTotal: pushNotifications.deliveryTotal,
  deliveredCount: pushNotifications.deliveredCount,
  failedCount: pushNotifications.failedCount,
  startedAt: pushNotifications.startedAt,
  finishedAt: pushNotifications.finishedAt,
  createdByName: sql<
    string | null
  >`case when ${users.id} is null then null else ${users.nameSei} || ' ' || ${users.nameMei} end`,
  registDate: pushNotifications.registDate,
  updatedAt: pushNotifications.updatedAt,
};

const rowQuery = (db: Database) =>
  db.select(columns).from(pushNotifications).leftJoin(users, eq(users.id, pushNotifications.createdBy));
type Row = Awaited<ReturnType<typeof rowQuery>>[number];

function toItem(row: Row): PushItem {
  return {
    ...row,
    messageType: row.messageType as MessageType,
    sendTiming: row.sendTiming as SendTiming,
    target: row.target as PushTarget,
    state: row.state as PushState,
    scheduledAt: apiTime(row.scheduledAt),
    startedAt: row.startedAt ? apiTime(row.startedAt) : null,
    finishedAt: row.finishedAt ? apiTime(row.finishedAt) : null,
    ...apiTimestamps(row),
  };
}

const SORTABLE = {
  registDate: pushNotifications.registDate,
  scheduledAt: pushNotifications.scheduledAt,
  id: pushNotifications.id,
};

export interface PushFilter extends SortRequest {
  templateId?: number | undefined;
  state?: PushState | undefined;
}

const pushList = listRead({
  rows: (db, where) => rowQuery(db).where(where).$dynamic(),
  count: countRows(pushNotifications),
  sortable: SORTABLE,
  order: [pushNotifications.registDate, pushNotifications.id],
  item: toItem,
});

export function listPushesPage(db: Database, serviceId: number, filter: PushFilter, page: PageRequest) {
  const where = and(
    eq(pushNotifications.serviceId, serviceId),
    eqWhenGiven(pushNotifications.templateId, filter.templateId),
    eqWhenGiven(pushNotifications.state, filter.state),
  );
  return pushList.page(db, where, filter, page);
}

export async function findPush(db: Database, serviceId: number, id: number): Promise<PushItem | null> {
  const [row] = await rowQuery(db)
    .where(and(eq(pushNotifications.serviceId, serviceId), eq(pushNotifications.id, id)))
    .limit(1);
  return row ? toItem(row) : null;
}

export interface NewPush {
  serviceId: number;
  createdBy: number;
  template: { id: number; kind: number; name: string };
  pushMessage: string;
  sendTiming: SendTiming;
  scheduledAt: Date;
  filter: CustomerFilterValues | null;
  recipientCount: number;
  now: Date;
}

/** Saves a push 予約中 and puts it in the outbox, due at once or at its time. */
export async function createPush(db: Database, push: NewPush): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushNotifications)
      .values({
        serviceId: push.serviceId,
        templateId: push.template.id,
        templateName: push.template.name,
        messageType: push.template.kind,
        pushMessage: push.pushMessage,
        sendTiming: push.sendTiming,
        scheduledAt: push.sendTiming === SEND_TIMING.IMMEDIATELY ? push.now : push.scheduledAt,
        target: push.filter ? PUSH_TARGET.FILTERED : PUSH_TARGET.ALL,
        targetFilter: push.filter ?? {},
        state: PUSH_STATE.SCHEDULED,
        recipientCount: push.recipientCount,
        createdBy: push.createdBy,
        registDate: push.now,
        updatedAt: push.now,
      })
      .returning({ id: pushNotifications.id, scheduledAt: pushNotifications.scheduledAt });
    if (!row) throw new Error('push was not saved');
    await tx.insert(pushOutbox).values({ pushId: row.id, serviceId: push.serviceId, dueAt: row.scheduledAt });
    return row.id;
  });
}

/**
 * Cancels a push that has not started: 取消済み, out of the outbox. The claim of a worker and
 * this both update the push row, so one waits for the other: once a worker has marked it
 * 送信中 it can no longer be cancelled (409).
 */
export async function cancelPush(
  db: Database,
  input: { serviceId: number; id: number; updatedAt?: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(pushNotifications)
      .set({ state: PUSH_STATE.CANCELLED, updatedAt: input.now })
      .where(
        and(
          eq(pushNotifications.serviceId, input.serviceId),
          eq(pushNotifications.id, input.id),
          eq(pushNotifications.state, PUSH_STATE.SCHEDULED),
          atVersion(pushNotifications.updatedAt, input.updatedAt),
        ),
      )
      .returning({ id: pushNotifications.id });
    if (rows.length > 0) {
      await tx.delete(pushOutbox).where(eq(pushOutbox.pushId, input.id));
      return;
    }
    const [current] = await tx
      .select({ state: pushNotifications.state })
      .from(pushNotifications)
      .where(and(eq(pushNotifications.serviceId, input.serviceId), eq(pushNotifications.id, input.id)));
    if (!current) throw notFound();
    if (current.state !== PUSH_STATE.SCHEDULED) throw new Conflict(ja.customers.push.notCancellable);
    throw staleWrite();
  });
}
