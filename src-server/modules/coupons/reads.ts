import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CouponDetail, CouponListItem, CouponStateCounts } from '@shared/api';
import { ACCOUNT_STATUS, COUPON_STATE, COUPON_STATES, LIMIT_TYPE, MAX_INTEGER } from '@shared/constants';
import type { AccountStatus, CouponState, LimitType, NoteBackground } from '@shared/constants';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { coupons } from './schema';
import { shops } from '../../platform/db/schema';
import { shopRowOwner } from '../../platform/db/shop-rows';
import type { PageRequest } from '../../platform/http/pagination';
import { listRead } from '../../platform/db/list-read';
import { apiTime, apiTimestamps } from '../../platform/http/time';
import { eqWhenGiven, likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';

export interface CouponFilterValues {
  keyword?: string | undefined;
  state?: CouponState | undefined;
  shopId?: number | undefined;
  limitType?: LimitType | undefined;
}
export interface CouponFilter extends CouponFilterValues, SortRequest {}

/** Turns a stored media id into the absolute URL the console fetches it from. */
export type MediaUrlOf = (mediaId: number) => string;

const at = (now: Date | SQL) => (now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now);

/**
 * couponStateAt of src-shared, in SQL: ended, paused, scheduled, exhausted, active. `now` is
 * an instant, or an SQL time such as now() (the CSV export, which is judged as it runs).
 */
export function couponStateExpression(now: Date | SQL): SQL<CouponState> {
  return sql<CouponState>`case
    when ${coupons.endDate} < ${at(now)} then ${COUPON_STATE.ENDED}
    when ${coupons.status} = ${ACCOUNT_STATUS.PAUSE} then ${COUPON_STATE.PAUSED}
    when ${coupons.startDate} > ${at(now)} then ${COUPON_STATE.SCHEDULED}
    when ${coupons.limitType} = ${LIMIT_TYPE.LIMITED} and ${coupons.remainingUsage} <= 0 then ${COUPON_STATE.EXHAUSTED}
    else ${COUPON_STATE.ACTIVE} end`;
}

/** The rows in `state` at `now`, written out so that the period index can serve them. */
export function stateCondition(state: CouponState, now: Date): SQL | undefined {
  const live = and(sql`${coupons.endDate} >= ${at(now)}`);
  const running = and(live, eq(coupons.status, ACCOUNT_STATUS.ACTIVE));
  const started = and(running, sql`${coupons.startDate} <= ${at(now)}`);
  const exhausted = and(eq(coupons.limitType, LIMIT_TYPE.LIMITED), sql`${coupons.remainingUsage} <= 0`);
  switch (state) {
    case COUPON_STATE.ENDED:
      return sql`${coupons.endDate} < ${at(now)}`;
    case COUPON_STATE.PAUSED:
      return and(live, eq(coupons.status, ACCOUNT_STATUS.PAUSE));
    case COUPON_STATE.SCHEDULED:
      return and(running, sql`${coupons.startDate} > ${at(now)}`);
    case COUPON_STATE.EXHAUSTED:
      return and(started, exhausted);
    case COUPON_STATE.ACTIVE:
      return and(started, sql`not (${exhausted})`);
  }
}

function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(ilike(coupons.name, pattern), ilike(coupons.title, pattern));
}

function conditionsWithoutState(scope: Reach, filter: CouponFilterValues): SQL | undefined {
  return and(
    inReach(scope, { serviceId: coupons.serviceId, shopId: shops.id }),
    keywordCondition(filter.keyword),
    eqWhenGiven(coupons.shopId, filter.shopId),
    eqWhenGiven(coupons.limitType, filter.limitType),
  );
}

/** The coupons of the list under its filters: the list, its counts and the CSV export 0005. */
export function couponConditions(scope: Reach, filter: CouponFilterValues, now: Date): SQL | undefined {
  return and(
    conditionsWithoutState(scope, filter),
    filter.state === undefined ? undefined : stateCondition(filter.state, now),
  );
}

