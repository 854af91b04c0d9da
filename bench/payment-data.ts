import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src-server/platform/db/client';
import { services, shops, users } from '../src-server/platform/db/schema';
import { customers } from '../src-server/modules/customers/schema';
import { rawRows } from '../src-server/platform/db/raw-select';
import { createBenchService } from './data';

/** The generated payments cover these Tokyo days: FIRST_DAY to the day before END_DAY. */
export const PAYMENTS_FIRST_DAY = '2024-11-01';
export const PAYMENTS_END_DAY = '2026-11-01';
const SPAN_DAYS = 730;
const CUSTOMER_COUNT = 10_000;
const CHUNK_ROWS = 500_000;

export interface PaymentBenchService {
  serviceId: number;
  subdomain: string;
  /** The service's client user (head office, every policy). */
  userId: number;
  shopIds: number[];
  payments: number;
  /** How the payments came to be: generated now (and how long it took) or found from a run before. */
  origin: string;
}

/**
 * A service with `shopCount` shops and `paymentCount` payments evenly over two years, kept in the
 * bench database between runs (generating ten million payments takes minutes); a run finds it
 * by its subdomain and completes it if an earlier run stopped half way.
 *
 * The payments are written by set-based SQL (generate_series), through the same path as the
 * ingest endpoint: an `INSERT INTO payments ... SELECT ... ON CONFLICT (service_id,
 * transaction_id) DO NOTHING` with every constraint and index of the table, and the same
 * statement-level triggers (migration 0009) keeping the rollups; one statement per 500,000
 * payments, so each trigger run aggregates one chunk's transition table. Nothing is loaded
 * behind the triggers' back: the rollups are what ingesting these payments would have made.
 */
export async function paymentBenchService(
  db: Database,
  shopCount: number,
  paymentCount: number,
  log: (line: string) => void,
  span: PaymentSpan = { firstDay: PAYMENTS_FIRST_DAY, days: SPAN_DAYS, taxSplit: false },
): Promise<PaymentBenchService> {
  const subdomain =
    span.firstDay === PAYMENTS_FIRST_DAY && span.days === SPAN_DAYS && !span.taxSplit
      ? `bench-pay-${paymentCount}-${shopCount}`
      : `bench-pay-${paymentCount}-${shopCount}-${span.firstDay}-${span.days}${span.taxSplit ? '-tax' : ''}`;
  const started = Date.now();
  let [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.subdomain, subdomain));
  const found = service !== undefined;
  if (!service) {
    const created = await createBenchService(db, shopCount);
    await db.update(services).set({ subdomain }).where(eq(services.id, created.serviceId));
    await insertCustomers(db, created.serviceId);
    service = { id: created.serviceId };
  }
  const serviceId = service.id;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.serviceId, serviceId));
  const shopIds = (
    await db.select({ id: shops.id }).from(shops).where(eq(shops.serviceId, serviceId)).orderBy(shops.id)
  ).map((row) => row.id);
  const customerIds = (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.serviceId, serviceId))
      .orderBy(customers.id)
  ).map((row) => row.id);
  let generated = 0;
  for (let first = 1; first <= paymentCount; first += CHUNK_ROWS) {
    const last = Math.min(first + CHUNK_ROWS - 1, paymentCount);
    if (await hasTransaction(db, serviceId, transactionIdOf(last))) continue;
    const chunkStarted = Date.now();
    await insertPayments(db, { serviceId, shopIds, customerIds, first, last, total: paymentCount, span });
    generated += last - first + 1;
    log(
      `    payments ${first.toLocaleString('en')}–${last.toLocaleString('en')} in ${elapsed(chunkStarted)}`,
    );
  }
  if (generated > 0) await db.execute(sql`vacuum analyze payments`);
  const origin =
    generated === 0
      ? 'found in the bench database from an earlier run'
      : `${found ? 'completed' : 'generated'} in ${elapsed(started)} (${generated.toLocaleString('en')} payments, then VACUUM ANALYZE)`;
  return { serviceId, subdomain, userId: user?.id ?? 0, shopIds, payments: paymentCount, origin };
}

const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const transactionIdOf = (n: number) => `BP${String(n).padStart(10, '0')}`;

async function hasTransaction(db: Database, serviceId: number, transactionId: string): Promise<boolean> {
  const rows = await rawRows(
    db,
    sql`select 1 from payments where service_id = ${serviceId} and transaction_id = ${transactionId}`,
  );
  return rows.length > 0;
}

