import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { rawRows } from '../../platform/db/raw-select';

const TOTALS = sql`count(*) filter (where status = 1) as sales_count,
  coalesce(sum(amount) filter (where status = 1), 0) as sales_amount,
  count(*) filter (where status = 2) as cancelled_count,
  coalesce(sum(amount) filter (where status = 2), 0) as cancelled_amount`;

const JOURNAL_TOTALS = sql`count(*) as payment_count, sum(amount) as amount,
  sum(coalesce(reduced_rate_amount, 0)) as reduced_amount,
  coalesce(sum(amount) filter (where reduced_rate_amount is null), 0) as unsaid_amount,
  count(*) filter (where status = 2) as cancelled_count,
  coalesce(sum(amount) filter (where status = 2), 0) as cancelled_amount,
  coalesce(sum(coalesce(reduced_rate_amount, 0)) filter (where status = 2), 0) as cancelled_reduced_amount,
  coalesce(sum(amount) filter (where status = 2 and reduced_rate_amount is null), 0) as cancelled_unsaid_amount`;

/** A grouped row (g) and its rollup row (r) differ in one of these columns. */
function differIn(columns: readonly string[]): SQL {
  return sql.join(
    columns.map((column) => sql`g.${sql.identifier(column)} is distinct from r.${sql.identifier(column)}`),
    sql` or `,
  );
}

const DIFFERS = differIn(['sales_count', 'sales_amount', 'cancelled_count', 'cancelled_amount']);

const JOURNAL_DIFFERS = differIn([
  'payment_count',
  'amount',
  'reduced_amount',
  'unsaid_amount',
  'cancelled_count',
  'cancelled_amount',
  'cancelled_reduced_amount',
  'cancelled_unsaid_amount',
]);

/** A payment's journal category, Tokyo day and half hour before 11:30, as migration 0025 derives them. */
const JOURNAL_KEYS = sql`(paid_at at time zone 'Asia/Tokyo')::date as day,
  case when channel = 2 then 5 else payment_method end as category,
  floor(extract(epoch from (paid_at at time zone 'Asia/Tokyo')::time) / 1800)::int as slot`;

/**
 * A rollup and the GROUP BY over the payments it stands for: its key columns (`keys`, as
 * selected from `payments`, or for a journal rollup from the journal keys' rows `k`) and the
 * columns it is joined on. A journal rollup counts the journal totals, the others the sales
 * totals; the early-slot rollup keeps only the slots before 11:30.
 */
interface RollupCheck {
  table: string;
  keys: string;
  using: string;
  journal: boolean;
  earlySlotsOnly?: boolean;
}

const ROLLUP_CHECKS = {
  dailyShop: {
    table: 'payment_daily_shop_totals',
    keys: "shop_id, (paid_at at time zone 'Asia/Tokyo')::date as day",
    using: 'shop_id, day',
    journal: false,
  },
  monthlyShop: {
    table: 'payment_monthly_shop_totals',
    keys: "shop_id, date_trunc('month', paid_at at time zone 'Asia/Tokyo')::date as month",
    using: 'shop_id, month',
    journal: false,
  },
  dailyService: {
    table: 'payment_daily_service_totals',
    keys: "service_id, (paid_at at time zone 'Asia/Tokyo')::date as day",
    using: 'service_id, day',
    journal: false,
  },
  journalDaily: {
    table: 'journal_daily_shop_totals',
    keys: 'k.shop_id, k.day, k.category',
    using: 'shop_id, day, category',
    journal: true,
  },
  journalEarly: {
    table: 'journal_early_slot_totals',
    keys: 'k.shop_id, k.day, k.slot, k.category',
    using: 'shop_id, day, slot, category',
    journal: true,
    earlySlotsOnly: true,
  },
} satisfies Record<string, RollupCheck>;

type RollupName = keyof typeof ROLLUP_CHECKS;

/** How many rows of the rollup differ from its GROUP BY over the payments of `onService`. */
function mismatchCount(check: RollupCheck, onService: SQL): SQL {
  const keyCount = check.using.split(',').length;
  const groupBy = sql.raw(Array.from({ length: keyCount }, (_, index) => index + 1).join(', '));
  const grouped = check.journal
    ? sql`select ${sql.raw(check.keys)}, ${JOURNAL_TOTALS}
        from (select *, ${JOURNAL_KEYS} from payments where ${onService}) as k
        where ${check.earlySlotsOnly ? sql`k.slot < 23` : sql`true`}
        group by ${groupBy}`
    : sql`select ${sql.raw(check.keys)}, ${TOTALS} from payments where ${onService} group by ${groupBy}`;
  return sql`(select count(*)::int from (${grouped}) as g
    full join (select * from ${sql.identifier(check.table)} where ${onService}) as r using (${sql.raw(check.using)})
    where ${check.journal ? JOURNAL_DIFFERS : DIFFERS})`;
}

/**
 * How many rows of each rollup differ from the GROUP BY over the payments they stand for (a
 * group missing from the rollup, or a rollup row without payments, counts too). All zeros is
 * the rollups' promise; the tests and the benchmark hold them to it.
 */
export async function rollupMismatches(
  db: Database,
  serviceId?: number,
): Promise<Record<RollupName, number>> {
  const onService = serviceId === undefined ? sql`true` : sql`service_id = ${serviceId}`;
  const names = Object.keys(ROLLUP_CHECKS) as RollupName[];
  const [row] = await rawRows<Record<RollupName, number>>(
    db,
    sql`select ${sql.join(
      names.map((name) => sql`${mismatchCount(ROLLUP_CHECKS[name], onService)} as ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  );
  return Object.fromEntries(names.map((name) => [name, row?.[name] ?? -1])) as Record<RollupName, number>;
}
