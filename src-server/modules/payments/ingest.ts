import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorEntry, IngestPayment, PaymentIngestResult } from '@shared/api';
import { ja } from '@shared/messages';
import { EC_CANCELLED_STATUSES, PAYMENT_CHANNEL, PAYMENT_STATUS } from '@shared/constants';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import { customers } from '../customers';
import { rawRows } from '../../platform/db/raw-select';

export type IngestOutcome = { ok: true; result: PaymentIngestResult } | { ok: false; errors: ErrorEntry[] };

/**
 * Stores a batch of the provider's payments of a service. Every payment names a shop of the
 * service by its code (and perhaps a customer of the service); one that does not is refused
 * with the whole batch (422, by row). A transaction id already stored is left as it is, so the
 * provider may send a batch again after a lost answer. The rollups follow in the same
 * statement (the triggers of migration 0009).
 */
export async function ingestPayments(
  db: Database,
  serviceId: number,
  payments: readonly IngestPayment[],
): Promise<IngestOutcome> {
  const [shopIds, customerIds] = await Promise.all([
    shopIdsByCode(db, serviceId, payments),
    knownCustomerIds(db, serviceId, payments),
  ]);
  const errors = referenceErrors(payments, shopIds, customerIds);
  if (errors.length > 0) return { ok: false, errors };

  // Sorted by transaction id: two batches sharing ids wait for each other in the same order.
  const rows = [...payments].sort((a, b) => compare(a.transactionId, b.transactionId));
  const stored = await insertPayments(db, serviceId, rows, shopIds);
  return {
    ok: true,
    result: { received: payments.length, stored: stored.length, duplicates: duplicateIds(payments, stored) },
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The ids of the payments not stored: sent before, or more than once in this batch (each id once). */
function duplicateIds(payments: readonly IngestPayment[], stored: readonly string[]): string[] {
  const storedIds = new Set(stored);
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { transactionId } of payments) {
    if (!storedIds.has(transactionId) || seen.has(transactionId)) duplicates.add(transactionId);
    seen.add(transactionId);
  }
  return [...duplicates];
}

async function shopIdsByCode(
  db: Database,
  serviceId: number,
  payments: readonly IngestPayment[],
): Promise<Map<string, number>> {
  const codes = [...new Set(payments.map((payment) => payment.shopCode))];
  const rows = await db
    .select({ id: shops.id, code: shops.shopCode })
    .from(shops)
    .where(and(eq(shops.serviceId, serviceId), inArray(shops.shopCode, codes)));
  return new Map(rows.map((row) => [row.code ?? '', row.id]));
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
