import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorEntry, IngestPayment, PaymentIngestResult } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import {
  EC_CANCELLED_STATUSES,
  isEcStatusChangeAllowed,
  isPaymentStatusChangeAllowed,
  PAYMENT_CHANNEL,
  PAYMENT_STATUS,
} from '@shared/constants';
import type { EcPaymentStatus, PaymentStatus } from '@shared/constants';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { nextVersion } from '../../platform/db/versions';
import { Conflict, validationFailed } from '../../platform/errors';
import { customers } from '../customers';
import { shopIdsByCode } from '../stores';
import { rawRows } from '../../platform/db/raw-select';
import { payments as paymentsTable } from './schema';
import { writeAuditLines } from '../../platform/audit/line';

/** A payment sent again with other content than the one stored: its row, id and the fields that differ. */
export interface IngestConflict {
  index: number;
  transactionId: string;
  fields: string[];
}

/**
 * Stores a batch of the provider's payments of a service. Every payment names a shop of the
 * service by its code (and perhaps a customer of the service); one that does not is refused
 * with the whole batch (Invalid, 422, by row). A transaction id already stored is compared with what is
 * stored: the same payment is a duplicate (the provider may send a batch again after a lost
 * answer); a later state of it (a cancellation, an EC sale confirmed or cancelled) goes through
 * the payment state machine; an earlier state is a stale resend, left as stored; anything else
 * is a conflict, and the whole batch is refused (Conflict, 409) naming each such row and its fields (its `conflicts`). One
 * transaction, so a refused batch stores nothing. The rollups follow in the same statements
 * (the triggers of migration 0009).
 */
export async function ingestPayments(
  db: Database,
  serviceId: number,
  payments: readonly IngestPayment[],
  now: Date,
): Promise<PaymentIngestResult> {
  const [shopIds, customerIds] = await Promise.all([
    shopIdsByCode(
      db,
      serviceId,
      payments.map((payment) => payment.shopCode),
    ),
    knownCustomerIds(db, serviceId, payments),
  ]);
  const errors = referenceErrors(payments, shopIds, customerIds);
  if (errors.length > 0) throw validationFailed(errors);

  // Sorted by transaction id: two batches sharing ids wait for each other in the same order.
  const rows = [...payments].sort((a, b) => compare(a.transactionId, b.transactionId));
  try {
    const result = await db.transaction(async (tx) => {
      const stored = new Set(await insertPayments(tx, serviceId, rows, shopIds));
      const resent = payments.flatMap((payment, index) => {
        if (stored.delete(payment.transactionId)) return [];
        return [{ payment, index }];
      });
      const changed = await applyResends(tx, serviceId, resent, shopIds, now);
      return {
        received: payments.length,
        stored: payments.length - resent.length,
        duplicates: duplicateIds(
          resent.map(({ payment }) => payment),
          changed,
        ),
        changed,
      };
    });
    return result;
  } catch (error) {
    if (!(error instanceof ResendConflict)) throw error;
    throw conflictOf(error.conflicts);
  }
}

class ResendConflict extends Error {
  constructor(readonly conflicts: IngestConflict[]) {
    super('payments sent again with other content');
  }
}

/** The refusal of a batch with rows sent again with other content: by row, and the rows' fields. */
function conflictOf(conflicts: IngestConflict[]): Conflict {
  const labels: Record<string, string> = ja.server.fields;
  const errors = conflicts.map(({ index, transactionId, fields }) => ({
    name: `payments.${index}`,
    message: formatMessage(ja.server.ingestConflict, {
      transactionId,
      fields: fields.map((field) => labels[field] ?? field).join('、'),
    }),
  }));
  return new Conflict(formatMessage(ja.server.ingestConflicts, { count: conflicts.length }), errors, {
    conflicts,
  });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The ids of the payments sent before (or twice in this batch) and left as stored, each once. */
function duplicateIds(resent: readonly IngestPayment[], changed: readonly string[]): string[] {
  const changedIds = new Set(changed);
  return [...new Set(resent.map((payment) => payment.transactionId))].filter((id) => !changedIds.has(id));
}

async function knownCustomerIds(
  db: Database,
  serviceId: number,
  payments: readonly IngestPayment[],
): Promise<Set<number>> {
  const ids = [...new Set(payments.flatMap((payment) => (payment.customerId ? [payment.customerId] : [])))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.serviceId, serviceId), inArray(customers.id, ids)));
  return new Set(rows.map((row) => row.id));
}

