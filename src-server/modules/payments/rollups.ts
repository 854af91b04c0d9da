import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PeriodSales, SalesTotals, ShopSales } from '@shared/api';
import { PAYMENT_STATUS, REPORT_INTERVAL } from '@shared/constants';
import type { PaymentStatus, ReportInterval } from '@shared/constants';
import { addDays, endOfMonthDay, periodsOf, startOfMonthDay } from '@shared/datetime';
import { isHeadOffice } from '@shared/routes';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import { paymentDailyServiceTotals, paymentDailyShopTotals, paymentMonthlyShopTotals } from './schema';
import type { PageRequest } from '../../platform/http/pagination';
import { pageOffset } from '../../platform/http/pagination';
import { rawRows } from '../../platform/db/raw-select';
import type { SortRequest } from '../../platform/db/list-helpers';
import { eqWhenGiven } from '../../platform/db/list-helpers';

/**
 * Sales figures read from the rollups that the payment triggers keep (migration 0009), never
 * from the payments themselves: the summary, the statistics endpoint, the dashboard and the
 * history's counts. Every figure equals the GROUP BY over the payments it stands for (the
 * server tests and the benchmark check it).
 */

/** Whose sales: a service, narrowed to what the caller may see and to one shop if picked. */
export interface SalesScope extends Reach {
  shopId?: number | undefined;
}

/** Tokyo calendar days, both included; an open end reaches as far as the payments do. */
export interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}

const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

export const ZERO_TOTALS: SalesTotals = {
  salesCount: 0,
  salesAmount: 0,
  cancelledCount: 0,
  cancelledAmount: 0,
};

/** The whole service, as head office sees it without a shop filter: the per-service rollup answers. */
function isWholeService(scope: SalesScope): boolean {
  return isHeadOffice(scope.caller.role) && scope.shopId === undefined;
}

type ShopRollup = typeof paymentDailyShopTotals | typeof paymentMonthlyShopTotals;

function shopConditions(scope: SalesScope, table: ShopRollup): SQL | undefined {
  return and(
    inReach(scope, { serviceId: table.serviceId, shopId: table.shopId }),
    eqWhenGiven(table.shopId, scope.shopId),
  );
}

function dailyShopRows(scope: SalesScope, from: string, to: string): SQL {
  const t = paymentDailyShopTotals;
  return sql`select ${t.day} as day, ${t.shopId} as shop_id, ${t.salesCount} as sales_count,
      ${t.salesAmount} as sales_amount, ${t.cancelledCount} as cancelled_count, ${t.cancelledAmount} as cancelled_amount
    from ${t} where ${and(shopConditions(scope, t), gte(t.day, from), lte(t.day, to))}`;
}

function monthlyShopRows(scope: SalesScope, firstMonth: string, lastMonth: string): SQL {
  const t = paymentMonthlyShopTotals;
  return sql`select ${t.month} as day, ${t.shopId} as shop_id, ${t.salesCount} as sales_count,
      ${t.salesAmount} as sales_amount, ${t.cancelledCount} as cancelled_count, ${t.cancelledAmount} as cancelled_amount
    from ${t} where ${and(shopConditions(scope, t), gte(t.month, firstMonth), lte(t.month, lastMonth))}`;
}

/**
 * The shop-level rollup rows that make up the range, as (day, shop_id, totals): the monthly
 * rollup for every month wholly inside it (a month row's day is its first day), the daily
 * rollup for the days before and after those months. Weekly periods cut across months, so they
 * read days only (`withMonths` false).
 */