async function insertCustomers(db: Database, serviceId: number): Promise<void> {
  await db.execute(sql`
    insert into customers (service_id, name_sei, name_mei, name_sei_kana, name_mei_kana, mobile_phone)
    select ${serviceId},
      (array['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村'])[1 + g % 8],
      (array['美咲','健太','由美','直樹','陽菜','翔','結衣'])[1 + g % 7],
      (array['サトウ','スズキ','タカハシ','タナカ','イトウ','ワタナベ','ヤマモト','ナカムラ'])[1 + g % 8],
      (array['ミサキ','ケンタ','ユミ','ナオキ','ヒナ','ショウ','ユイ'])[1 + g % 7],
      '090' || lpad(g::text, 8, '0')
    from generate_series(1, ${CUSTOMER_COUNT}) as g`);
}

/**
 * The days the payments cover (evenly), and whether the provider sends each payment's part at
 * the reduced 8% rate (a third wholly at 8%, a third at 10%, a third unsaid).
 */
export interface PaymentSpan {
  firstDay: string;
  days: number;
  taxSplit: boolean;
}

interface Chunk {
  serviceId: number;
  shopIds: number[];
  customerIds: number[];
  first: number;
  last: number;
  total: number;
  span: PaymentSpan;
}

/**
 * Payments `first`..`last` of `total`, the n-th paid at FIRST_DAY + n × (two years / total):
 * a hash of n picks the shop (uniformly), a customer for 30 %, the method, instalments, item and
 * amount; 10 % are EC payments (their status follows the EC status), 5 % of the others cancelled.
 */
async function insertPayments(db: Database, chunk: Chunk): Promise<void> {
  const step = (chunk.span.days * 86_400) / chunk.total;
  const reduced = chunk.span.taxSplit
    ? sql`case h / 41 % 3 when 0 then amount when 1 then 0 end`
    : sql`null::int`;
  await db.execute(sql`
    insert into payments (service_id, shop_id, customer_id, transaction_id, channel, payment_method,
      payment_count, item_name, amount, reduced_rate_amount, status, ec_sales_type, ec_status,
      ec_authorized_amount, paid_at, regist_date, updated_at)
    select ${chunk.serviceId}, shop_id, customer_id, transaction_id, channel, payment_method,
      payment_count, item_name, amount, ${reduced},
      case when ec_status in (3, 4) or (channel = 1 and h / 23 % 20 = 0) then 2 else 1 end,
      case when channel = 2 then 1 + h / 31 % 2 end,
      ec_status,
      case when channel = 2 then amount end,
      paid_at, paid_at + interval '2 seconds', paid_at + interval '2 seconds'
    from (
      select g, h,
        (${sql.param(chunk.shopIds)}::int[])[1 + h % ${chunk.shopIds.length}] as shop_id,
        case when h / 7 % 10 < 3
          then (${sql.param(chunk.customerIds)}::int[])[1 + h / 70 % ${chunk.customerIds.length}] end as customer_id,
        'BP' || lpad(g::text, 10, '0') as transaction_id,
        case when h / 3 % 10 = 9 then 2 else 1 end as channel,
        case when h / 3 % 10 = 9
          then (array[1, 1, 3, 4, 2, 2, 2, 2, 2, 2])[1 + h / 29 % 10] end as ec_status,
        1 + h / 11 % 4 as payment_method,
        (array['1','1','1','1','1','3','6','12','999','onetimePayment','ribbonPayment','24'])[1 + h / 13 % 12] as payment_count,
        (array['ブレンドコーヒー','カフェラテ','抹茶ラテ','季節のケーキセット','モーニングセット',
          'ランチプレート','焼き菓子詰め合わせ','コーヒー豆 200g'])[1 + h / 17 % 8] as item_name,
        100 + (h / 19 % 500) * (1 + h / 37 % 20) as amount,
        timestamptz '${sql.raw(chunk.span.firstDay)} 00:00:00+09' + (g - 1) * ${step}::float8 * interval '1 second' as paid_at
      from (select g, (g::bigint * 2654435761) % 4294967291 as h
        from generate_series(${chunk.first}::int, ${chunk.last}::int) as g) as hashed
    ) as generated
    order by paid_at
    on conflict (service_id, transaction_id) do nothing`);
}
