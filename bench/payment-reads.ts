import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SalesTotals } from '@shared/api';
import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_LATEST_PAYMENTS,
  DASHBOARD_TOP_SHOPS,
  PAYMENT_EXACT_COUNT_LIMIT,
  REPORT_INTERVAL,
  ROLE_CLIENT,
  ROLE_GROUP,
  ROLE_STORE,
} from '@shared/constants';
import type { ReportInterval } from '@shared/constants';
import {
  addDays,
  periodsOf,
  sameDayLastMonth,
  startOfMonthDay,
  startOfTokyoDay,
  tokyoDay,
} from '@shared/datetime';
import type { Caller } from '../src-server/platform/auth/session';
import type { Database } from '../src-server/platform/db/client';
import { rawRows } from '../src-server/platform/db/raw-select';
import { loadDashboard } from '../src-server/modules/sales/dashboard';
import { listPaymentsPage } from '../src-server/modules/payments/reads';
import { salesByPeriod, salesByShopPage, salesTotals, totalsOf } from '../src-server/modules/payments/rollups';
import type { SalesScope } from '../src-server/modules/payments/rollups';
import type { PaymentBenchService } from './payment-data';
import { compareMedians, count, milliseconds, timed, verdict } from './report';

export const HISTORY_TARGET_RATIO = 1.5;
export const ROLLUP_TARGET_SPEEDUP = 20;
const PAGE_SIZE = 15;

/** Users of the bench service: head office, a group's user and a shop's. */
export interface BenchCallers {
  client: Caller;
  group: Caller;
  store: Caller;
}

export function benchCallers(service: PaymentBenchService, groupId: number, shopId: number): BenchCallers {
  const base = { tokenId: 0, userId: service.userId, serviceId: service.serviceId };
  return {
    client: { ...base, role: ROLE_CLIENT, shopId: null, groupId: null },
    group: { ...base, role: ROLE_GROUP, shopId: null, groupId },
    store: { ...base, role: ROLE_STORE, shopId, groupId: null },
  };
}