export function shopRollupRows(scope: SalesScope, range: DayRange, withMonths = true): SQL {
  const from = range.from ?? FIRST_DAY;
  const to = range.to ?? LAST_DAY;
  const firstFullMonth = from === startOfMonthDay(from) ? from : addDays(endOfMonthDay(from), 1);
  const lastFullMonthEnd = to === endOfMonthDay(to) ? to : addDays(startOfMonthDay(to), -1);
  if (!withMonths || firstFullMonth > lastFullMonthEnd) return dailyShopRows(scope, from, to);
  const parts = [monthlyShopRows(scope, firstFullMonth, startOfMonthDay(lastFullMonthEnd))];
  if (from < firstFullMonth) parts.push(dailyShopRows(scope, from, addDays(firstFullMonth, -1)));
  if (lastFullMonthEnd < to) parts.push(dailyShopRows(scope, addDays(lastFullMonthEnd, 1), to));
  return sql.join(parts, sql` union all `);
}

/** The per-service daily rollup over the range, as (day, totals). */
function serviceRollupRows(serviceId: number, range: DayRange): SQL {
  const t = paymentDailyServiceTotals;
  return sql`select ${t.day} as day, ${t.salesCount} as sales_count, ${t.salesAmount} as sales_amount,
      ${t.cancelledCount} as cancelled_count, ${t.cancelledAmount} as cancelled_amount
    from ${t} where ${and(
      eq(t.serviceId, serviceId),
      range.from === undefined ? undefined : gte(t.day, range.from),
      range.to === undefined ? undefined : lte(t.day, range.to),
    )}`;
}

/** Whichever rollup answers the scope: the service's own, or its shops'. */
function rollupRows(scope: SalesScope, range: DayRange, withMonths = true): SQL {
  return isWholeService(scope)
    ? serviceRollupRows(scope.serviceId, range)
    : shopRollupRows(scope, range, withMonths);
}

const SUMS = sql`coalesce(sum(r.sales_count), 0)::bigint as sales_count,
  coalesce(sum(r.sales_amount), 0)::bigint as sales_amount,
  coalesce(sum(r.cancelled_count), 0)::bigint as cancelled_count,
  coalesce(sum(r.cancelled_amount), 0)::bigint as cancelled_amount`;

interface TotalsRow {
  sales_count: string | number;
  sales_amount: string | number;
  cancelled_count: string | number;
  cancelled_amount: string | number;
}

/** The drivers answer bigint as text; sales stay far below 2^53 yen. */
export function totalsOf(row: TotalsRow | undefined): SalesTotals {
  if (!row) return { ...ZERO_TOTALS };
  return {
    salesCount: Number(row.sales_count),
    salesAmount: Number(row.sales_amount),
    cancelledCount: Number(row.cancelled_count),
    cancelledAmount: Number(row.cancelled_amount),
  };
}

export async function salesTotals(db: Database, scope: SalesScope, range: DayRange): Promise<SalesTotals> {
  const [row] = await rawRows<TotalsRow>(db, sql`select ${SUMS} from (${rollupRows(scope, range)}) as r`);
  return totalsOf(row);
}

/**
 * How many payments of the scope the range holds, of one status or both (the history's total),
 * as a scalar subquery: the history's page query carries it, so a page and its total take one
 * round trip.
 */
export function paymentCountQuery(
  scope: SalesScope,
  range: DayRange,
  status: PaymentStatus | undefined,
): SQL {
  const counted =
    status === PAYMENT_STATUS.COMPLETED
      ? sql`r.sales_count`
      : status === PAYMENT_STATUS.CANCELLED
        ? sql`r.cancelled_count`
        : sql`r.sales_count + r.cancelled_count`;
  return sql`(select coalesce(sum(${counted}), 0)::bigint from (${rollupRows(scope, range)}) as r)`;
}

/** paymentCountQuery on its own. */
export async function paymentCount(
  db: Database,
  scope: SalesScope,
  range: DayRange,
  status: PaymentStatus | undefined,
): Promise<number> {
  const [row] = await rawRows<{ total: string | number }>(
    db,
    sql`select ${paymentCountQuery(scope, range, status)} as total`,
  );
  return Number(row?.total ?? 0);
}

const PERIOD_KEY: Record<ReportInterval, SQL> = {
  [REPORT_INTERVAL.WEEKLY]: sql`date_trunc('week', r.day::timestamp)`,
  [REPORT_INTERVAL.MONTHLY]: sql`date_trunc('month', r.day::timestamp)`,
  [REPORT_INTERVAL.YEARLY]: sql`date_trunc('year', r.day::timestamp)`,
};

