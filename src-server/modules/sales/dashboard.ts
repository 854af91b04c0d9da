import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Dashboard, DailySales, LatestPayment, SalesTotals, TopShop } from '@shared/api';
import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_LATEST_PAYMENTS,
  DASHBOARD_TOP_SHOPS,
  PAYMENT_STATUS,
  ROLE_GROUP,
  ROLE_STORE,
} from '@shared/constants';
import type { PaymentChannel, PaymentMethod, PaymentStatus } from '@shared/constants';
import { addDays, sameDayLastMonth, startOfMonthDay, tokyoDay } from '@shared/datetime';
import { inReach } from '../../platform/auth/reach';
import type { Caller } from '../../platform/auth/session';
import type { Database } from '../../platform/db/client';
import { groups, shops } from '../../platform/db/schema';
import { paymentMonthlyShopTotals, payments } from '../payments';
import { apiTime } from '../../platform/http/time';
import { indexOrder } from '../../platform/db/list-helpers';
import { DAY_MS } from '../../platform/settings';
import { noticesInForce } from '../notifications';
import { ZERO_TOTALS, salesByDay } from '../payments';
import type { SalesScope } from '../payments';

function sum(days: Map<string, SalesTotals>, from: string, to: string): SalesTotals {
  const total = { ...ZERO_TOTALS };
  for (const [day, totals] of days) {
    if (day < from || day > to) continue;
    total.salesCount += totals.salesCount;
    total.salesAmount += totals.salesAmount;
    total.cancelledCount += totals.cancelledCount;
    total.cancelledAmount += totals.cancelledAmount;
  }
  return total;
}

/**
 * The dashboard of a service for a caller, from the rollups: today and this month against
 * yesterday and the same days of last month, the last 30 days, the month's best shops, the
 * newest payments and the notices in force. Store users see their shop, group users their
 * group's shops, head office the service.
 */
export async function loadDashboard(
  db: Database,
  service: { id: number; name: string },
  caller: Caller,
  now: Date,
): Promise<Dashboard> {
  const today = tokyoDay(now) ?? '';
  const scope: SalesScope = { serviceId: service.id, caller };
  const monthStart = startOfMonthDay(today);
  const lastMonthSameDay = sameDayLastMonth(today);
  const lastMonthStart = startOfMonthDay(lastMonthSameDay);
  const chartStart = addDays(today, -(DASHBOARD_CHART_DAYS - 1));
  const firstDay = chartStart < lastMonthStart ? chartStart : lastMonthStart;

  const yesterdayStart = new Date(`${addDays(today, -1)}T00:00:00+09:00`);
  const [days, yesterdaySameTime, topShops, latestPayments, notices, scopeName] = await Promise.all([
    salesByDay(db, scope, { from: firstDay, to: today }),
    salesBetween(db, scope, yesterdayStart, new Date(now.getTime() - DAY_MS)),
    caller.role === ROLE_STORE ? Promise.resolve([]) : topShopsOfMonth(db, scope, monthStart),
    latest(db, scope),
    noticesInForce(db, service.id, caller, today),
    scopeNameOf(db, caller, service.name),
  ]);

  const daily: DailySales[] = [];
  for (let day = chartStart; day <= today; day = addDays(day, 1)) {
    const totals = days.get(day);
    daily.push({ day, salesCount: totals?.salesCount ?? 0, salesAmount: totals?.salesAmount ?? 0 });
  }
  return {
    scope: scopeName,
    today: sum(days, today, today),
    yesterday: sum(days, addDays(today, -1), addDays(today, -1)),
    yesterdaySameTime,
    thisMonth: sum(days, monthStart, today),
    lastMonthToDate: sum(days, lastMonthStart, lastMonthSameDay),
    daily,
    topShops,
    latestPayments,
    notices,
    generatedAt: apiTime(now),
  };
}

/**
 * The sales of the scope paid from `from` up to and including `to`, from the payments themselves
 * (the rollups hold whole days): completed ones are sales, cancelled ones cancellations, as the
 * rollups count them.
 */
async function salesBetween(db: Database, scope: SalesScope, from: Date, to: Date): Promise<SalesTotals> {
  const completed = sql`${payments.status} = ${PAYMENT_STATUS.COMPLETED}`;
  const cancelled = sql`${payments.status} = ${PAYMENT_STATUS.CANCELLED}`;
  const [row] = await db
    .select({
      salesCount: sql<number>`count(*) filter (where ${completed})::int`,
      salesAmount: sql<string>`coalesce(sum(${payments.amount}) filter (where ${completed}), 0)::bigint`,
      cancelledCount: sql<number>`count(*) filter (where ${cancelled})::int`,
      cancelledAmount: sql<string>`coalesce(sum(${payments.amount}) filter (where ${cancelled}), 0)::bigint`,
    })
    .from(payments)
    .where(
      and(
        inReach(scope, { serviceId: payments.serviceId, shopId: payments.shopId }),
        gte(payments.paidAt, from),
        lte(payments.paidAt, to),
      ),
    );
  return {
    salesCount: Number(row?.salesCount ?? 0),
    salesAmount: Number(row?.salesAmount ?? 0),
    cancelledCount: Number(row?.cancelledCount ?? 0),
    cancelledAmount: Number(row?.cancelledAmount ?? 0),
  };
}

async function scopeNameOf(db: Database, caller: Caller, serviceName: string): Promise<Dashboard['scope']> {
  if (caller.role === ROLE_STORE && caller.shopId !== null) {
    const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, caller.shopId));
    return { kind: 'shop', name: shop?.name ?? '' };
  }
  if (caller.role === ROLE_GROUP && caller.groupId !== null) {
    const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, caller.groupId));
    return { kind: 'group', name: group?.name ?? '' };
  }
  return { kind: 'service', name: serviceName };
}

async function topShopsOfMonth(db: Database, scope: SalesScope, month: string): Promise<TopShop[]> {
  const t = paymentMonthlyShopTotals;
  return db
    .select({
      id: shops.id,
      shopCode: shops.shopCode,
      storeName: shops.name,
      salesCount: t.salesCount,
      salesAmount: t.salesAmount,
    })
    .from(t)
    .innerJoin(shops, eq(shops.id, t.shopId))
    .where(
      and(
        inReach(scope, { serviceId: t.serviceId, shopId: t.shopId }),
        eq(t.month, month),
        sql`${t.salesCount} > 0`,
      ),
    )
    .orderBy(desc(t.salesAmount), desc(t.salesCount), shops.id)
    .limit(DASHBOARD_TOP_SHOPS);
}

async function latest(db: Database, scope: SalesScope): Promise<LatestPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      transactionId: payments.transactionId,
      paidAt: payments.paidAt,
      storeName: shops.name,
      amount: payments.amount,
      paymentMethod: payments.paymentMethod,
      channel: payments.channel,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .where(inReach(scope, { serviceId: payments.serviceId, shopId: payments.shopId }))
    .orderBy(indexOrder(payments.paidAt, 'DESC'), indexOrder(payments.id, 'DESC'))
    .limit(DASHBOARD_LATEST_PAYMENTS);
  return rows.map((row) => ({
    ...row,
    paidAt: apiTime(row.paidAt),
    paymentMethod: row.paymentMethod as PaymentMethod,
    channel: row.channel as PaymentChannel,
    status: row.status as PaymentStatus,
  }));
}
