import { and, inArray, sql } from 'drizzle-orm';
import { JOURNAL_CATEGORIES, PAYMENT_CHANNEL, PAYMENT_STATUS, TAX_RATE } from '@shared/constants';
import type { JournalCategory, TaxRate } from '@shared/constants';
import { addDays, startOfTokyoDay } from '@shared/datetime';
import { inReach } from '../../platform/auth/reach';
import type { ShopReach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { rawRows } from '../../platform/db/raw-select';
import { shops } from '../../platform/db/schema';
import { payments } from '../payments';

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

/**
 * The groups of the business days `from`..`to` (both included), in the journal's order: day,
 * shop code, shop, payment method. Only groups with payments. A payment's part at 8% is what
 * its provider said (reduced_rate_amount), or all or nothing by the default rate; the rest is
 * at 10%. The payments are read through their (service, paid_at) index, a range per query.
 */
async function groupsOf(
  db: Database,
  scope: JournalScope,
  rules: JournalRules,
  from: string,
  to: string,
): Promise<JournalGroup[]> {
  const p = payments;
  const start = businessDayStart(from, rules.businessDayCutoffMinutes);
  const end = businessDayStart(addDays(to, 1), rules.businessDayCutoffMinutes);
  const whenUnsaid = rules.defaultTaxRate === TAX_RATE.REDUCED ? sql`${p.amount}` : sql`0`;
  const reduced = sql`coalesce(${p.reducedRateAmount}, ${whenUnsaid})::bigint`;
  const cancelled = sql`${p.status} = ${PAYMENT_STATUS.CANCELLED}`;
  const where = and(
    inReach(
      { serviceId: scope.serviceId, caller: scope.reach },
      { serviceId: p.serviceId, shopId: p.shopId },
    ),
    sql`${p.paidAt} >= ${start.toISOString()}::timestamptz`,
    sql`${p.paidAt} < ${end.toISOString()}::timestamptz`,
    scope.shopIds === undefined ? undefined : inArray(p.shopId, [...scope.shopIds]),
  );
  const rows = await rawRows<GroupRow>(
    db,
    sql`select to_char(g.day, 'YYYY-MM-DD') as day, g.shop_id, ${shops.shopCode} as shop_code,
        ${shops.name} as shop_name, g.category,
        g.gross_standard, g.gross_reduced, g.cancelled_standard, g.cancelled_reduced
      from (
        select ((${p.paidAt} at time zone 'Asia/Tokyo')
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
        group by 1, 2, 3
      ) as g
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
): AsyncGenerator<JournalGroup[]> {
  const batches: { from: string; to: string }[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, DAYS_PER_QUERY)) {
    const last = addDays(day, DAYS_PER_QUERY - 1);
    batches.push({ from: day, to: last < range.to ? last : range.to });
  }
  let next: Promise<JournalGroup[]> | null = null;
  const fetch = (index: number) => {
    const batch = batches[index];
    return batch ? groupsOf(db, scope, rules, batch.from, batch.to) : null;
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