function referenceErrors(
  payments: readonly IngestPayment[],
  shopIds: ReadonlyMap<string, number>,
  customerIds: ReadonlySet<number>,
): ErrorEntry[] {
  const fields = ja.server.fields;
  return payments.flatMap((payment, index) => [
    ...(shopIds.has(payment.shopCode)
      ? []
      : [
          {
            name: `payments.${index}.shopCode`,
            message: fieldMessage(fields.shopCode, ja.server.unknownShopCode),
          },
        ]),
    ...(!payment.customerId || customerIds.has(payment.customerId)
      ? []
      : [
          {
            name: `payments.${index}.customerId`,
            message: fieldMessage(fields.customerId, ja.server.unknownCustomer),
          },
        ]),
  ]);
}

/** The status of a payment: an EC payment's follows its EC status. */
function statusOf(payment: IngestPayment): number {
  if (payment.channel === PAYMENT_CHANNEL.EC && payment.ecStatus !== undefined) {
    return EC_CANCELLED_STATUSES.includes(payment.ecStatus)
      ? PAYMENT_STATUS.CANCELLED
      : PAYMENT_STATUS.COMPLETED;
  }
  return payment.status ?? PAYMENT_STATUS.COMPLETED;
}

/**
 * One INSERT of the batch as column arrays (unnest), whatever its size: one statement to
 * parse, one round trip, and one run of the rollup triggers. Answers the stored ids.
 */
async function insertPayments(
  db: Database,
  serviceId: number,
  rows: readonly IngestPayment[],
  shopIds: ReadonlyMap<string, number>,
): Promise<string[]> {
  const column = <T>(value: (payment: IngestPayment) => T) => sql.param(rows.map(value));
  const isEc = (payment: IngestPayment) => payment.channel === PAYMENT_CHANNEL.EC;
  const inserted = await rawRows<{ transaction_id: string }>(
    db,
    sql`
      insert into payments (service_id, shop_id, customer_id, transaction_id, channel, payment_method,
        payment_count, item_name, amount, reduced_rate_amount, status, ec_sales_type, ec_status,
        ec_authorized_amount, paid_at)
      select ${serviceId}, *
      from unnest(
        ${column((p) => shopIds.get(p.shopCode))}::int[],
        ${column((p) => p.customerId ?? null)}::int[],
        ${column((p) => p.transactionId)}::text[],
        ${column((p) => p.channel)}::smallint[],
        ${column((p) => p.paymentMethod)}::smallint[],
        ${column((p) => String(p.paymentCount))}::text[],
        ${column((p) => p.itemName)}::text[],
        ${column((p) => p.amount)}::int[],
        ${column((p) => p.reducedRateAmount ?? null)}::int[],
        ${column(statusOf)}::smallint[],
        ${column((p) => (isEc(p) ? (p.ecSalesType ?? null) : null))}::smallint[],
        ${column((p) => (isEc(p) ? (p.ecStatus ?? null) : null))}::smallint[],
        ${column((p) => (isEc(p) ? p.amount : null))}::int[],
        ${column((p) => p.paidAt)}::timestamptz[]
      )
      on conflict (service_id, transaction_id) do nothing
      returning transaction_id`,
  );
  return inserted.map((row) => row.transaction_id);
}

interface StoredPayment {
  id: number;
  transaction_id: string;
  shop_id: number;
  customer_id: number | null;
  channel: number;
  payment_method: number;
  payment_count: string;
  item_name: string;
  ec_authorized_amount: number | null;
  amount: number;
  status: number;
  ec_sales_type: number | null;
  ec_status: number | null;
  paid_at: Date | string;
}

/** Fields of a payment as the provider sends it, with what the stored row holds for each. */
function differingFields(
  payment: IngestPayment,
  stored: StoredPayment,
  shopId: number | undefined,
): string[] {
  const isEc = payment.channel === PAYMENT_CHANNEL.EC;
  const sent: Record<string, unknown> = {
    shopCode: shopId,
    customerId: payment.customerId ?? null,
    channel: payment.channel,
    paymentMethod: payment.paymentMethod,
    paymentCount: String(payment.paymentCount),
    itemName: payment.itemName,
    // An EC payment's amount may have been lowered in the console since: the provider's is the authorised one.
    amount: payment.amount,
    paidAt: new Date(payment.paidAt).getTime(),
    ecSalesType: isEc ? (payment.ecSalesType ?? null) : null,
  };
  const held: Record<string, unknown> = {
    shopCode: stored.shop_id,
    customerId: stored.customer_id,
    channel: stored.channel,
    paymentMethod: stored.payment_method,
    paymentCount: stored.payment_count,
    itemName: stored.item_name,
    amount: isEc ? stored.ec_authorized_amount : stored.amount,
    paidAt: new Date(stored.paid_at).getTime(),
    ecSalesType: stored.ec_sales_type,
  };
  return Object.keys(sent).filter((field) => sent[field] !== held[field]);
}

