import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ServiceDetail, ServiceListItem, ServiceLookupItem } from '@shared/api';
import { SERVICE_FLAGS } from '@shared/constants';
import type { ServiceFlag } from '@shared/constants';
import { inServiceScope } from '../../platform/auth/policy';
import type { ServiceScope } from '../../platform/auth/policy';
import type { Database } from '../../platform/db/client';
import { withFlags } from '../../platform/db/enums';
import { companies, services, shops } from '../../platform/db/schema';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTime, apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import { likePattern, orderByWhitelist } from '../../platform/db/list-helpers';
import { qualified } from '../../platform/db/qualified';

export interface ServiceFilter {
  keyword?: string | undefined;
  sort: string;
  typeSort: 'ASC' | 'DESC';
}

const shopCount =
  sql<number>`(select count(*) from ${shops} where ${shops.serviceId} = ${qualified(services.id)})`.mapWith(
    Number,
  );

/** The only columns a list may be sorted by; anything else falls back to the default. */
const SORTABLE = {
  registDate: services.registDate,
  updatedAt: services.updatedAt,
  id: services.id,
  name: services.name,
  subdomain: services.subdomain,
  companyName: companies.name,
  shopCount,
} satisfies Record<string, unknown>;

function whereOf(scope: ServiceScope, { keyword }: ServiceFilter): SQL | undefined {
  const pattern = keyword ? likePattern(keyword) : null;
  return and(
    inServiceScope(scope, services.id),
    pattern ? or(ilike(services.name, pattern), ilike(services.subdomain, pattern)) : undefined,
  );
}

const listColumns = {
  id: services.id,
  name: services.name,
  subdomain: services.subdomain,
  companyName: companies.name,
  shopCount,
  registDate: services.registDate,
};

/** The switches of a service's screens, as its detail answers them. */
const flagColumns = {
  enableTopSetting: services.enableTopSetting,
  enableCustomerSetting: services.enableCustomerSetting,
  enableTrailCalc: services.enableTrailCalc,
  enableCouponSetting: services.enableCouponSetting,
  enableNotificationSetting: services.enableNotificationSetting,
  enableGallerySetting: services.enableGallerySetting,
  enableMenuSetting: services.enableMenuSetting,
} satisfies Record<ServiceFlag, unknown>;

const ORDER = [SORTABLE.registDate, services.id] as const;

const serviceList = listRead({
  rows: (db, where) =>
    db
      .select(listColumns)
      .from(services)
      .leftJoin(companies, eq(companies.id, services.companyId))
      .where(where)
      .$dynamic(),
  count: countRows(services),
  sortable: SORTABLE,
  order: ORDER,
  item: (row): ServiceListItem => ({ ...row, registDate: apiTime(row.registDate) }),
});

export function listServicesPage(
  db: Database,
  scope: ServiceScope,
  filter: ServiceFilter,
  page: PageRequest,
) {
  return serviceList.page(db, whereOf(scope, filter), filter, page);
}

/**
 * The lookup (noPaginate): every service in scope with its switches besides (an extra of this
 * server), so the console opens a service's screens without asking for its detail after it.
 */
export async function listAllServices(
  db: Database,
  scope: ServiceScope,
  filter: ServiceFilter,
): Promise<ServiceLookupItem[]> {
  const rows = await db
    .select({ ...listColumns, ...flagColumns })
    .from(services)
    .leftJoin(companies, eq(companies.id, services.companyId))
    .where(whereOf(scope, filter))
    .orderBy(...orderByWhitelist(SORTABLE, ...ORDER, filter));
  return rows.map((row) => withFlags({ ...row, registDate: apiTime(row.registDate) }, SERVICE_FLAGS));
}

/** GET /services/{id}: by the record id only (spec section 2: `{id}` is a record identifier). */
export async function findServiceById(db: Database, id: number): Promise<ServiceDetail | null> {
  const [row] = await db
    .select({
      id: services.id,
      name: services.name,
      subdomain: services.subdomain,
      ...flagColumns,
      registDate: services.registDate,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .where(eq(services.id, id))
    .limit(1);
  if (!row) return null;
  return {
    ...withFlags(row, SERVICE_FLAGS),
    ...apiTimestamps(row),
  };
}