function sortable(now: Date) {
  return {
    registDate: coupons.registDate,
    updatedAt: coupons.updatedAt,
    id: coupons.id,
    name: coupons.name,
    shopName: shops.name,
    startDate: coupons.startDate,
    endDate: coupons.endDate,
    // An unlimited coupon (制限なし, no count) has more uses left than any limited one: it is not
    // an empty value, so it sorts above the largest count (MAX_INTEGER) instead of as the smallest.
    remainingUsage: sql`coalesce(${coupons.remainingUsage}::bigint, ${sql.raw(String(MAX_INTEGER + 1))})`,
    usedCount: coupons.usedCount,
    state: couponStateExpression(now),
  };
}

function columns(now: Date) {
  return {
    id: coupons.id,
    name: coupons.name,
    title: coupons.title,
    shopId: coupons.shopId,
    shopName: shops.name,
    imageId: coupons.imageId,
    limitType: coupons.limitType,
    remainingUsage: coupons.remainingUsage,
    usedCount: coupons.usedCount,
    displayNote: coupons.displayNote,
    noteBackground: coupons.noteBackground,
    startDate: coupons.startDate,
    endDate: coupons.endDate,
    status: coupons.status,
    state: couponStateExpression(now),
    registDate: coupons.registDate,
    updatedAt: coupons.updatedAt,
  };
}

function listQuery(db: Database, where: SQL | undefined, now: Date) {
  return db
    .select(columns(now))
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(where)
    .$dynamic();
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function toListItem(row: ListRow, mediaUrl: MediaUrlOf): CouponListItem {
  const { imageId, ...rest } = row;
  return {
    ...rest,
    imageUrl: imageId === null ? null : mediaUrl(imageId),
    limitType: row.limitType as LimitType,
    noteBackground: row.noteBackground as NoteBackground,
    status: row.status as AccountStatus,
    startDate: apiTime(row.startDate),
    endDate: apiTime(row.endDate),
    ...apiTimestamps(row),
  };
}

/** The coupon list as of `now`: its states, and so the state column and its sort, are judged then. */
function couponListAt(now: Date) {
  return listRead({
    rows: (db, where) => listQuery(db, where, now),
    count: (db, where) =>
      db.select({ total: count() }).from(coupons).innerJoin(shops, eq(shops.id, coupons.shopId)).where(where),
    sortable: sortable(now),
    order: [coupons.registDate, coupons.id],
    item: toListItem,
  });
}

/** A page of the coupons under the filter, or every one of them (page null). */
export function listCoupons(
  db: Database,
  scope: Reach,
  filter: CouponFilter,
  page: PageRequest | null,
  context: { now: Date; mediaUrl: MediaUrlOf },
): Promise<{ items: CouponListItem[]; total: number }> {
  const where = couponConditions(scope, filter, context.now);
  return couponListAt(context.now).page(db, where, filter, page, context.mediaUrl);
}

/** Coupons per state under every filter but the state: each state appears, zeros included. */
export async function countCouponsByState(
  db: Database,
  scope: Reach,
  filter: CouponFilterValues,
  now: Date,
): Promise<CouponStateCounts> {
  const state = couponStateExpression(now);
  const rows = await db
    .select({ state, count: count() })
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(conditionsWithoutState(scope, filter))
    // By position: the expression's parameters would be numbered anew in GROUP BY and not match.
    .groupBy(sql`1`);
  return COUPON_STATES.map((value) => ({
    state: value,
    count: rows.find((row) => row.state === value)?.count ?? 0,
  }));
}

/** One coupon of the service with every field, scoped to the caller, or null. */
export async function findCouponDetail(
  db: Database,
  scope: Reach,
  couponId: number,
  context: { now: Date; mediaUrl: MediaUrlOf },
): Promise<CouponDetail | null> {
  const [row] = await db
    .select({ ...columns(context.now), description: coupons.description, content: coupons.content })
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(and(inReach(scope, { serviceId: coupons.serviceId, shopId: shops.id }), eq(coupons.id, couponId)))
    .limit(1);
  if (!row) return null;
  const { description, content, ...listRow } = row;
  return { ...toListItem(listRow, context.mediaUrl), description, content };
}

/** The service and shop of a coupon, for the scope check of a request naming it. */
export const findCouponOwner = shopRowOwner(coupons);