type StateMove = 'same' | 'stale' | 'forward' | 'undefined';

/** The state the state machine follows: the EC status of an EC payment, else the status. */
function stateOf(payment: IngestPayment): number | undefined {
  return payment.channel === PAYMENT_CHANNEL.EC ? payment.ecStatus : statusOf(payment);
}

/** How the sent state relates to the stored one in the state machine (in-store status, or EC status). */
function stateMove(payment: IngestPayment, stored: StoredPayment): StateMove {
  if (payment.channel === PAYMENT_CHANNEL.EC) {
    const sent = payment.ecStatus as EcPaymentStatus;
    const held = stored.ec_status as EcPaymentStatus;
    if (sent === held) return 'same';
    if (isEcStatusChangeAllowed(held, sent)) return 'forward';
    return isEcStatusChangeAllowed(sent, held) ? 'stale' : 'undefined';
  }
  const sent = statusOf(payment) as PaymentStatus;
  const held = stored.status as PaymentStatus;
  if (sent === held) return 'same';
  if (isPaymentStatusChangeAllowed(held, sent)) return 'forward';
  return isPaymentStatusChangeAllowed(sent, held) ? 'stale' : 'undefined';
}

/**
 * The payments of the batch that were stored before: each is a duplicate, a state change
 * (applied here, under the row's lock), or a conflict (the batch is refused: ResendConflict).
 * Answers the ids whose state changed.
 */
async function applyResends(
  tx: Database,
  serviceId: number,
  resent: readonly { payment: IngestPayment; index: number }[],
  shopIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<string[]> {
  if (resent.length === 0) return [];
  const ids = [...new Set(resent.map(({ payment }) => payment.transactionId))];
  const rows = await rawRows<StoredPayment>(
    tx,
    sql`select id, transaction_id, shop_id, customer_id, channel, payment_method, payment_count, item_name,
          amount, ec_authorized_amount, status, ec_sales_type, ec_status, paid_at
        from payments where service_id = ${serviceId} and transaction_id = any(${sql.param(ids)}::text[])
        order by transaction_id for update`,
  );
  const byId = new Map(rows.map((row) => [row.transaction_id, row]));
  const conflicts: IngestConflict[] = [];
  const moves = new Map<string, { payment: IngestPayment; stored: StoredPayment }>();
  for (const { payment, index } of resent) {
    const stored = byId.get(payment.transactionId);
    if (!stored) continue;
    const fields = differingFields(payment, stored, shopIds.get(payment.shopCode));
    const move = stateMove(payment, stored);
    const stateField = payment.channel === PAYMENT_CHANNEL.EC ? 'ecStatus' : 'status';
    const earlier = moves.get(payment.transactionId);
    // Undefined by the state machine, or two rows of the batch moving it to different states.
    if (
      move === 'undefined' ||
      (move === 'forward' && earlier && stateOf(earlier.payment) !== stateOf(payment))
    )
      fields.push(stateField);
    if (fields.length > 0) conflicts.push({ index, transactionId: payment.transactionId, fields });
    else if (move === 'forward' && !earlier) moves.set(payment.transactionId, { payment, stored });
  }
  if (conflicts.length > 0) throw new ResendConflict(conflicts);
  for (const { payment, stored } of moves.values()) await moveState(tx, serviceId, payment, stored, now);
  return [...moves.keys()];
}

/** The payment's state as the provider now sends it: an in-store cancellation, or the EC status with its log entry. */
async function moveState(
  tx: Database,
  serviceId: number,
  payment: IngestPayment,
  stored: StoredPayment,
  now: Date,
): Promise<void> {
  const status = statusOf(payment);
  const isEc = payment.channel === PAYMENT_CHANNEL.EC;
  await tx
    .update(paymentsTable)
    .set({
      status,
      ...(isEc ? { ecStatus: payment.ecStatus } : {}),
      updatedAt: nextVersion(paymentsTable.updatedAt, now),
    })
    .where(eq(paymentsTable.id, stored.id));
  if (!isEc) return;
  // The EC payment's 変更履歴 reads the audit trail: the provider's move is a line of the system's.
  await writeAuditLines(tx, [
    {
      at: now,
      actor: null,
      serviceId,
      shopId: stored.shop_id,
      entity: 'ecPayment',
      entityId: String(stored.id),
      entityLabel: stored.transaction_id,
      action: 'update',
      details: { by: ja.server.ingestChangedBy },
      changes: [
        {
          t: 'payments',
          op: 'u',
          id: stored.id,
          sv: serviceId,
          sh: stored.shop_id,
          lb: stored.transaction_id,
          c: { ec_status: [stored.ec_status ?? null, payment.ecStatus ?? null] },
        },
      ],
    },
  ]);
}
