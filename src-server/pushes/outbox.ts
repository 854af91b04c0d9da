import { and, asc, eq, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { customerFilterSchema } from '@shared/api';
import type { CustomerFilterValues } from '@shared/api';
import { PUSH_STATE, PUSH_TARGET } from '@shared/constants';
import type { MessageType } from '@shared/constants';
import { customerConditions } from '../customers/search';
import type { Database } from '../db/client';
import { pushDeliveryBatches, pushNotifications, pushOutbox } from '../db/schema-customer-push';
import { customerDeviceTokens, customers } from '../db/schema-customers';
import { rawRows } from '../jobs/exports/raw-select';
import type { PushMessage, PushSendResult, PushTarget } from './sender';

/** A push one worker owns until it is sent, or until its claim goes stale. */
export interface PushClaim {
  pushId: number;
  serviceId: number;
  workerId: string;
  attempts: number;
  /** The last device token id expanded into deliveries. */
  cursor: number;
  message: PushMessage;
  /** null: every app user of the service. */
  filter: CustomerFilterValues | null;
  firstStart: boolean;
}

/** Raised when another worker took the push over: nothing more may be recorded. */
export class PushClaimLostError extends Error {
  constructor(readonly pushId: number) {
    super(`push ${pushId} was taken over by another worker`);
    this.name = 'PushClaimLostError';
  }
}

/**
 * Claims the push that is due first and that nobody holds (or whose holder stopped refreshing
 * its claim), and marks it 送信中. A push cancelled in the meantime leaves the outbox instead.
 * SKIP LOCKED lets several workers claim at once without waiting for each other.
 */
export async function claimDuePush(
  db: Database,
  workerId: string,
  now: Date,
  staleClaimMs: number,
): Promise<PushClaim | null> {
  const staleBefore = new Date(now.getTime() - staleClaimMs);
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [next] = await tx
        .select({ pushId: pushOutbox.pushId })
        .from(pushOutbox)
        .where(
          and(
            lte(pushOutbox.dueAt, now),
            or(isNull(pushOutbox.claimedAt), lt(pushOutbox.claimedAt, staleBefore)),
          ),
        )
        .orderBy(asc(pushOutbox.dueAt), asc(pushOutbox.pushId))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return null;
      const [push] = await tx
        .update(pushNotifications)
        .set({
          state: PUSH_STATE.SENDING,
          startedAt: sql`coalesce(${pushNotifications.startedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(pushNotifications.id, next.pushId),
            or(
              eq(pushNotifications.state, PUSH_STATE.SCHEDULED),
              eq(pushNotifications.state, PUSH_STATE.SENDING),
            ),
          ),
        )
        .returning({
          serviceId: pushNotifications.serviceId,
          messageType: pushNotifications.messageType,
          templateId: pushNotifications.templateId,
          body: pushNotifications.pushMessage,
          target: pushNotifications.target,
          targetFilter: pushNotifications.targetFilter,
          startedAt: pushNotifications.startedAt,
        });
      if (!push) {
        await tx.delete(pushOutbox).where(eq(pushOutbox.pushId, next.pushId));
        return 'skipped' as const;
      }
      const [claimed] = await tx
        .update(pushOutbox)
        .set({ claimedBy: workerId, claimedAt: now, attempts: sql`${pushOutbox.attempts} + 1` })
        .where(eq(pushOutbox.pushId, next.pushId))
        .returning({ attempts: pushOutbox.attempts, cursor: pushOutbox.cursor });
      if (!claimed) return null;
      return {
        pushId: next.pushId,
        serviceId: push.serviceId,
        workerId,
        attempts: claimed.attempts,
        cursor: Number(claimed.cursor),
        message: {
          pushId: next.pushId,
          messageType: push.messageType as MessageType,
          templateId: push.templateId,
          body: push.body,
        },
        filter: push.target === PUSH_TARGET.FILTERED ? customerFilterSchema.parse(push.targetFilter) : null,
        firstStart: claimed.attempts === 1,
      } satisfies PushClaim;
    });
    if (outcome !== 'skipped') return outcome;
  }
}

/** The claim still holds: refreshes it, in the transaction of the write that depends on it. */
async function holdClaim(db: Database, claim: PushClaim, now: Date, cursor?: number): Promise<void> {
  const rows = await db
    .update(pushOutbox)
    .set({ claimedAt: now, ...(cursor === undefined ? {} : { cursor }) })
    .where(and(eq(pushOutbox.pushId, claim.pushId), eq(pushOutbox.claimedBy, claim.workerId)))
    .returning({ pushId: pushOutbox.pushId });
  if (rows.length === 0) throw new PushClaimLostError(claim.pushId);
}

/** The device tokens of the push's audience, in id order: the whole service's, or the filter's customers'. */
function audience(db: Database, claim: PushClaim): SQL {
  const base = and(
    eq(customerDeviceTokens.serviceId, claim.serviceId),
    claim.filter ? customerConditions(db, claim.serviceId, claim.filter) : undefined,
  );
  const join = claim.filter
    ? sql`join ${customers} on ${customers.id} = ${customerDeviceTokens.customerId}`
    : sql``;
  return sql`from ${customerDeviceTokens} ${join} where ${base}`;
}

/** Counts the push's customers and devices when it first starts (they may have changed since it was saved). */
export async function countAudience(db: Database, claim: PushClaim): Promise<void> {
  const [row] = await rawRows<{ customers: number; devices: number }>(
    db,
    sql`select count(distinct ${customerDeviceTokens.customerId})::int as customers, count(*)::int as devices ${audience(db, claim)}`,
  );
  await db
    .update(pushNotifications)
    .set({ recipientCount: row?.customers ?? 0, deliveryTotal: row?.devices ?? 0 })
    .where(eq(pushNotifications.id, claim.pushId));
}

export interface DeliveryBatch {
  seq: number;
  targets: PushTarget[];
}

/**
 * Expands the next batch: one delivery per device token past the cursor, written with its
 * batch row and the new cursor in one transaction, so a worker that dies leaves either all of
 * it or none. The (push, token) key makes a repeat impossible. Null when no token is left.
 */
export async function expandNextBatch(
  db: Database,
  claim: PushClaim,
  batchSize: number,
  now: Date,
): Promise<DeliveryBatch | null> {
  return db.transaction(async (tx) => {
    const rows = await rawRows<{ id: number; token: string; platform: number }>(
      tx,
      sql`with picked as (
          select ${customerDeviceTokens.id} as id, ${customerDeviceTokens.customerId} as customer_id,
                 ${customerDeviceTokens.token} as token, ${customerDeviceTokens.platform} as platform
          ${audience(tx, claim)} and ${customerDeviceTokens.id} > ${claim.cursor}
          order by ${customerDeviceTokens.id} limit ${batchSize}
        ), inserted as (
          insert into push_deliveries (push_id, device_token_id, customer_id)
          select ${claim.pushId}, id, customer_id from picked
          on conflict do nothing
        )
        select id::float8 as id, token, platform from picked order by id`,
    );
    if (rows.length === 0) return null;
    const first = rows[0]?.id ?? 0;
    const last = rows[rows.length - 1]?.id ?? 0;
    const [seq] = await tx
      .select({ next: sql<number>`coalesce(max(${pushDeliveryBatches.seq}), 0)::int + 1` })
      .from(pushDeliveryBatches)
      .where(eq(pushDeliveryBatches.pushId, claim.pushId));
    const batchSeq = seq?.next ?? 1;
    await tx.insert(pushDeliveryBatches).values({
      pushId: claim.pushId,
      seq: batchSeq,
      firstTokenId: first,
      lastTokenId: last,
      size: rows.length,
    });
    await holdClaim(tx, claim, now, last);
    claim.cursor = last;
    return {
      seq: batchSeq,
      targets: rows.map((row) => ({
        deviceTokenId: Number(row.id),
        token: row.token,
        platform: row.platform,
      })),
    };
  });
}

/** The batches written but not yet recorded as sent (their worker died or their sender threw). */
export async function unsentBatches(db: Database, claim: PushClaim): Promise<DeliveryBatch[]> {
  const batches = await db
    .select({
      seq: pushDeliveryBatches.seq,
      first: pushDeliveryBatches.firstTokenId,
      last: pushDeliveryBatches.lastTokenId,
    })
    .from(pushDeliveryBatches)
    .where(and(eq(pushDeliveryBatches.pushId, claim.pushId), isNull(pushDeliveryBatches.sentAt)))
    .orderBy(asc(pushDeliveryBatches.seq));
  const result: DeliveryBatch[] = [];
  for (const batch of batches) {
    const rows = await rawRows<{ id: number; token: string; platform: number }>(
      db,
      sql`select d.device_token_id::float8 as id, t.token, t.platform
          from push_deliveries d join ${customerDeviceTokens} t on t.id = d.device_token_id
          where d.push_id = ${claim.pushId} and d.device_token_id between ${batch.first} and ${batch.last}
          order by d.device_token_id`,
    );
    result.push({
      seq: batch.seq,
      targets: rows.map((row) => ({
        deviceTokenId: Number(row.id),
        token: row.token,
        platform: row.platform,
      })),
    });
  }
  return result;
}

/** Records what the sender answered for a batch: sent, its failures, and the push's counts. */
export async function recordBatch(
  db: Database,
  claim: PushClaim,
  batch: DeliveryBatch,
  result: PushSendResult,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await holdClaim(tx, claim, now);
    const marked = await tx
      .update(pushDeliveryBatches)
      .set({ sentAt: now })
      .where(
        and(
          eq(pushDeliveryBatches.pushId, claim.pushId),
          eq(pushDeliveryBatches.seq, batch.seq),
          isNull(pushDeliveryBatches.sentAt),
        ),
      )
      .returning({ size: pushDeliveryBatches.size });
    if (marked.length === 0) return;
    for (const failure of result.failed) {
      await tx.execute(
        sql`update push_deliveries set error = ${failure.error}
            where push_id = ${claim.pushId} and device_token_id = ${failure.deviceTokenId}`,
      );
    }
    const failed = result.failed.length;
    await tx
      .update(pushNotifications)
      .set({
        deliveredCount: sql`${pushNotifications.deliveredCount} + ${batch.targets.length - failed}`,
        failedCount: sql`${pushNotifications.failedCount} + ${failed}`,
      })
      .where(eq(pushNotifications.id, claim.pushId));
  });
}

/** Every batch is sent: the push is 送信済み and leaves the outbox. */
export async function finishPush(db: Database, claim: PushClaim, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await holdClaim(tx, claim, now);
    await tx
      .update(pushNotifications)
      .set({
        state: PUSH_STATE.SENT,
        finishedAt: now,
        // Tokens added while it was sending were sent too; ones removed were not.
        deliveryTotal: sql`${pushNotifications.deliveredCount} + ${pushNotifications.failedCount}`,
      })
      .where(eq(pushNotifications.id, claim.pushId));
    await tx.delete(pushOutbox).where(eq(pushOutbox.pushId, claim.pushId));
  });
}

/** Gives the push up (its sender kept failing): 失敗, with the reason, out of the outbox. */
export async function failPush(db: Database, claim: PushClaim, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await holdClaim(tx, claim, now);
    await tx
      .update(pushNotifications)
      .set({ state: PUSH_STATE.FAILED, finishedAt: now, error: reason.slice(0, 500) })
      .where(eq(pushNotifications.id, claim.pushId));
    await tx.delete(pushOutbox).where(eq(pushOutbox.pushId, claim.pushId));
  });
}

/** Hands the push back to the outbox, to be claimed again once `delayMs` has passed. */
export async function releasePush(
  db: Database,
  claim: PushClaim,
  now: Date,
  staleClaimMs: number,
  delayMs: number,
): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ claimedAt: new Date(now.getTime() - staleClaimMs + delayMs) })
    .where(and(eq(pushOutbox.pushId, claim.pushId), eq(pushOutbox.claimedBy, claim.workerId)));
}
