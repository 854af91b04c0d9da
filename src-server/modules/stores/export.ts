import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { storeListQuerySchema } from '@shared/api';
import { ja } from '@shared/messages';
import { prefectures } from '../../platform/address/japan-post';
import { genres, groups, serviceTags, shops } from '../../platform/db/schema';
import { isGroupOfService } from '../groups';
import { storeConditions } from './reads';
import { keyOrderedRows } from '../../platform/jobs/exports/definition';
import type { ExportDefinition, ExportScope } from '../../platform/jobs/exports/definition';
import { invalidFilter, parseListFilters } from '../../platform/jobs/exports/filters';
import { labelOf, tokyoDateTime } from '../../platform/jobs/exports/sql-format';
import { qualified } from '../../platform/db/qualified';

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

const shopRows = keyOrderedRows<ShopFilters>(
  shops.id,
  (db, fields) => db.select(fields).from(shops).leftJoin(groups, eq(groups.id, shops.groupId)).$dynamic(),
  ({ scope, filters }) => shopCondition(scope, filters),
);

const labels = ja.forms.shop;

/**
 * CSV export 0001: the shops of the service under the store list's filters. To export another
 * column, add its header and its SQL value below (the value may use the shop, its group and
 * subqueries).
 */
export const shopsExport: ExportDefinition<ShopFilters> = {
  kind: 'shops',
  ...shopRows,
  columns: [
    { header: ja.csv.shopIdHeader, value: sql`${shops.id}`, type: 'number' },
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
    { header: ja.csv.registeredAtHeader, value: tokyoDateTime(shops.registDate), type: 'dateTime' },
    { header: ja.server.fields.updatedAt, value: tokyoDateTime(shops.updatedAt), type: 'dateTime' },
    { header: labels.nameSei, value: sql`${shops.ownerNameSei}` },
    { header: labels.nameMei, value: sql`${shops.ownerNameMei}` },
    { header: labels.email, value: sql`${shops.email}` },
    { header: labels.companyName, value: sql`${shops.companyName}` },
    { header: labels.municipalityCode, value: sql`${shops.municipalityId}` },
    {
      header: labels.genreId,
      value: sql`(select ${genres.name} from ${genres} where ${genres.id} = ${qualified(shops.genreId)})`,
    },
    {
      header: labels.serviceTagId,
      value: sql`(select ${serviceTags.name} from ${serviceTags} where ${serviceTags.id} = ${qualified(shops.serviceTagId)})`,
    },
    { header: labels.remarks, value: sql`${shops.remarks}` },
    { header: labels.latitude, value: sql`${shops.latitude}`, type: 'number' },
    { header: labels.longitude, value: sql`${shops.longitude}`, type: 'number' },
    // The EC password is write-only: it is never exported.
    { header: labels.ecShopId, value: sql`${shops.ecShopId}` },
    { header: labels.ecSalesType, value: labelOf(shops.ecSalesType, ja.enums.ecSalesType) },
    { header: labels.ecAuthorizedIPAddress, value: sql`${shops.ecAuthorizedIpAddress}` },
    { header: labels.ecRedirectUrl, value: sql`${shops.ecRedirectUrl}` },
    { header: labels.ecGeneratedKey, value: sql`${shops.ecGeneratedKey}` },
  ],

  async parseFilters(raw, scope, db) {
    const parsed = parseListFilters(shopFiltersSchema, raw);
    if (!parsed.ok || parsed.filters.groupId === undefined) return parsed;
    return (await isGroupOfService(db, scope.serviceId, parsed.filters.groupId))
      ? parsed
      : invalidFilter('groupId');
  },
};

function shopCondition(scope: ExportScope, filters: ShopFilters): SQL | undefined {
  return storeConditions(scope, filters);
}
