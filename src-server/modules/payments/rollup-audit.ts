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

/**
 * How many rows of each rollup differ from the GROUP BY over the payments they stand for (a
 * group missing from the rollup, or a rollup row without payments, counts too). All zeros is
 * the rollups' promise; the tests and the benchmark hold them to it.
 */
export async function rollupMismatches(
  db: Database,
  serviceId?: number,
): Promise<{ dailyShop: number; monthlyShop: number; dailyService: number }> {
  const onService = (column: string) =>
    serviceId === undefined ? sql`true` : sql`${sql.identifier(column)} = ${serviceId}`;
  const [row] = await rawRows<{ daily_shop: number; monthly_shop: number; daily_service: number }>(
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
       where ${DIFFERS}) as daily_service`,
  );
  return {
    dailyShop: row?.daily_shop ?? -1,
    monthlyShop: row?.monthly_shop ?? -1,
    dailyService: row?.daily_service ?? -1,
  };
}
