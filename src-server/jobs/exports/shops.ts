import { and, asc, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { storeListQuerySchema } from '@shared/api';
import { ja } from '@shared/messages';
import { prefectureName } from '../../address/japan-post';
import { shopScopeOf } from '../../auth/shop-scope';
import type { Database } from '../../db/client';
import { genres, groups, serviceTags, shops } from '../../db/schema';
import { likePattern } from '../../queries/list-helpers';
import type { ExportDefinition, ExportScope, PageRequest, ParsedFilters, RawFilters } from './definition';
import { invalidFilter } from './filters';
import { aliased } from './raw-select';
import type { RawRow } from './raw-select';
import { tokyoDateTime } from './sql-format';

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

const shopRowFields = {
  id: shops.id,
  shopCode: shops.shopCode,
  name: shops.name,
  groupName: sql<string | null>`${groups.name}`,
  zipcode: shops.zipcode,
  prefectureId: shops.prefectureId,
  municipality: shops.municipality,
  streetAddress: shops.streetAddress,
  buildingName: shops.buildingName,
  telephone: shops.telephone,
  status: shops.status,
  ecEnabled: shops.ecEnabled,
  registDate: tokyoDateTime(shops.registDate),
  updatedAt: tokyoDateTime(shops.updatedAt),
  // The rest of the shop form's catalogue (spec section 3), after the columns above.
  ownerNameSei: shops.ownerNameSei,
  ownerNameMei: shops.ownerNameMei,
  email: shops.email,
  companyName: shops.companyName,
  municipalityId: shops.municipalityId,
  genreName: sql<string | null>`(select ${genres.name} from ${genres} where ${genres.id} = ${shops.genreId})`,
  serviceTagName: sql<
    string | null
  >`(select ${serviceTags.name} from ${serviceTags} where ${serviceTags.id} = ${shops.serviceTagId})`,
  remarks: shops.remarks,
  latitude: shops.latitude,
  longitude: shops.longitude,
  ecShopId: shops.ecShopId,
  ecSalesType: shops.ecSalesType,
  ecAuthorizedIpAddress: shops.ecAuthorizedIpAddress,
  ecRedirectUrl: shops.ecRedirectUrl,
  ecGeneratedKey: shops.ecGeneratedKey,
};

type ShopRow = RawRow<typeof shopRowFields>;

function shopPageQuery(db: Database, { scope, filters, after, limit }: PageRequest<ShopFilters>) {
  return db
    .select(aliased(shopRowFields))
    .from(shops)
    .leftJoin(groups, eq(groups.id, shops.groupId))
    .where(and(shopCondition(scope, filters), gt(shops.id, after ?? 0)))
    .orderBy(asc(shops.id))
    .limit(limit);
}

const labels = ja.forms.shop;
const statusLabels: Record<number, string> = ja.enums.shopStatus;
const flagLabels: Record<number, string> = ja.enums.enableFlag;
const ecSalesTypeLabels: Record<number, string> = ja.enums.ecSalesType;

/**
 * CSV export 0001: the shops of the service under the store list's filters. To export another
 * column, add it to shopRowFields and to the columns below.
 */
export const shopsExport: ExportDefinition<ShopRow, ShopFilters> = {
  kind: 'shops',
  columns: [
    { header: ja.csv.shopIdHeader, cell: (row) => row.id },
    { header: labels.shopCode, cell: (row) => row.shopCode },
    { header: labels.storeName, cell: (row) => row.name },
    { header: labels.groupId, cell: (row) => row.groupName },
    { header: labels.zipcode, cell: (row) => row.zipcode },
    { header: labels.prefectureId, cell: (row) => prefectureName(row.prefectureId) },
    { header: labels.municipalityId, cell: (row) => row.municipality },
    { header: labels.streetAddress, cell: (row) => row.streetAddress },
    { header: labels.buildingName, cell: (row) => row.buildingName },
    { header: labels.telephone, cell: (row) => row.telephone },
    { header: labels.status, cell: (row) => statusLabels[row.status] },
    { header: ja.csv.ecHeader, cell: (row) => flagLabels[row.ecEnabled] },
    { header: ja.services.columns.registDate, cell: (row) => row.registDate },
    { header: ja.server.fields.updatedAt, cell: (row) => row.updatedAt },
    { header: labels.nameSei, cell: (row) => row.ownerNameSei },
    { header: labels.nameMei, cell: (row) => row.ownerNameMei },
    { header: labels.email, cell: (row) => row.email },
    { header: labels.companyName, cell: (row) => row.companyName },
    { header: labels.municipalityCode, cell: (row) => row.municipalityId },
    { header: labels.genreId, cell: (row) => row.genreName },
    { header: labels.serviceTagId, cell: (row) => row.serviceTagName },
    { header: labels.remarks, cell: (row) => row.remarks },
    { header: labels.latitude, cell: (row) => row.latitude },
    { header: labels.longitude, cell: (row) => row.longitude },
    // The EC password is write-only: it is never exported.
    { header: labels.ecShopId, cell: (row) => row.ecShopId },
    {
      header: labels.ecSalesType,
      cell: (row) => (row.ecSalesType === null ? null : ecSalesTypeLabels[row.ecSalesType]),
    },
    { header: labels.ecAuthorizedIPAddress, cell: (row) => row.ecAuthorizedIpAddress },
    { header: labels.ecRedirectUrl, cell: (row) => row.ecRedirectUrl },
    { header: labels.ecGeneratedKey, cell: (row) => row.ecGeneratedKey },
  ],

  async parseFilters(raw, scope, db) {
    const parsed = parseShopFilters(raw);
    if (!parsed.ok || parsed.filters.groupId === undefined) return parsed;
    return (await isGroupOfService(db, parsed.filters.groupId, scope.serviceId))
      ? parsed
      : invalidFilter('groupId');
  },

  pageQuery: shopPageQuery,

  keyOf: (row) => row.id,
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
