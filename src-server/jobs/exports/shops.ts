import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { storeListQuerySchema } from '@shared/api';
import { ja } from '@shared/messages';
import { prefectures } from '../../address/japan-post';
import { shopScopeOf } from '../../auth/shop-scope';
import type { Database } from '../../db/client';
import { genres, groups, serviceTags, shops } from '../../db/schema';
import { likePattern } from '../../queries/list-helpers';
import type { ExportDefinition, ExportScope, RowsRequest, ParsedFilters, RawFilters } from './definition';
import { invalidFilter } from './filters';
import { labelOf, tokyoDateTime } from './sql-format';

/** The store list's filters (the list and its CSV export show the same shops). */
const shopFiltersSchema = storeListQuerySchema.pick({
  keyword: true,
  status: true,
  groupId: true,
  excludeGroupId: true,
  prefectureId: true,
  genreId: true,
  serviceTagId: true,
});
type ShopFilters = z.output<typeof shopFiltersSchema>;

/** The prefecture names by JIS code. */
function prefectureNames(): Record<number, string> {
  return Object.fromEntries(prefectures().map((prefecture) => [Number(prefecture.code), prefecture.name]));
}

function shopRowsQuery(db: Database, { scope, filters, keyRange, limit, fields }: RowsRequest<ShopFilters>) {
  const query = db
    .select(fields)
    .from(shops)
    .leftJoin(groups, eq(groups.id, shops.groupId))
    .where(and(shopCondition(scope, filters), keyRange))
    .orderBy(asc(shops.id))
    .$dynamic();
  return limit === null ? query : query.limit(limit);
}

const labels = ja.forms.shop;

/**
 * CSV export 0001: the shops of the service under the store list's filters. To export another
 * column, add its header and its SQL value below (the value may use the shop, its group and
 * subqueries).
 */
export const shopsExport: ExportDefinition<ShopFilters> = {
  kind: 'shops',
  key: shops.id,
  columns: [
    { header: ja.csv.shopIdHeader, value: sql`${shops.id}` },
    { header: labels.shopCode, value: sql`${shops.shopCode}` },
    { header: labels.storeName, value: sql`${shops.name}` },
    { header: labels.groupId, value: sql`${groups.name}` },
    { header: labels.zipcode, value: sql`${shops.zipcode}` },
    { header: labels.prefectureId, value: labelOf(shops.prefectureId, prefectureNames()) },
    { header: labels.municipalityId, value: sql`${shops.municipality}` },
    { header: labels.streetAddress, value: sql`${shops.streetAddress}` },
    { header: labels.buildingName, value: sql`${shops.buildingName}` },
    { header: labels.telephone, value: sql`${shops.telephone}` },
    { header: labels.status, value: labelOf(shops.status, ja.enums.shopStatus) },
    { header: ja.csv.ecHeader, value: labelOf(shops.ecEnabled, ja.enums.enableFlag) },
    { header: ja.services.columns.registDate, value: tokyoDateTime(shops.registDate) },
    { header: ja.server.fields.updatedAt, value: tokyoDateTime(shops.updatedAt) },
    { header: labels.nameSei, value: sql`${shops.ownerNameSei}` },
    { header: labels.nameMei, value: sql`${shops.ownerNameMei}` },
    { header: labels.email, value: sql`${shops.email}` },
    { header: labels.companyName, value: sql`${shops.companyName}` },
    { header: labels.municipalityCode, value: sql`${shops.municipalityId}` },
    {
      header: labels.genreId,
      value: sql`(select ${genres.name} from ${genres} where ${genres.id} = ${shops.genreId})`,
    },
    {
      header: labels.serviceTagId,
      value: sql`(select ${serviceTags.name} from ${serviceTags} where ${serviceTags.id} = ${shops.serviceTagId})`,
    },
    { header: labels.remarks, value: sql`${shops.remarks}` },
    { header: labels.latitude, value: sql`${shops.latitude}` },
    { header: labels.longitude, value: sql`${shops.longitude}` },
    // The EC password is write-only: it is never exported.
    { header: labels.ecShopId, value: sql`${shops.ecShopId}` },
    { header: labels.ecSalesType, value: labelOf(shops.ecSalesType, ja.enums.ecSalesType) },
    { header: labels.ecAuthorizedIPAddress, value: sql`${shops.ecAuthorizedIpAddress}` },
    { header: labels.ecRedirectUrl, value: sql`${shops.ecRedirectUrl}` },
    { header: labels.ecGeneratedKey, value: sql`${shops.ecGeneratedKey}` },
  ],

  rowsQuery: shopRowsQuery,

  async parseFilters(raw, scope, db) {
    const parsed = parseShopFilters(raw);
    if (!parsed.ok || parsed.filters.groupId === undefined) return parsed;
    return (await isGroupOfService(db, parsed.filters.groupId, scope.serviceId))
      ? parsed
      : invalidFilter('groupId');
  },
};

function parseShopFilters(raw: RawFilters): ParsedFilters<ShopFilters> {
  // A blank value is an unset filter, as the list's search form sends it.
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value.trim() !== ''));
  const result = shopFiltersSchema.safeParse(given);
  if (result.success) return { ok: true, filters: result.data };
  return invalidFilter(String(result.error.issues[0]?.path[0] ?? ''));
}

async function isGroupOfService(db: Database, groupId: number, serviceId: number): Promise<boolean> {
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.serviceId, serviceId)));
  return group !== undefined;
}

function shopCondition(scope: ExportScope, filters: ShopFilters): SQL | undefined {
  return and(
    eq(shops.serviceId, scope.serviceId),
    // shopScopeOf reads only the role, shop and group of the caller; a job has no token.
    shopScopeOf({ ...scope.requester, tokenId: 0 }),
    keywordCondition(filters.keyword),
    filters.status === undefined ? undefined : eq(shops.status, filters.status),
    filters.groupId === undefined ? undefined : eq(shops.groupId, filters.groupId),
    filters.excludeGroupId === undefined ? undefined : excludeGroup(filters.excludeGroupId),
    filters.prefectureId === undefined ? undefined : eq(shops.prefectureId, filters.prefectureId),
    filters.genreId === undefined ? undefined : eq(shops.genreId, filters.genreId),
    filters.serviceTagId === undefined ? undefined : eq(shops.serviceTagId, filters.serviceTagId),
  );
}

function excludeGroup(groupId: number): SQL | undefined {
  return or(isNull(shops.groupId), ne(shops.groupId, groupId));
}

function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(
    ilike(shops.name, pattern),
    ilike(shops.shopCode, pattern),
    ilike(shops.email, pattern),
    ilike(shops.telephone, pattern),
    ilike(shops.municipality, pattern),
    ilike(shops.streetAddress, pattern),
    ilike(sql`coalesce(${shops.ownerNameSei}, '') || coalesce(${shops.ownerNameMei}, '')`, pattern),
  );
}
