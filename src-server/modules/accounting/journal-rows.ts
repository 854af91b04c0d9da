import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { JOURNAL_CATEGORIES, PAYMENT_CHANNEL, PAYMENT_STATUS, TAX_RATE } from '@shared/constants';
import type { JournalCategory, TaxRate } from '@shared/constants';
import { addDays, startOfTokyoDay } from '@shared/datetime';
import { inReach } from '../../platform/auth/reach';
import type { ShopReach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { rawRows } from '../../platform/db/raw-select';
import { shops } from '../../platform/db/schema';
import {
  JOURNAL_EARLY_SLOTS_END_MINUTES,
  JOURNAL_SLOT_MINUTES,
  journalDailyShopTotals,
  journalEarlySlotTotals,
  payments,
} from '../payments';

/** Whose sales: a service, narrowed to the caller's reach and to the shops picked (none: all). */
export interface JournalScope {
  serviceId: number;
  reach: ShopReach;
  shopIds?: readonly number[] | undefined;
}

/** How the payments become business days and tax rates (会計連携設定). */
export interface JournalRules {
  /** The business day starts this many minutes after midnight (Tokyo). */
  businessDayCutoffMinutes: number;
  /** The rate of a payment whose provider gave no split between the rates. */
  defaultTaxRate: TaxRate;
}

/** The payments of one shop, one business day and one payment method, by tax rate. */
export interface JournalGroup {
  /** The business day, `yyyy-MM-dd`. */
  day: string;
  shopId: number;
  shopCode: string | null;
  shopName: string;
  category: JournalCategory;
  /** Yen of every payment (the cancelled ones too), at 10% and at 8%. */
  gross: Record<TaxRate, number>;
  /** Yen of the cancelled payments, at 10% and at 8%. */
  cancelled: Record<TaxRate, number>;
}

/** The first instant of a business day: its midnight in Tokyo plus the cutoff. */
export function businessDayStart(day: string, cutoffMinutes: number): Date {
  const midnight = startOfTokyoDay(day);
  if (!midnight) throw new Error(`not a day: ${day}`);
  return new Date(midnight.getTime() + cutoffMinutes * 60_000);
}

interface GroupRow {
  day: string;
  shop_id: number;
  shop_code: string | null;
  shop_name: string;
  category: number;
  gross_standard: string | number;
  gross_reduced: string | number;
  cancelled_standard: string | number;
  cancelled_reduced: string | number;
}

/** Which source answers a journal: the journal rollups, or the payments themselves. */
export const JOURNAL_SOURCE = { ROLLUPS: 'rollups', PAYMENTS: 'payments' } as const;
export type JournalSource = (typeof JOURNAL_SOURCE)[keyof typeof JOURNAL_SOURCE];

/**
 * The rollups answer every cutoff on a half-hour boundary up to 11:30, which is every choice
 * the settings offer (BUSINESS_DAY_CUTOFF_CHOICES): journal_early_slot_totals keeps the half
 * hours before 11:30 apart. Any other cutoff (none can be saved; a caller could pass one) is
 * read from the payments.
 */
export function rollupsServe(cutoffMinutes: number): boolean {
  return (
    Number.isInteger(cutoffMinutes) &&
    cutoffMinutes >= 0 &&
    cutoffMinutes <= JOURNAL_EARLY_SLOTS_END_MINUTES &&
    cutoffMinutes % JOURNAL_SLOT_MINUTES === 0
  );
}

/** The shop conditions of the scope on a table's shop id column. */
function shopConditions(scope: JournalScope, shopId: AnyColumn): SQL | undefined {
  return and(
    inReach({ serviceId: scope.serviceId, caller: scope.reach }, { shopId }),
    scope.shopIds === undefined ? undefined : inArray(shopId, [...scope.shopIds]),
  );
}

/**
 * The groups of the business days `from`..`to` from the payments: a payment's part at 8% is
 * what its provider said (reduced_rate_amount), or all or nothing by the default rate; the rest
 * is at 10%. The payments are read through their (service, paid_at) index.
 */
function paymentGroups(scope: JournalScope, rules: JournalRules, from: string, to: string): SQL {
  const p = payments;
  const start = businessDayStart(from, rules.businessDayCutoffMinutes);
  const end = businessDayStart(addDays(to, 1), rules.businessDayCutoffMinutes);
  const whenUnsaid = rules.defaultTaxRate === TAX_RATE.REDUCED ? sql`${p.amount}` : sql`0`;
  const reduced = sql`coalesce(${p.reducedRateAmount}, ${whenUnsaid})::bigint`;
  const cancelled = sql`${p.status} = ${PAYMENT_STATUS.CANCELLED}`;
  const where = and(
    eq(p.serviceId, scope.serviceId),
    sql`${p.paidAt} >= ${start.toISOString()}::timestamptz`,
    sql`${p.paidAt} < ${end.toISOString()}::timestamptz`,
    shopConditions(scope, p.shopId),
  );
  return sql`select ((${p.paidAt} at time zone 'Asia/Tokyo')
        - make_interval(mins => ${rules.businessDayCutoffMinutes}::int))::date as day,
      ${p.shopId} as shop_id,
      case when ${p.channel} = ${PAYMENT_CHANNEL.EC} then ${JOURNAL_CATEGORIES.length}
        else ${p.paymentMethod}::int end as category,
      sum(${p.amount}::bigint - ${reduced}) as gross_standard,
      sum(${reduced}) as gross_reduced,
      coalesce(sum(${p.amount}::bigint - ${reduced}) filter (where ${cancelled}), 0) as cancelled_standard,
      coalesce(sum(${reduced}) filter (where ${cancelled}), 0) as cancelled_reduced
    from ${p}
    where ${where}
    group by 1, 2, 3`;
}

/**
 * The same groups from the journal rollups: a business day is its calendar day, less the half
 * hours of that day before the cutoff, plus those of the next day. The payments whose provider
 * gave no split count at the default rate. A group all of whose payments moved to the day
 * before has no payments left and is not listed, as a GROUP BY would not list it.
 */
function rollupGroups(scope: JournalScope, rules: JournalRules, from: string, to: string): SQL {
  const daily = journalDailyShopTotals;
  const early = journalEarlySlotTotals;
  const slots = rules.businessDayCutoffMinutes / JOURNAL_SLOT_MINUTES;
  const amounts = (sign: SQL, t: typeof daily | typeof early) =>
    sql`${sign} * ${t.paymentCount} as payment_count, ${sign} * ${t.amount} as amount,
      ${sign} * ${t.reducedAmount} as reduced_amount, ${sign} * ${t.unsaidAmount} as unsaid_amount,
      ${sign} * ${t.cancelledAmount} as cancelled_amount, ${sign} * ${t.cancelledReducedAmount} as cancelled_reduced_amount,
      ${sign} * ${t.cancelledUnsaidAmount} as cancelled_unsaid_amount`;
  const dailyWhere = and(
    eq(daily.serviceId, scope.serviceId),
    gte(daily.day, from),
    lte(daily.day, to),
    shopConditions(scope, daily.shopId),
  );
  const reducedOf = (said: SQL, unsaid: SQL) =>
    rules.defaultTaxRate === TAX_RATE.REDUCED ? sql`${said} + ${unsaid}` : said;
  if (slots === 0) {
    // Midnight: the calendar day is the business day, one rollup row a group.
    const grossReduced = reducedOf(sql`${daily.reducedAmount}`, sql`${daily.unsaidAmount}`);
    const cancelledReduced = reducedOf(
      sql`${daily.cancelledReducedAmount}`,
      sql`${daily.cancelledUnsaidAmount}`,
    );
    return sql`select ${daily.day} as day, ${daily.shopId} as shop_id, ${daily.category}::int as category,
        ${daily.amount} - (${grossReduced}) as gross_standard, ${grossReduced} as gross_reduced,
        ${daily.cancelledAmount} - (${cancelledReduced}) as cancelled_standard, ${cancelledReduced} as cancelled_reduced
      from ${daily} where ${dailyWhere}`;
  }
  const earlyRows = (sign: SQL, day: SQL, first: string, last: string) =>
    sql`select ${day} as day, ${early.shopId} as shop_id, ${early.category} as category, ${amounts(sign, early)}
      from ${early}
      where ${and(
        eq(early.serviceId, scope.serviceId),
        gte(early.day, first),
        lte(early.day, last),
        lt(early.slot, slots),
        shopConditions(scope, early.shopId),
      )}`;
  const parts = [
    sql`select ${daily.day} as day, ${daily.shopId} as shop_id, ${daily.category} as category, ${amounts(sql`1`, daily)}
      from ${daily} where ${dailyWhere}`,
    earlyRows(sql`-1`, sql`${early.day}`, from, to),
    earlyRows(sql`1`, sql`(${early.day} - 1)`, addDays(from, 1), addDays(to, 1)),
  ];
  const grossReduced = reducedOf(sql`sum(r.reduced_amount)`, sql`sum(r.unsaid_amount)`);
  const cancelledReduced = reducedOf(
    sql`sum(r.cancelled_reduced_amount)`,
    sql`sum(r.cancelled_unsaid_amount)`,
  );
  return sql`select r.day, r.shop_id, r.category::int as category,
      sum(r.amount) - (${grossReduced}) as gross_standard,
      ${grossReduced} as gross_reduced,
      sum(r.cancelled_amount) - (${cancelledReduced}) as cancelled_standard,
      ${cancelledReduced} as cancelled_reduced
    from (${sql.join(parts, sql` union all `)}) as r
    group by r.day, r.shop_id, r.category
    having sum(r.payment_count) > 0`;
}

/**
 * The groups of the business days `from`..`to` (both included), in the journal's order: day,
 * shop code, shop, payment method. Only groups with payments.
 */
async function groupsOf(
  db: Database,
  scope: JournalScope,
  rules: JournalRules,
  source: JournalSource,
  from: string,
  to: string,
): Promise<JournalGroup[]> {
  const groups =
    source === JOURNAL_SOURCE.ROLLUPS
      ? rollupGroups(scope, rules, from, to)
      : paymentGroups(scope, rules, from, to);
  const rows = await rawRows<GroupRow>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as day, g.shop_id, ${shops.shopCode} as shop_code,
        ${shops.name} as shop_name, g.category,
        g.gross_standard, g.gross_reduced, g.cancelled_standard, g.cancelled_reduced
      from (${groups}) as g
      join ${shops} on ${shops.id} = g.shop_id
      order by g.day, ${shops.shopCode} nulls last, g.shop_id, g.category`,
  );
  return rows.map((row) => ({
    day: row.day,
    shopId: row.shop_id,
    shopCode: row.shop_code,
    shopName: row.shop_name,
    // Methods 1-4 are the in-store categories in order; EC is the last.
    category: JOURNAL_CATEGORIES[row.category - 1] ?? JOURNAL_CATEGORIES[0]!,
    gross: { [TAX_RATE.STANDARD]: Number(row.gross_standard), [TAX_RATE.REDUCED]: Number(row.gross_reduced) },
    cancelled: {
      [TAX_RATE.STANDARD]: Number(row.cancelled_standard),
      [TAX_RATE.REDUCED]: Number(row.cancelled_reduced),
    },
  }));
}

/** Business days read per query: enough to keep the round trips few, few enough to keep memory small. */
const DAYS_PER_QUERY = 4;

/**
 * The groups of the period in journal order, a few business days at a time, the next query
 * running while the caller works on the groups of the last. Memory holds two batches.
 */
export async function* journalGroups(
  db: Database,
  scope: JournalScope,
  rules: JournalRules,
  range: { from: string; to: string },
  source: JournalSource = rollupsServe(rules.businessDayCutoffMinutes)
    ? JOURNAL_SOURCE.ROLLUPS
    : JOURNAL_SOURCE.PAYMENTS,
): AsyncGenerator<JournalGroup[]> {
  const batches: { from: string; to: string }[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, DAYS_PER_QUERY)) {
    const last = addDays(day, DAYS_PER_QUERY - 1);
    batches.push({ from: day, to: last < range.to ? last : range.to });
  }
  let next: Promise<JournalGroup[]> | null = null;
  const fetch = (index: number) => {
    const batch = batches[index];
    return batch ? groupsOf(db, scope, rules, source, batch.from, batch.to) : null;
  };
  next = fetch(0);
  try {
    for (let index = 0; next; index += 1) {
      const groups: JournalGroup[] = await next;
      next = fetch(index + 1);
      if (groups.length > 0) yield groups;
    }
  } finally {
    // The consumer stopped early: the prefetched batch is dropped, and so is its failure.
    next?.catch(() => undefined);
  }
}
