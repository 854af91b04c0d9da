import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rawRows } from '../../platform/db/raw-select';

const TOTALS = sql`count(*) filter (where status = 1) as sales_count,
  coalesce(sum(amount) filter (where status = 1), 0) as sales_amount,
  count(*) filter (where status = 2) as cancelled_count,
  coalesce(sum(amount) filter (where status = 2), 0) as cancelled_amount`;

const DIFFERS = sql`g.sales_count is distinct from r.sales_count
  or g.sales_amount is distinct from r.sales_amount
  or g.cancelled_count is distinct from r.cancelled_count
  or g.cancelled_amount is distinct from r.cancelled_amount`;

const JOURNAL_TOTALS = sql`count(*) as payment_count, sum(amount) as amount,
  sum(coalesce(reduced_rate_amount, 0)) as reduced_amount,
  coalesce(sum(amount) filter (where reduced_rate_amount is null), 0) as unsaid_amount,
  count(*) filter (where status = 2) as cancelled_count,
  coalesce(sum(amount) filter (where status = 2), 0) as cancelled_amount,
  coalesce(sum(coalesce(reduced_rate_amount, 0)) filter (where status = 2), 0) as cancelled_reduced_amount,
  coalesce(sum(amount) filter (where status = 2 and reduced_rate_amount is null), 0) as cancelled_unsaid_amount`;

const JOURNAL_DIFFERS = sql`${sql.join(
  [
    'payment_count',
    'amount',
    'reduced_amount',
    'unsaid_amount',
    'cancelled_count',
    'cancelled_amount',
    'cancelled_reduced_amount',
    'cancelled_unsaid_amount',
  ].map((column) => sql`g.${sql.identifier(column)} is distinct from r.${sql.identifier(column)}`),
  sql` or `,
)}`;

/** A payment's journal category, Tokyo day and half hour before 11:30, as migration 0025 derives them. */
const JOURNAL_KEYS = sql`(paid_at at time zone 'Asia/Tokyo')::date as day,
  case when channel = 2 then 5 else payment_method end as category,
  floor(extract(epoch from (paid_at at time zone 'Asia/Tokyo')::time) / 1800)::int as slot`;

/**
 * How many rows of each rollup differ from the GROUP BY over the payments they stand for (a
 * group missing from the rollup, or a rollup row without payments, counts too). All zeros is
 * the rollups' promise; the tests and the benchmark hold them to it.
 */
export async function rollupMismatches(
  db: Database,
  serviceId?: number,
): Promise<{
  dailyShop: number;
  monthlyShop: number;
  dailyService: number;
  journalDaily: number;
  journalEarly: number;
}> {
  const onService = (column: string) =>
    serviceId === undefined ? sql`true` : sql`${sql.identifier(column)} = ${serviceId}`;
  const [row] = await rawRows<{
    daily_shop: number;
    monthly_shop: number;
    daily_service: number;
    journal_daily: number;
    journal_early: number;
  }>(
    db,
    sql`select
      (select count(*)::int from (
        select shop_id, (paid_at at time zone 'Asia/Tokyo')::date as day, ${TOTALS}
        from payments where ${onService('service_id')} group by 1, 2) as g
       full join (select * from payment_daily_shop_totals where ${onService('service_id')}) as r using (shop_id, day)
       where ${DIFFERS}) as daily_shop,
      (select count(*)::int from (
        select shop_id, date_trunc('month', paid_at at time zone 'Asia/Tokyo')::date as month, ${TOTALS}
        from payments where ${onService('service_id')} group by 1, 2) as g
       full join (select * from payment_monthly_shop_totals where ${onService('service_id')}) as r using (shop_id, month)
       where ${DIFFERS}) as monthly_shop,
      (select count(*)::int from (
        select service_id, (paid_at at time zone 'Asia/Tokyo')::date as day, ${TOTALS}
        from payments where ${onService('service_id')} group by 1, 2) as g
       full join (select * from payment_daily_service_totals where ${onService('service_id')}) as r using (service_id, day)
       where ${DIFFERS}) as daily_service,
      (select count(*)::int from (
        select k.shop_id, k.day, k.category, ${JOURNAL_TOTALS}
        from (select *, ${JOURNAL_KEYS} from payments where ${onService('service_id')}) as k
        group by 1, 2, 3) as g
       full join (select * from journal_daily_shop_totals where ${onService('service_id')}) as r
         using (shop_id, day, category)
       where ${JOURNAL_DIFFERS}) as journal_daily,
      (select count(*)::int from (
        select k.shop_id, k.day, k.slot, k.category, ${JOURNAL_TOTALS}
        from (select *, ${JOURNAL_KEYS} from payments where ${onService('service_id')}) as k
        where k.slot < 23
        group by 1, 2, 3, 4) as g
       full join (select * from journal_early_slot_totals where ${onService('service_id')}) as r
         using (shop_id, day, slot, category)
       where ${JOURNAL_DIFFERS}) as journal_early`,
  );
  return {
    dailyShop: row?.daily_shop ?? -1,
    monthlyShop: row?.monthly_shop ?? -1,
    dailyService: row?.daily_service ?? -1,
    journalDaily: row?.journal_daily ?? -1,
    journalEarly: row?.journal_early ?? -1,
  };
}
