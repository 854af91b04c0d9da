import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { StoreDetail, StoreListItem, StoreStatusCounts } from '@shared/api';
import { ROLE_STORE, SHOP_STATUSES } from '@shared/constants';
import type { EcSalesType, ShopStatus } from '@shared/constants';
import { prefectureName } from '../../platform/address/japan-post';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { withFlags } from '../../platform/db/enums';
import { genres, groups, serviceTags, shopAllowIps, shops, users } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import { eqWhenGiven, likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';

/** The store list's filters (its CSV export applies the same ones, see storeConditions). */
export interface StoreFilterValues {
  keyword?: string | undefined;
  status?: ShopStatus | undefined;
  groupId?: number | undefined;
  excludeGroupId?: number | undefined;
  prefectureId?: number | undefined;
  genreId?: number | undefined;
  serviceTagId?: number | undefined;
}

export interface StoreFilter extends StoreFilterValues, SortRequest {}

const SORTABLE = {
  registDate: shops.registDate,
  updatedAt: shops.updatedAt,
  id: shops.id,
  storeName: shops.name,
  shopCode: shops.shopCode,
  status: shops.status,
  prefectureId: shops.prefectureId,
  groupName: groups.name,
};

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

/** Every condition but the status, which the per-status counts leave out. */
function conditionsWithoutStatus(scope: Reach, filter: StoreFilterValues): SQL | undefined {
  return and(
    inReach(scope, { serviceId: shops.serviceId, shopId: shops.id }),
    keywordCondition(filter.keyword),
    eqWhenGiven(shops.groupId, filter.groupId),
    filter.excludeGroupId === undefined
      ? undefined
      : or(sql`${shops.groupId} is null`, ne(shops.groupId, filter.excludeGroupId)),
    eqWhenGiven(shops.prefectureId, filter.prefectureId),
    eqWhenGiven(shops.genreId, filter.genreId),
    eqWhenGiven(shops.serviceTagId, filter.serviceTagId),
  );
}

/** The shops of the list under its filters: the list, its counts and the CSV export 0001. */
export function storeConditions(scope: Reach, filter: StoreFilterValues): SQL | undefined {
  return and(conditionsWithoutStatus(scope, filter), eqWhenGiven(shops.status, filter.status));
}

const LIST_COLUMNS = {
  id: shops.id,
  shopCode: shops.shopCode,
  storeName: shops.name,
  status: shops.status,
  groupId: shops.groupId,
  groupName: groups.name,
  zipcode: shops.zipcode,
  prefectureId: shops.prefectureId,
  municipalityId: shops.municipalityId,
  municipalityName: shops.municipality,
  streetAddress: shops.streetAddress,
  buildingName: shops.buildingName,
  telephone: shops.telephone,
  genreId: shops.genreId,
  genreName: genres.name,
  serviceTagId: shops.serviceTagId,
  serviceTagName: serviceTags.name,
  latitude: shops.latitude,
  longitude: shops.longitude,
  ecEnabled: shops.ecEnabled,
  registDate: shops.registDate,
  updatedAt: shops.updatedAt,
};

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(LIST_COLUMNS)
    .from(shops)
    .leftJoin(groups, eq(groups.id, shops.groupId))
    .leftJoin(genres, eq(genres.id, shops.genreId))
    .leftJoin(serviceTags, eq(serviceTags.id, shops.serviceTagId))
    .where(where)
    .$dynamic();
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function toListItem(row: ListRow): StoreListItem {
  return {
    ...withFlags(row, ['ecEnabled'] as const),
    status: row.status as ShopStatus,
    prefectureName: prefectureName(row.prefectureId),
    ...apiTimestamps(row),
  };
}

const storeList = listRead({
  rows: listQuery,
  count: countRows(shops),
  sortable: SORTABLE,
  order: [shops.registDate, shops.id],
  item: toListItem,
});

/** A page of the store list under its filters, or every shop of it (page null). */
export function listStores(db: Database, scope: Reach, filter: StoreFilter, page: PageRequest | null) {
  return storeList.page(db, storeConditions(scope, filter), filter, page);
}

/** Shops per status under every filter but the status: each status appears, zeros included. */
export async function countStoresByStatus(
  db: Database,
  scope: Reach,
  filter: StoreFilter,
): Promise<StoreStatusCounts> {
  const rows = await db
    .select({ status: shops.status, count: count() })
    .from(shops)
    .where(conditionsWithoutStatus(scope, filter))
    .groupBy(shops.status);
  return SHOP_STATUSES.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.count ?? 0,
  }));
}

/** One shop of the service with every form field, or null. */
export async function findStoreDetail(
  db: Database,
  serviceId: number,
  shopId: number,
): Promise<StoreDetail | null> {
  const [row] = await listQuery(db, and(eq(shops.serviceId, serviceId), eq(shops.id, shopId))).limit(1);
  if (!row) return null;
  const [[extra], allowIps, [account]] = await Promise.all([
    db
      .select({
        nameSei: shops.ownerNameSei,
        nameMei: shops.ownerNameMei,
        email: shops.email,
        companyName: shops.companyName,
        remarks: shops.remarks,
        ecShopId: shops.ecShopId,
        ecShopPasswordSet: sql<boolean>`${shops.ecShopPassword} is not null`,
        ecSalesType: shops.ecSalesType,
        ecAuthorizedIPAddress: shops.ecAuthorizedIpAddress,
        ecRedirectUrl: shops.ecRedirectUrl,
        ecGeneratedKey: shops.ecGeneratedKey,
      })
      .from(shops)
      .where(eq(shops.id, shopId)),
    db
      .select({ id: shopAllowIps.id, ipAddress: shopAllowIps.ipAddress, ipRange: shopAllowIps.ipRange })
      .from(shopAllowIps)
      .where(eq(shopAllowIps.shopId, shopId))
      .orderBy(shopAllowIps.id),
    db
      .select({ id: users.id, email: users.email, status: users.status })
      .from(users)
      .where(and(eq(users.shopId, shopId), eq(users.role, ROLE_STORE)))
      .orderBy(users.id)
      .limit(1),
  ]);
  if (!extra) return null;
  return {
    ...toListItem(row),
    ...extra,
    nameSei: extra.nameSei ?? '',
    nameMei: extra.nameMei ?? '',
    email: extra.email ?? '',
    ecShopPasswordSet: Boolean(extra.ecShopPasswordSet),
    ecSalesType: extra.ecSalesType as EcSalesType | null,
    allowIps,
    account: account ?? null,
  };
}
