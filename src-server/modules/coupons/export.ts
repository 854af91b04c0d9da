import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { couponListQuerySchema } from '@shared/api';
import { COUPON_STATES, NOTE_BACKGROUND_KEYS } from '@shared/constants';
import { ja } from '@shared/messages';
import { coupons } from './schema';
import { shops } from '../../platform/db/schema';
import { couponConditions, couponStateExpression } from './reads';
import { keyOrderedRows } from '../../platform/jobs/exports/definition';
import type { ExportDefinition, ParsedFilters, RawFilters } from '../../platform/jobs/exports/definition';
import { parseListFilters } from '../../platform/jobs/exports/filters';
import { labelOf, tokyoDateTime } from '../../platform/jobs/exports/sql-format';

/** The coupon list's filters (the list and its CSV export show the same coupons). */
const couponFiltersSchema = couponListQuerySchema.pick({
  keyword: true,
  state: true,
  shopId: true,
  limitType: true,
});
/** The state filter is judged when the export runs (its rows are read at once). */
type CouponFilters = z.output<typeof couponFiltersSchema> & { now: Date };

const labels = ja.forms.coupon;
const columns = ja.coupons.columns;

/** A text code's label from the catalogue, by the database (null for an unknown code). */
function textLabelOf(
  value: SQL,
  codes: readonly string[],
  names: Readonly<Record<string, string>>,
): SQL<string | null> {
  const cases = codes.map((code) => sql`when ${code} then ${names[code] ?? code}::text`);
  return sql<string | null>`(case ${value} ${sql.join(cases, sql` `)} end)`;
}

const tokyoDate = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY/MM/DD')`;

const couponRows = keyOrderedRows<CouponFilters>(
  coupons.id,
  (db, fields) => db.select(fields).from(coupons).innerJoin(shops, eq(shops.id, coupons.shopId)).$dynamic(),
  ({ scope, filters }) => {
    const { now, ...filter } = filters;
    return couponConditions(scope, filter, now);
  },
);

/**
 * CSV export 0005: the coupons of the list under its filters, as the caller may see them (a
 * store its shop's, a group its group's). To export another column, add its header and value.
 */
export const couponsExport: ExportDefinition<CouponFilters> = {
  kind: 'coupons',
  ...couponRows,
  columns: [
    { header: ja.server.fields.couponId, value: sql`${coupons.id}`, type: 'number' },
    { header: labels.name, value: sql`${coupons.name}` },
    { header: columns.shop, value: sql`${shops.name}` },
    { header: labels.title, value: sql`${coupons.title}` },
    { header: labels.description, value: sql`${coupons.description}` },
    { header: labels.content, value: sql`${coupons.content}` },
    { header: labels.limitType, value: labelOf(coupons.limitType, ja.enums.limitType) },
    { header: labels.remainingUsage, value: sql`${coupons.remainingUsage}`, type: 'number' },
    { header: columns.used, value: sql`${coupons.usedCount}`, type: 'number' },
    { header: labels.displayNote, value: sql`${coupons.displayNote}` },
    {
      header: labels.noteBackground,
      value: textLabelOf(sql`${coupons.noteBackground}`, NOTE_BACKGROUND_KEYS, ja.enums.noteBackground),
    },
    { header: labels.startDate, value: tokyoDate(coupons.startDate), type: 'date' },
    { header: labels.endDate, value: tokyoDate(coupons.endDate), type: 'date' },
    {
      header: columns.state,
      value: textLabelOf(couponStateExpression(sql`now()`), COUPON_STATES, ja.enums.couponState),
    },
    { header: ja.csv.registeredAtHeader, value: tokyoDateTime(coupons.registDate), type: 'dateTime' },
    { header: ja.server.fields.updatedAt, value: tokyoDateTime(coupons.updatedAt), type: 'dateTime' },
  ],
  async parseFilters(raw) {
    return parseCouponFilters(raw, new Date());
  },
};

function parseCouponFilters(raw: RawFilters, now: Date): ParsedFilters<CouponFilters> {
  const parsed = parseListFilters(couponFiltersSchema, raw);
  return parsed.ok ? { ok: true, filters: { ...parsed.filters, now } } : parsed;
}