/** Totals per period of the range, every period listed (zeros included), the first and last cut to it. */
export async function salesByPeriod(
  db: Database,
  scope: SalesScope,
  range: { from: string; to: string },
  interval: ReportInterval,
): Promise<PeriodSales[]> {
  const rows = await rawRows<TotalsRow & { period: string }>(
    db,
    sql`select to_char(${PERIOD_KEY[interval]}, 'YYYY-MM-DD') as period, ${SUMS}
      from (${rollupRows(scope, range, interval !== REPORT_INTERVAL.WEEKLY)}) as r group by 1`,
  );
  const byKey = new Map(rows.map((row) => [row.period, totalsOf(row)]));
  return periodsOf(range.from, range.to, interval).map((period) => ({
    start: period.start,
    end: period.end,
    ...(byKey.get(period.key) ?? ZERO_TOTALS),
  }));
}

/** Totals per Tokyo day of the range (only the days with payments). */
export async function salesByDay(
  db: Database,
  scope: SalesScope,
  range: { from: string; to: string },
): Promise<Map<string, SalesTotals>> {
  const rows = await rawRows<TotalsRow & { day: string }>(
    db,
    sql`select to_char(r.day::timestamp, 'YYYY-MM-DD') as day, ${SUMS}
      from (${rollupRows(scope, range, false)}) as r group by r.day`,
  );
  return new Map(rows.map((row) => [row.day, totalsOf(row)]));
}

const SHOP_SORTABLE: Record<string, SQL> = {
  salesAmount: sql`sales_amount`,
  salesCount: sql`sales_count`,
  cancelledAmount: sql`cancelled_amount`,
  cancelledCount: sql`cancelled_count`,
  shopCode: sql`shop_code`,
  storeName: sql`store_name`,
};

/**
 * A page of the shops of the scope with their totals over the range (shops without sales
 * included, with zeros), sorted by sales unless told otherwise, and how many shops there are.
 */
export async function salesByShopPage(
  db: Database,
  scope: SalesScope,
  range: { from: string; to: string },
  sort: SortRequest,
  page: PageRequest,
): Promise<{ items: ShopSales[]; total: number }> {
  const shopWhere = and(
    inReach(scope, { serviceId: shops.serviceId, shopId: shops.id }),
    eqWhenGiven(shops.id, scope.shopId),
  );
  const column = Object.prototype.hasOwnProperty.call(SHOP_SORTABLE, sort.sort)
    ? (SHOP_SORTABLE[sort.sort] ?? SHOP_SORTABLE.salesAmount)
    : SHOP_SORTABLE.salesAmount;
  const direction = sort.typeSort === 'ASC' ? sql`asc` : sql`desc`;
  const [rows, [counted]] = await Promise.all([
    rawRows<TotalsRow & { id: number; shop_code: string | null; store_name: string }>(
      db,
      sql`select * from (
          select ${shops.id} as id, ${shops.shopCode} as shop_code, ${shops.name} as store_name,
            coalesce(t.sales_count, 0) as sales_count, coalesce(t.sales_amount, 0) as sales_amount,
            coalesce(t.cancelled_count, 0) as cancelled_count, coalesce(t.cancelled_amount, 0) as cancelled_amount
          from ${shops}
          left join (select r.shop_id, ${SUMS} from (${shopRollupRows(scope, range)}) as r group by r.shop_id) as t
            on t.shop_id = ${shops.id}
          where ${shopWhere}
        ) as shop_sales
        order by ${column} ${direction}, id ${direction}
        limit ${page.limit} offset ${pageOffset(page)}`,
    ),
    db.select({ total: count() }).from(shops).where(shopWhere),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      shopCode: row.shop_code,
      storeName: row.store_name,
      ...totalsOf(row),
    })),
    total: counted?.total ?? 0,
  };
}
