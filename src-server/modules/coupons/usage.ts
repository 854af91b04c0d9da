import { and, count, countDistinct, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CouponUse, CouponUsageSummary } from '@shared/api';
import { COUPON_USAGE_TOP_COUPONS } from '@shared/constants';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { couponUses, coupons } from './schema';
import { customers } from '../customers';
import { shops } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { pageOffset } from '../../platform/http/pagination';
import { apiTime } from '../../platform/http/time';
import { eqWhenGiven, likePattern, orderByWhitelist } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';

/** The usage filters with the days already widened to instants (00:00:00 and 23:59:59 Tokyo). */
export interface CouponUsageFilter {
  couponId?: number | undefined;
  shopId?: number | undefined;
  from?: Date | null;
  to?: Date | null;
  keyword?: string | undefined;
}

function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  const digits = keyword.replace(/\D/g, '');
  return or(
    ilike(sql`${customers.nameSei} || ${customers.nameMei}`, likePattern(keyword.replace(/\s/g, ''))),
    ilike(sql`${customers.nameSeiKana} || ${customers.nameMeiKana}`, likePattern(keyword.replace(/\s/g, ''))),
    ilike(customers.nameSei, pattern),
    digits.length >= 3 ? ilike(customers.mobilePhone, likePattern(digits)) : undefined,
  );
}

function usageConditions(scope: Reach, filter: CouponUsageFilter): SQL | undefined {
  return and(
    inReach(scope, { serviceId: couponUses.serviceId, shopId: shops.id }),
    eqWhenGiven(couponUses.couponId, filter.couponId),
    eqWhenGiven(couponUses.shopId, filter.shopId),
    filter.from ? gte(couponUses.usedAt, filter.from) : undefined,
    filter.to ? lte(couponUses.usedAt, filter.to) : undefined,
    keywordCondition(filter.keyword),
  );
}

const SORTABLE = {
  registDate: couponUses.usedAt,
  usedAt: couponUses.usedAt,
  couponName: coupons.name,
  shopName: shops.name,
  customerNameKana: sql`${customers.nameSeiKana} || ${customers.nameMeiKana}`,
};

function historyQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: couponUses.id,
      usedAt: couponUses.usedAt,
      couponId: couponUses.couponId,
      couponName: coupons.name,
      shopId: couponUses.shopId,
      shopName: shops.name,
      customerId: couponUses.customerId,
      nameSei: customers.nameSei,
      nameMei: customers.nameMei,
      nameSeiKana: customers.nameSeiKana,
      nameMeiKana: customers.nameMeiKana,
    })
    .from(couponUses)
    .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
    .innerJoin(shops, eq(shops.id, couponUses.shopId))
    .leftJoin(customers, eq(customers.id, couponUses.customerId))
    .where(where)
    .$dynamic();
}

/** A page of uses, newest first unless sorted otherwise. */
export async function listCouponUsesPage(
  db: Database,
  scope: Reach,
  filter: CouponUsageFilter & SortRequest,
  page: PageRequest,
): Promise<{ items: CouponUse[]; total: number }> {
  const where = usageConditions(scope, filter);
  const needsCustomer = Boolean(filter.keyword);
  const countQuery = db
    .select({ total: count() })
    .from(couponUses)
    .innerJoin(shops, eq(shops.id, couponUses.shopId))
    .$dynamic();
  const [rows, [counted]] = await Promise.all([
    historyQuery(db, where)
      .orderBy(...orderByWhitelist(SORTABLE, couponUses.usedAt, couponUses.id, filter))
      .limit(page.limit)
      .offset(pageOffset(page)),
    (needsCustomer
      ? countQuery.leftJoin(customers, eq(customers.id, couponUses.customerId))
      : countQuery
    ).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      usedAt: apiTime(row.usedAt),
      couponId: row.couponId,
      couponName: row.couponName,
      shopId: row.shopId,
      shopName: row.shopName,
      customerId: row.customerId,
      customerName: row.nameSei === null ? null : `${row.nameSei} ${row.nameMei ?? ''}`.trim(),
      customerNameKana:
        row.nameSeiKana === null ? null : `${row.nameSeiKana} ${row.nameMeiKana ?? ''}`.trim(),
    })),
    total: counted?.total ?? 0,
  };
}

/** `yyyy-MM-dd` days from `first` to `last`, both included. */
export function calendarDays(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let day = Date.parse(`${first}T00:00:00Z`); day <= end; day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Uses per Tokyo day (every day of the range, zeros too) and per coupon (the most used first),
 * with the totals, for the usage dashboard.
 */
export async function summariseCouponUses(
  db: Database,
  scope: Reach,
  filter: CouponUsageFilter & { from: Date; to: Date },
  days: { dateFrom: string; dateTo: string },
): Promise<CouponUsageSummary> {
  const where = usageConditions(scope, filter);
  const day = sql<string>`to_char(${couponUses.usedAt} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`;
  const [perDayRows, perCoupon, [totals]] = await Promise.all([
    db
      .select({ date: day, count: count() })
      .from(couponUses)
      .innerJoin(shops, eq(shops.id, couponUses.shopId))
      .where(where)
      .groupBy(sql`1`),
    db
      .select({ couponId: couponUses.couponId, name: coupons.name, shopName: shops.name, count: count() })
      .from(couponUses)
      .innerJoin(shops, eq(shops.id, couponUses.shopId))
      .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
      .where(where)
      .groupBy(couponUses.couponId, coupons.name, shops.name)
      .orderBy(desc(count()), couponUses.couponId)
      .limit(COUPON_USAGE_TOP_COUPONS),
    db
      .select({
        total: count(),
        couponCount: countDistinct(couponUses.couponId),
        customerCount: countDistinct(couponUses.customerId),
      })
      .from(couponUses)
      .innerJoin(shops, eq(shops.id, couponUses.shopId))
      .where(where),
  ]);
  const byDay = new Map(perDayRows.map((row) => [row.date, row.count]));
  return {
    dateFrom: days.dateFrom,
    dateTo: days.dateTo,
    total: totals?.total ?? 0,
    couponCount: totals?.couponCount ?? 0,
    customerCount: totals?.customerCount ?? 0,
    perDay: calendarDays(days.dateFrom, days.dateTo).map((date) => ({ date, count: byDay.get(date) ?? 0 })),
    perCoupon,
  };
}
