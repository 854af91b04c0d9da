import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { customerFilterSchema } from '@shared/api';
import type { CustomerFilterValues } from '@shared/api';
import { PUSH_STATE, PUSH_TARGET } from '@shared/constants';
import type { MessageType } from '@shared/constants';
import { customerConditions } from '../search';
import type { Database } from '../../../platform/db/client';
import { pushDeliveryBatches, pushNotifications, pushOutbox } from '../schema-push';
import { customerDeviceTokens, customers } from '../schema';
import { rawRows } from '../../../platform/db/raw-select';
import { leaseEnd, leaseIsFree } from '../../../platform/background/lease';
import type { LeaseSettings } from '../../../platform/background/lease';
import type { PushMessage, PushSendResult, PushTarget } from './sender';

/** How long a claim of the version before leases stayed valid without a refresh (see leaseIsFree). */
const LEGACY_PUSH_STALE_MS = 2 * 60_000;

/** A push one worker owns until it is sent, or until its lease runs out. */
export interface PushClaim {
  pushId: number;
  serviceId: number;
  workerId: string;
  /** The lease the claim holds the push on, and renews. */
  lease: LeaseSettings;
  attempts: number;
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
 * Claims the push that is due first and that nobody holds (or whose holder's lease ran out),
 * with a lease of its own, and marks it 送信中. A push cancelled in the meantime leaves the
 * outbox instead. SKIP LOCKED lets several workers claim at once without waiting for each other.
 */
export async function claimDuePush(
  db: Database,
  workerId: string,
  now: Date,
  lease: LeaseSettings,
): Promise<PushClaim | null> {
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [next] = await tx
        .select({ pushId: pushOutbox.pushId })
        .from(pushOutbox)
        .where(and(lte(pushOutbox.dueAt, now), leaseIsFree(pushOutbox, now, LEGACY_PUSH_STALE_MS)))
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
        .set({
          claimedBy: workerId,
          claimedAt: now,
          leaseUntil: leaseEnd(now, lease),
          attempts: sql`${pushOutbox.attempts} + 1`,
        })
        .where(eq(pushOutbox.pushId, next.pushId))
        .returning({ attempts: pushOutbox.attempts });
      if (!claimed) return null;
      return {
        pushId: next.pushId,
        serviceId: push.serviceId,
        workerId,
        lease,
        attempts: claimed.attempts,
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

/**
 * The claim still holds: renews its lease, in the transaction of the write that depends on it,
 * and answers the saved cursor. The outbox row stays locked until that transaction ends, so no
 * other worker can take the push over (or expand it) in between.
 */
async function holdClaim(db: Database, claim: PushClaim, now: Date): Promise<number> {
  const rows = await db
    .update(pushOutbox)
    .set({ claimedAt: now, leaseUntil: leaseEnd(now, claim.lease) })
    .where(and(eq(pushOutbox.pushId, claim.pushId), eq(pushOutbox.claimedBy, claim.workerId)))
    .returning({ cursor: pushOutbox.cursor });
  if (!rows[0]) throw new PushClaimLostError(claim.pushId);
  return Number(rows[0].cursor);
}

/** Renews the claim's lease (the heartbeat); false when another worker took the push over. */
export async function renewPushClaim(db: Database, claim: PushClaim, now: Date): Promise<boolean> {
  try {
    await holdClaim(db, claim, now);
    return true;
  } catch (error) {
    if (error instanceof PushClaimLostError) return false;
    throw error;
  }
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
  /** How many deliveries it holds: what the push's counts grow by once it is sent. */
  size: number;
  /** Empty for a sender that does not need the tokens. */
  targets: PushTarget[];
}

const toTargets = (rows: { id: number; token: string; platform: number }[]): PushTarget[] =>
  rows.map((row) => ({ deviceTokenId: Number(row.id), token: row.token, platform: row.platform }));

/**
 * Expands the next batch: one delivery per device token past the cursor, written with its
 * batch row and the new cursor in one transaction, so a worker that dies leaves either all of
 * it or none. The claim is checked (and the outbox row locked) first, so the deliveries start
 * from the cursor that was saved with the last ones: the (push, token) key never meets a
 * repeat, and one would fail the batch rather than pass unnoticed. One statement does the
 * writes; the tokens come back only for a sender that needs them. Null when no token is left.
 */
export async function expandNextBatch(
  db: Database,
  claim: PushClaim,
  batchSize: number,
  withTargets: boolean,
  now: Date,
): Promise<DeliveryBatch | null> {
  return db.transaction(async (tx) => {
    const cursor = await holdClaim(tx, claim, now);
    const tokenColumns = withTargets
      ? sql`, ${customerDeviceTokens.token} as token, ${customerDeviceTokens.platform} as platform`
      : sql``;
    const rows = await rawRows<{
      seq: number;
      size: number;
      id: number;
      token: string;
      platform: number;
    }>(
      tx,
      sql`with picked as (
          select ${customerDeviceTokens.id} as id, ${customerDeviceTokens.customerId} as customer_id ${tokenColumns}
          ${audience(tx, claim)} and ${customerDeviceTokens.id} > ${cursor}
          order by ${customerDeviceTokens.id} limit ${batchSize}
        ), inserted as (
          insert into push_deliveries (push_id, device_token_id, customer_id)
          select ${claim.pushId}, id, customer_id from picked
        ), span as (
          select count(*)::int as size, min(id) as first, max(id) as last from picked
        ), batch as (
          insert into push_delivery_batches (push_id, seq, first_token_id, last_token_id, size)
          select ${claim.pushId},
                 coalesce((select max(seq) from push_delivery_batches where push_id = ${claim.pushId}), 0) + 1,
                 first, last, size
          from span where size > 0
          returning seq, size, last_token_id
        ), moved as (
          update push_outbox set cursor = batch.last_token_id from batch where push_outbox.push_id = ${claim.pushId}
        )
        ${
          withTargets
            ? sql`select batch.seq, batch.size, picked.id::float8 as id, picked.token, picked.platform
                  from batch cross join picked order by picked.id`
            : sql`select batch.seq, batch.size from batch`
        }`,
    );
    const [head] = rows;
    if (!head) return null;
    return { seq: head.seq, size: head.size, targets: withTargets ? toTargets(rows) : [] };
  });
}

/** The batches written but not yet recorded as sent (their worker died or their sender threw). */
export async function unsentBatches(
  db: Database,
  claim: PushClaim,
  withTargets: boolean,
): Promise<DeliveryBatch[]> {
  const batches = await db
    .select({
      seq: pushDeliveryBatches.seq,
      first: pushDeliveryBatches.firstTokenId,
      last: pushDeliveryBatches.lastTokenId,
      size: pushDeliveryBatches.size,
    })
    .from(pushDeliveryBatches)
    .where(and(eq(pushDeliveryBatches.pushId, claim.pushId), isNull(pushDeliveryBatches.sentAt)))
    .orderBy(asc(pushDeliveryBatches.seq));
  const result: DeliveryBatch[] = [];
  for (const batch of batches) {
    if (!withTargets) {
      result.push({ seq: batch.seq, size: batch.size, targets: [] });
      continue;
    }
    const rows = await rawRows<{ id: number; token: string; platform: number }>(
      db,
      sql`select d.device_token_id::float8 as id, t.token, t.platform
          from push_deliveries d join ${customerDeviceTokens} t on t.id = d.device_token_id
          where d.push_id = ${claim.pushId} and d.device_token_id between ${batch.first} and ${batch.last}
          order by d.device_token_id`,
    );
    result.push({ seq: batch.seq, size: rows.length, targets: toTargets(rows) });
  }
  return result;
}

/**
 * Records that the batch is about to be handed to the sender, after checking (in the same
 * transaction) that the push is still this worker's: a worker that lost its lease sends nothing.
 * Answers how many times the batch has been handed now; more than 1 means a worker died while
 * the sender had it, so some of its devices may get the push twice.
 */
export async function markBatchHanded(
  db: Database,
  claim: PushClaim,
  batch: DeliveryBatch,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await holdClaim(tx, claim, now);
    const [handed] = await tx
      .update(pushDeliveryBatches)
      .set({ handedAt: now, handoffs: sql`${pushDeliveryBatches.handoffs} + 1` })
      .where(and(eq(pushDeliveryBatches.pushId, claim.pushId), eq(pushDeliveryBatches.seq, batch.seq)))
      .returning({ handoffs: pushDeliveryBatches.handoffs });
    return handed?.handoffs ?? 0;
  });
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
    const failed = result.failed.length;
    // Marks the batch sent and adds it to the push's counts, unless it was recorded already.
    const marked = await rawRows<{ seq: number }>(
      tx,
      sql`with marked as (
          update push_delivery_batches set sent_at = ${now.toISOString()}::timestamptz
          where push_id = ${claim.pushId} and seq = ${batch.seq} and sent_at is null
          returning seq
        ), counted as (
          update push_notifications
          set delivered_count = delivered_count + ${batch.size - failed}, failed_count = failed_count + ${failed}
          where id = ${claim.pushId} and exists (select 1 from marked)
        )
        select seq from marked`,
    );
    if (marked.length === 0 || failed === 0) return;
    const failures = result.failed.map((f) => ({ id: Number(f.deviceTokenId), error: f.error }));
    await tx.execute(
      sql`update push_deliveries d set error = f.error
          from jsonb_to_recordset(${JSON.stringify(failures)}::jsonb) as f(id bigint, error text)
          where d.push_id = ${claim.pushId} and d.device_token_id = f.id`,
    );
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
export async function releasePush(db: Database, claim: PushClaim, now: Date, delayMs: number): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ claimedBy: null, leaseUntil: new Date(now.getTime() + delayMs) })
    .where(and(eq(pushOutbox.pushId, claim.pushId), eq(pushOutbox.claimedBy, claim.workerId)));
}

/**
 * Hands the push back at once because its worker is stopping: the next worker to look goes on
 * from the saved cursor, and the attempt does not count towards maxAttempts.
 */
export async function handBackPush(db: Database, claim: PushClaim): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ claimedBy: null, claimedAt: null, leaseUntil: null, attempts: sql`${pushOutbox.attempts} - 1` })
    .where(and(eq(pushOutbox.pushId, claim.pushId), eq(pushOutbox.claimedBy, claim.workerId)));
}