/** The instants a Tokyo day range covers: [from 00:00, the day after `to` 00:00). */
function instants(from: string, to: string): { start: string; end: string } {
  return {
    start: startOfTokyoDay(from)?.toISOString() ?? '',
    end: startOfTokyoDay(addDays(to, 1))?.toISOString() ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Payment history

interface HistoryCase {
  name: string;
  from: string;
  to: string;
  shopId?: number;
  amountMin?: number;
  page: number;
  /**
   * A period and shop filter, which the speed target is for. An amount filter is not: the
   * rollups cannot hold amounts, so the total is counted (up to the exact-count limit, then
   * estimated) beside the page.
   */
  timedTarget: boolean;
}

/**
 * The history's page of 15 (what GET /payment-histories runs: the page query and the total, at
 * once) against the same indexed page query written by hand and run bare (no total, no
 * mapping). The total is checked against a count(*) of the filter, timed to show what counting
 * the period would cost.
 */
export async function historyFigures(
  db: Database,
  service: PaymentBenchService,
  callers: BenchCallers,
  rounds: number,
): Promise<boolean> {
  const shopId = callers.store.shopId ?? 0;
  const cases: HistoryCase[] = [
    { name: 'a month, one shop', from: '2025-06-01', to: '2025-06-30', shopId, page: 1, timedTarget: true },
    { name: 'a week, one shop', from: '2026-03-02', to: '2026-03-08', shopId, page: 1, timedTarget: true },
    {
      name: 'a quarter, one shop, page 20',
      ...{ from: '2025-01-01', to: '2025-03-31', shopId, page: 20, timedTarget: true },
    },
    { name: 'a month, every shop', from: '2025-06-01', to: '2025-06-30', page: 1, timedTarget: true },
    {
      name: 'two years, one shop, amount >= 5,000',
      ...{ from: '2024-11-01', to: '2026-10-31', shopId, amountMin: 5000, page: 1, timedTarget: false },
    },
    {
      name: 'a month, every shop, amount >= 5,000',
      ...{ from: '2025-06-01', to: '2025-06-30', amountMin: 5000, page: 1, timedTarget: false },
    },
  ];
  console.log(
    `  payment history, a page of ${PAGE_SIZE} (median of ${rounds}; target <= ${HISTORY_TARGET_RATIO}× the bare page query with a period and shop filter; rows and totals checked for every case):`,
  );
  let passed = true;
  for (const historyCase of cases) {
    const scope = { serviceId: service.serviceId, caller: callers.client, ecOnly: false };
    const filter = {
      from: historyCase.from,
      to: historyCase.to,
      shopId: historyCase.shopId,
      amountMin: historyCase.amountMin,
      sort: 'registDate',
      typeSort: 'DESC' as const,
    };
    const page = { page: historyCase.page, limit: PAGE_SIZE, exactCountLimit: PAYMENT_EXACT_COUNT_LIMIT };
    const measured = await compareMedians(
      rounds,
      () => listPaymentsPage(db, scope, filter, page),
      () => rawRows<{ id: string | number }>(db, barePage(service.serviceId, historyCase)),
    );
    const sameRows = isDeepStrictEqual(
      measured.value.items.map((item) => Number(item.id)),
      measured.baselineValue.map((row) => Number(row.id)),
    );
    const counted = await timed(() => exactCount(db, service.serviceId, historyCase));
    const ratio = measured.ms / measured.baselineMs;
    const { total, estimated } = measured.value;
    const totalRight = estimated ? total > PAYMENT_EXACT_COUNT_LIMIT : total === counted.value;
    const ok = (!historyCase.timedTarget || ratio <= HISTORY_TARGET_RATIO) && sameRows && totalRight;
    passed &&= ok;
    const totalLabel = estimated
      ? `total ${count(total)} (the planner's estimate, marked total_estimated; count(*) says ${count(counted.value)})`
      : `total ${count(total)} (${historyCase.amountMin === undefined ? 'from the rollups, exact' : 'counted, under the exact-count limit'}; count(*) agrees: ${verdict(totalRight)})`;
    console.log(
      `    ${historyCase.name}: server ${milliseconds(measured.ms)}, bare ${milliseconds(measured.baselineMs)}, ratio ${ratio.toFixed(2)}${historyCase.timedTarget ? '' : ' (not a speed target: an amount filter, counted)'}${sameRows ? '' : ', ROWS DIFFER'} ${verdict(ok)}`,
    );
    console.log(`      ${totalLabel}; count(*) of the filter takes ${milliseconds(counted.ms)}`);
  }
  return passed;
}

function historyWhere(serviceId: number, historyCase: HistoryCase): SQL {
  const { start, end } = instants(historyCase.from, historyCase.to);
  return sql.join(
    [
      sql`p.service_id = ${serviceId}`,
      sql`p.paid_at >= ${start}::timestamptz`,
      sql`p.paid_at < ${end}::timestamptz`,
      ...(historyCase.shopId === undefined ? [] : [sql`p.shop_id = ${historyCase.shopId}`]),
      ...(historyCase.amountMin === undefined ? [] : [sql`p.amount >= ${historyCase.amountMin}`]),
    ],
    sql` and `,
  );
}

/** The history's page query as one would write it by hand, in the order of its index. */
function barePage(serviceId: number, historyCase: HistoryCase): SQL {
  return sql`select p.id, p.transaction_id, p.paid_at, p.shop_id, s.shop_code, s.name, p.customer_id,
      c.name_sei || ' ' || c.name_mei as customer_name, p.item_name, p.amount, p.payment_method,
      p.payment_count, p.channel, p.status, p.ec_sales_type, p.ec_status, p.regist_date
    from payments p
    join shops s on s.id = p.shop_id
    left join customers c on c.id = p.customer_id
    where ${historyWhere(serviceId, historyCase)}
    order by p.paid_at desc nulls last, p.id desc nulls last
    limit ${PAGE_SIZE} offset ${(historyCase.page - 1) * PAGE_SIZE}`;
}

async function exactCount(db: Database, serviceId: number, historyCase: HistoryCase): Promise<number> {
  const [row] = await rawRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from payments p where ${historyWhere(serviceId, historyCase)}`,
  );
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Summary (GET /{scope}/services/payments-statistical)

interface SummaryCase {
  name: string;
  from: string;
  to: string;
  interval: ReportInterval;
  caller: keyof BenchCallers;
  shopId?: number;
  /** Head office over the whole service: the figures the speed target is for. */
  timedTarget: boolean;
}

const TOTALS = sql`count(*) filter (where p.status = 1) as sales_count,
  coalesce(sum(p.amount) filter (where p.status = 1), 0) as sales_amount,
  count(*) filter (where p.status = 2) as cancelled_count,
  coalesce(sum(p.amount) filter (where p.status = 2), 0) as cancelled_amount`;

const TRUNC: Record<ReportInterval, string> = {
  [REPORT_INTERVAL.WEEKLY]: 'week',
  [REPORT_INTERVAL.MONTHLY]: 'month',
  [REPORT_INTERVAL.YEARLY]: 'year',
};

/** The reach of a caller over the raw payments `p` (the server's inReach, written out). */
function reachOf(caller: Caller): SQL {
  if (caller.role === ROLE_STORE) return sql`p.shop_id = ${caller.shopId}`;
  if (caller.role === ROLE_GROUP) {
    return sql`p.shop_id in (select id from shops where group_id = ${caller.groupId})`;
  }
  return sql`true`;
}

function shopReachOf(caller: Caller): SQL {
  if (caller.role === ROLE_STORE) return sql`s.id = ${caller.shopId}`;
  if (caller.role === ROLE_GROUP) return sql`s.group_id = ${caller.groupId}`;
  return sql`true`;
}

interface SummaryFigures {
  periods: unknown[];
  total: SalesTotals;
  shops: unknown[];
  shopCount: number;
}

/** What the statistics endpoint computes: periods, total and the first page of shops, at once. */
async function rollupSummary(db: Database, scope: SalesScope, summary: SummaryCase): Promise<SummaryFigures> {
  const range = { from: summary.from, to: summary.to };
  const [periods, total, shops] = await Promise.all([
    salesByPeriod(db, scope, range, summary.interval),
    salesTotals(db, scope, range),
    salesByShopPage(
      db,
      scope,
      range,
      { sort: 'salesAmount', typeSort: 'DESC' },
      { page: 1, limit: PAGE_SIZE },
    ),
  ]);
  return { periods, total, shops: shops.items, shopCount: shops.total };
}

/** The same figures by GROUP BY over the raw payments, at once. */
async function rawSummary(
  db: Database,
  serviceId: number,
  caller: Caller,
  summary: SummaryCase,
): Promise<SummaryFigures> {
  const { start, end } = instants(summary.from, summary.to);
  const where = sql`p.service_id = ${serviceId} and p.paid_at >= ${start}::timestamptz
    and p.paid_at < ${end}::timestamptz and ${reachOf(caller)}
    and ${summary.shopId === undefined ? sql`true` : sql`p.shop_id = ${summary.shopId}`}`;
  const shopWhere = sql`s.service_id = ${serviceId} and ${shopReachOf(caller)}
    and ${summary.shopId === undefined ? sql`true` : sql`s.id = ${summary.shopId}`}`;
  type Totals = Parameters<typeof totalsOf>[0] & {};
  const [periodRows, [totalRow], shopRows, [shopCount]] = await Promise.all([
    rawRows<Totals & { period: string }>(
      db,
      sql`select to_char(date_trunc(${TRUNC[summary.interval]}, (p.paid_at at time zone 'Asia/Tokyo')::date::timestamp), 'YYYY-MM-DD') as period,
        ${TOTALS} from payments p where ${where} group by 1`,
    ),
    rawRows<Totals>(db, sql`select ${TOTALS} from payments p where ${where}`),
    rawRows<Totals & { id: number; shop_code: string | null; store_name: string }>(
      db,
      sql`select s.id, s.shop_code, s.name as store_name,
          coalesce(t.sales_count, 0) as sales_count, coalesce(t.sales_amount, 0) as sales_amount,
          coalesce(t.cancelled_count, 0) as cancelled_count, coalesce(t.cancelled_amount, 0) as cancelled_amount
        from shops s
        left join (select p.shop_id, ${TOTALS} from payments p where ${where} group by p.shop_id) as t on t.shop_id = s.id
        where ${shopWhere}
        order by sales_amount desc, s.id desc
        limit ${PAGE_SIZE}`,
    ),
    rawRows<{ n: number }>(db, sql`select count(*)::int as n from shops s where ${shopWhere}`),
  ]);
  const byPeriod = new Map(periodRows.map((row) => [row.period, totalsOf(row)]));
  return {
    periods: periodsOf(summary.from, summary.to, summary.interval).map((period) => ({
      start: period.start,
      end: period.end,
      ...(byPeriod.get(period.key) ?? totalsOf(undefined)),
    })),
    total: totalsOf(totalRow),
    shops: shopRows.map((row) => ({
      id: row.id,
      shopCode: row.shop_code,
      storeName: row.store_name,
      ...totalsOf(row),
    })),
    shopCount: shopCount?.n ?? 0,
  };
}

export async function summaryFigures(
  db: Database,
  service: PaymentBenchService,
  callers: BenchCallers,
  rounds: number,
): Promise<boolean> {
  const shopId = callers.store.shopId ?? 0;
  const cases: SummaryCase[] = [
    {
      name: 'two years, monthly',
      from: '2024-11-01',
      to: '2026-10-31',
      interval: 'monthly',
      caller: 'client',
      timedTarget: true,
    },
    {
      name: 'two years, yearly',
      from: '2024-11-01',
      to: '2026-10-31',
      interval: 'yearly',
      caller: 'client',
      timedTarget: true,
    },
    {
      name: '2025, weekly',
      from: '2025-01-01',
      to: '2025-12-31',
      interval: 'weekly',
      caller: 'client',
      timedTarget: true,
    },
    {
      name: '10 Feb–20 May 2025, weekly',
      from: '2025-02-10',
      to: '2025-05-20',
      interval: 'weekly',
      caller: 'client',
      timedTarget: true,
    },
    {
      name: '15 Mar–14 Sep 2025, monthly',
      from: '2025-03-15',
      to: '2025-09-14',
      interval: 'monthly',
      caller: 'client',
      timedTarget: true,
    },
    {
      name: 'June 2025, weekly',
      from: '2025-06-01',
      to: '2025-06-30',
      interval: 'weekly',
      caller: 'client',
      timedTarget: true,
    },
    {
      name: 'one week, weekly',
      from: '2026-03-02',
      to: '2026-03-08',
      interval: 'weekly',
      caller: 'client',
      timedTarget: true,
    },
    {
      name: 'one year, monthly, one shop picked',
      from: '2025-04-01',
      to: '2026-03-31',
      interval: 'monthly',
      caller: 'client',
      shopId,
      timedTarget: false,
    },
    {
      name: 'one year, monthly, a group user',
      from: '2025-04-01',
      to: '2026-03-31',
      interval: 'monthly',
      caller: 'group',
      timedTarget: false,
    },
    {
      name: '2025, weekly, a store user',
      from: '2025-01-01',
      to: '2025-12-31',
      interval: 'weekly',
      caller: 'store',
      timedTarget: false,
    },
  ];
  console.log(
    `  summary (the statistics endpoint's periods, total and first page of shops; median of ${rounds}; target >= ${ROLLUP_TARGET_SPEEDUP}× faster than GROUP BY over the payments for head office over the service, and equal for every case):`,
  );
  let passed = true;
  for (const summary of cases) {
    const caller = callers[summary.caller];
    const scope: SalesScope = { serviceId: service.serviceId, caller, shopId: summary.shopId };
    const measured = await compareMedians(
      rounds,
      () => rollupSummary(db, scope, summary),
      () => rawSummary(db, service.serviceId, caller, summary),
    );
    const equal = isDeepStrictEqual(measured.value, measured.baselineValue);
    const speedup = measured.baselineMs / measured.ms;
    const fastEnough = !summary.timedTarget || speedup >= ROLLUP_TARGET_SPEEDUP;
    passed &&= equal && fastEnough;
    console.log(
      `    ${summary.name}: rollups ${milliseconds(measured.ms)}, GROUP BY ${milliseconds(measured.baselineMs)}, ${speedup.toFixed(0)}× faster${summary.timedTarget ? '' : ' (not a speed target: a narrow scope)'}; equal: ${equal ? 'yes' : 'NO'} ${verdict(equal && fastEnough)}`,
    );
    if (!equal) {
      console.log(`      rollups:  ${JSON.stringify(measured.value.total)}`);
      console.log(`      GROUP BY: ${JSON.stringify(measured.baselineValue.total)}`);
    }
  }
  return passed;
}

// ---------------------------------------------------------------------------------------------
// Dashboard

/** The dashboard's sales figures (notices and the generation time are not sales). */
function salesPart(dashboard: Awaited<ReturnType<typeof loadDashboard>>) {
  const { notices: _notices, generatedAt: _generatedAt, scope: _scope, ...figures } = dashboard;
  return figures;
}

function sumDays(days: Map<string, SalesTotals>, from: string, to: string): SalesTotals {
  const total = totalsOf(undefined);
  for (const [day, totals] of days) {
    if (day < from || day > to) continue;
    total.salesCount += totals.salesCount;
    total.salesAmount += totals.salesAmount;
    total.cancelledCount += totals.cancelledCount;
    total.cancelledAmount += totals.cancelledAmount;
  }
  return total;
}

/** The dashboard's figures by GROUP BY over the raw payments. */
async function rawDashboard(db: Database, serviceId: number, caller: Caller, now: Date) {
  const today = tokyoDay(now) ?? '';
  const monthStart = startOfMonthDay(today);
  const lastMonthSameDay = sameDayLastMonth(today);
  const lastMonthStart = startOfMonthDay(lastMonthSameDay);
  const chartStart = addDays(today, -(DASHBOARD_CHART_DAYS - 1));
  const firstDay = chartStart < lastMonthStart ? chartStart : lastMonthStart;
  const range = instants(firstDay, today);
  const month = instants(monthStart, addDays(startOfMonthDay(addDays(monthStart, 31)), -1));
  type Totals = Parameters<typeof totalsOf>[0] & {};
  const [dayRows, topShops, latest] = await Promise.all([
    rawRows<Totals & { day: string }>(
      db,
      sql`select to_char((p.paid_at at time zone 'Asia/Tokyo')::date, 'YYYY-MM-DD') as day, ${TOTALS}
        from payments p
        where p.service_id = ${serviceId} and p.paid_at >= ${range.start}::timestamptz
          and p.paid_at < ${range.end}::timestamptz and ${reachOf(caller)}
        group by 1`,
    ),
    caller.role === ROLE_STORE
      ? Promise.resolve([])
      : rawRows<{
          id: number;
          shop_code: string | null;
          store_name: string;
          sales_count: number;
          sales_amount: string;
        }>(
          db,
          sql`select s.id, s.shop_code, s.name as store_name,
              (count(*) filter (where p.status = 1))::int as sales_count,
              coalesce(sum(p.amount) filter (where p.status = 1), 0) as sales_amount
            from payments p join shops s on s.id = p.shop_id
            where p.service_id = ${serviceId} and p.paid_at >= ${month.start}::timestamptz
              and p.paid_at < ${month.end}::timestamptz and ${reachOf(caller)}
            group by s.id
            having count(*) filter (where p.status = 1) > 0
            order by sales_amount desc, sales_count desc, s.id
            limit ${DASHBOARD_TOP_SHOPS}`,
        ),
    rawRows<{ id: number }>(
      db,
      sql`select p.id from payments p where p.service_id = ${serviceId} and ${reachOf(caller)}
        order by p.paid_at desc nulls last, p.id desc nulls last limit ${DASHBOARD_LATEST_PAYMENTS}`,
    ),
  ]);
  const days = new Map(dayRows.map((row) => [row.day, totalsOf(row)]));
  const daily = [];
  for (let day = chartStart; day <= today; day = addDays(day, 1)) {
    const totals = days.get(day);
    daily.push({ day, salesCount: totals?.salesCount ?? 0, salesAmount: totals?.salesAmount ?? 0 });
  }
  return {
    today: sumDays(days, today, today),
    yesterday: sumDays(days, addDays(today, -1), addDays(today, -1)),
    thisMonth: sumDays(days, monthStart, today),
    lastMonthToDate: sumDays(days, lastMonthStart, lastMonthSameDay),
    daily,
    topShops: topShops.map((row) => ({
      id: row.id,
      shopCode: row.shop_code,
      storeName: row.store_name,
      salesCount: Number(row.sales_count),
      salesAmount: Number(row.sales_amount),
    })),
    latestPaymentIds: latest.map((row) => Number(row.id)),
  };
}

/** The dashboard at a moment inside the generated data, for each kind of user. */
export async function dashboardFigures(
  db: Database,
  service: PaymentBenchService,
  callers: BenchCallers,
  rounds: number,
): Promise<boolean> {
  const now = new Date('2026-10-20T06:00:00Z');
  const tenant = { id: service.serviceId, name: 'bench' };
  console.log(
    `  dashboard at ${now.toISOString()} (median of ${rounds}; target >= ${ROLLUP_TARGET_SPEEDUP}× faster than GROUP BY for head office, and equal for every user):`,
  );
  let passed = true;
  for (const [name, caller] of Object.entries(callers) as [keyof BenchCallers, Caller][]) {
    const measured = await compareMedians(
      rounds,
      () => loadDashboard(db, tenant, caller, now),
      () => rawDashboard(db, service.serviceId, caller, now),
    );
    const { latestPayments, ...figures } = salesPart(measured.value);
    const { latestPaymentIds, ...rawFigures } = measured.baselineValue;
    const equal =
      isDeepStrictEqual(figures, rawFigures) &&
      isDeepStrictEqual(
        latestPayments.map((payment) => payment.id),
        latestPaymentIds,
      );
    const speedup = measured.baselineMs / measured.ms;
    const target = name === 'client';
    const ok = equal && (!target || speedup >= ROLLUP_TARGET_SPEEDUP);
    passed &&= ok;
    console.log(
      `    ${name === 'client' ? 'head office' : `${name} user`}: rollups ${milliseconds(measured.ms)}, GROUP BY ${milliseconds(measured.baselineMs)}, ${speedup.toFixed(0)}× faster${target ? '' : ' (not a speed target: a narrow scope)'}; equal: ${equal ? 'yes' : 'NO'} ${verdict(ok)}`,
    );
    if (!equal) {
      console.log(
        `      rollups:  ${JSON.stringify(figures.thisMonth)} ${JSON.stringify(figures.topShops[0])}`,
      );
      console.log(
        `      GROUP BY: ${JSON.stringify(rawFigures.thisMonth)} ${JSON.stringify(rawFigures.topShops[0])}`,
      );
    }
  }
  return passed;
}
