import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { summaryFiltersSchema } from '@shared/api';
import { REPORT_INTERVAL } from '@shared/constants';
import type { ReportInterval } from '@shared/constants';
import { ja } from '@shared/messages';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';
import { shopRollupRows } from '../payments';
import type { ExportDefinition, RowsRequest } from '../../platform/jobs/exports/definition';
import { parseListFilters } from '../../platform/jobs/exports/filters';

type SummaryFilters = z.output<typeof summaryFiltersSchema>;

/** The computed rows are read through this alias; the page key is their row number. */
const row = (column: string) => sql.raw(`summary_rows.${column}`);

const INTERVAL_SQL: Record<ReportInterval, { trunc: string; step: string }> = {
  [REPORT_INTERVAL.WEEKLY]: { trunc: 'week', step: '1 week' },
  [REPORT_INTERVAL.MONTHLY]: { trunc: 'month', step: '1 month' },
  [REPORT_INTERVAL.YEARLY]: { trunc: 'year', step: '1 year' },
};

/** The period's label as the summary screen writes it (a week's days, a month, a year), over `p`. */
function periodLabel(interval: ReportInterval): SQL {
  if (interval === REPORT_INTERVAL.MONTHLY) return sql`to_char(p.period_start, 'YYYY/MM')`;
  if (interval === REPORT_INTERVAL.YEARLY) {
    return sql`replace(${ja.summary.yearLabel}::text, '{year}', to_char(p.period_start, 'YYYY'))`;
  }
  return sql`replace(replace(${ja.summary.weekLabel}::text, '{from}', to_char(p.period_start, 'YYYY/MM/DD')),
    '{to}', to_char(p.period_end, 'YYYY/MM/DD'))`;
}

/**
 * The summary's rows: one per period and shop with payments in it, from the rollups (like the
 * screen), numbered in period and shop-code order so the runner can page through them. The
 * first and last periods are cut to the range.
 */
function summaryRowsQuery(
  _db: Database,
  { scope, filters, keyRange, limit, fields }: RowsRequest<SummaryFilters>,
) {
  const { trunc, step } = INTERVAL_SQL[filters.interval];
  const salesScope = { ...scope, shopId: filters.shopId };
  const rollups = shopRollupRows(salesScope, filters, filters.interval !== REPORT_INTERVAL.WEEKLY);
  const selected = sql.join(
    Object.entries(fields).map(([alias, field]) => sql`${field.getSQL()} as ${sql.identifier(alias)}`),
    sql`, `,
  );
  return sql`select ${selected} from (
      select p.*, ${periodLabel(filters.interval)} as period_label from (
        select row_number() over (order by g.period, ${shops.shopCode}, ${shops.id}) as row_key,
          greatest(g.period, ${filters.from}::date) as period_start,
          least((g.period + interval ${sql.raw(`'${step}'`)} - interval '1 day')::date, ${filters.to}::date) as period_end,
          ${shops.shopCode} as shop_code, ${shops.name} as store_name,
          g.sales_count, g.sales_amount, g.cancelled_count, g.cancelled_amount
        from (
          select date_trunc(${trunc}, r.day::timestamp)::date as period, r.shop_id,
            sum(r.sales_count) as sales_count, sum(r.sales_amount) as sales_amount,
            sum(r.cancelled_count) as cancelled_count, sum(r.cancelled_amount) as cancelled_amount
          from (${rollups}) as r group by 1, 2
        ) as g
        join ${shops} on ${shops.id} = g.shop_id
      ) as p
    ) as summary_rows
    where ${keyRange}
    order by summary_rows.row_key
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

const columns = ja.summary.columns;

/**
 * CSV export 0004: the summary screen's figures by period and shop (weekly, monthly or yearly
 * over the range), as far as the requester reaches, from the rollups.
 */
export const summaryExport: ExportDefinition<SummaryFilters> = {
  kind: 'summary',
  key: row('row_key'),
  columns: [
    { header: columns.period, value: row('period_label') },
    { header: columns.periodStart, value: sql`to_char(${row('period_start')}, 'YYYY/MM/DD')`, type: 'date' },
    { header: columns.shopCode, value: row('shop_code') },
    { header: columns.storeName, value: row('store_name') },
    { header: columns.salesCount, value: row('sales_count'), type: 'number' },
    { header: columns.salesAmount, value: row('sales_amount'), type: 'amount' },
    { header: columns.cancelledCount, value: row('cancelled_count'), type: 'number' },
    { header: columns.cancelledAmount, value: row('cancelled_amount'), type: 'amount' },
  ],

  rowsQuery: summaryRowsQuery,

  async parseFilters(raw) {
    return parseListFilters(summaryFiltersSchema, raw);
  },
};
