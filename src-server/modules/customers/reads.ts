import { and, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  CustomerCount,
  CustomerDetail,
  CustomerFilterValues,
  CustomerLinkedItem,
  CustomerListItem,
} from '@shared/api';
import type { Database } from '../../platform/db/client';
import { customerDeviceTokens, customerLinkedAccounts, customers } from './schema';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTime, apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import type { SortRequest } from '../../platform/db/list-helpers';
import { customerConditions } from './search';
import { qualified } from '../../platform/db/qualified';

const deviceCount = sql<number>`(select count(*)::int from ${customerDeviceTokens} where ${customerDeviceTokens.customerId} = ${qualified(customers.id)})`;

const SORTABLE = {
  registDate: customers.registDate,
  id: customers.id,
  nameKana: sql`(${customers.nameSeiKana} || ${customers.nameMeiKana})`,
  mobilePhone: customers.mobilePhone,
  updatedAt: customers.updatedAt,
};

const listColumns = {
  id: customers.id,
  nameSei: customers.nameSei,
  nameMei: customers.nameMei,
  nameSeiKana: customers.nameSeiKana,
  nameMeiKana: customers.nameMeiKana,
  mobilePhone: customers.mobilePhone,
  homePhone: customers.homePhone,
  mailAddress: customerLinkedAccounts.mailAddress,
  linkedId: customerLinkedAccounts.id,
  deviceCount,
  registDate: customers.registDate,
  updatedAt: customers.updatedAt,
};

const listRowQuery = (db: Database) =>
  db
    .select(listColumns)
    .from(customers)
    .leftJoin(customerLinkedAccounts, eq(customerLinkedAccounts.customerId, customers.id));
type ListRow = Awaited<ReturnType<typeof listRowQuery>>[number];

function toListItem({ linkedId, ...row }: ListRow): CustomerListItem {
  return {
    ...row,
    linked: linkedId !== null,
    ...apiTimestamps(row),
  };
}

const customerList = listRead({
  rows: (db, where) => listRowQuery(db).where(where).$dynamic(),
  count: countRows(customers),
  sortable: SORTABLE,
  order: [customers.registDate, customers.id],
  item: toListItem,
});

/** A page of a service's customers under the filter, newest first unless sorted otherwise. */
export function listCustomersPage(
  db: Database,
  serviceId: number,
  filter: CustomerFilterValues & SortRequest,
  page: PageRequest,
) {
  return customerList.page(db, customerConditions(db, serviceId, filter), filter, page);
}

const LINKED_SORTABLE = {
  registDate: customerLinkedAccounts.linkedAt,
  linkedAt: customerLinkedAccounts.linkedAt,
  mailAddress: customerLinkedAccounts.mailAddress,
  nameKana: sql`(${customers.nameSeiKana} || ${customers.nameMeiKana})`,
};

const linkedList = listRead({
  rows: (db, where) =>
    db
      .select({
        id: customerLinkedAccounts.id,
        customerId: customers.id,
        nameSei: customers.nameSei,
        nameMei: customers.nameMei,
        nameSeiKana: customers.nameSeiKana,
        nameMeiKana: customers.nameMeiKana,
        mailAddress: customerLinkedAccounts.mailAddress,
        mobileNo: customerLinkedAccounts.mobileNo,
        linkedAt: customerLinkedAccounts.linkedAt,
      })
      .from(customerLinkedAccounts)
      .innerJoin(customers, eq(customers.id, customerLinkedAccounts.customerId))
      .where(where)
      .$dynamic(),
  count: (db, where) =>
    db
      .select({ total: count() })
      .from(customerLinkedAccounts)
      .innerJoin(customers, eq(customers.id, customerLinkedAccounts.customerId))
      .where(where),
  sortable: LINKED_SORTABLE,
  order: [customerLinkedAccounts.linkedAt, customerLinkedAccounts.id],
  item: (row): CustomerLinkedItem => ({ ...row, linkedAt: apiTime(row.linkedAt) }),
});

/** A page of the customers who linked an account, newest link first unless sorted otherwise. */
export function listLinkedPage(
  db: Database,
  serviceId: number,
  filter: CustomerFilterValues & SortRequest,
  page: PageRequest,
) {
  const where = and(
    eq(customerLinkedAccounts.serviceId, serviceId),
    customerConditions(db, serviceId, { ...filter, linked: undefined }),
  );
  return linkedList.page(db, where, filter, page);
}

/** How many customers the filter reaches, and how many device tokens they have. */
export async function countCustomers(
  db: Database,
  serviceId: number,
  filter: CustomerFilterValues | null,
): Promise<CustomerCount> {
  const where: SQL | undefined = filter
    ? customerConditions(db, serviceId, filter)
    : eq(customers.serviceId, serviceId);
  const [row] = await db
    .select({
      customers: sql<number>`count(distinct ${customers.id})::int`,
      devices: sql<number>`count(${customerDeviceTokens.id})::int`,
    })
    .from(customers)
    .innerJoin(customerDeviceTokens, eq(customerDeviceTokens.customerId, customers.id))
    .where(where);
  return { customers: row?.customers ?? 0, devices: row?.devices ?? 0 };
}

/** A customer of the service with its link, or null (its 変更履歴 is the audit trail's). */
export async function findCustomerDetail(
  db: Database,
  serviceId: number,
  customerId: number,
): Promise<CustomerDetail | null> {
  const [row] = await db
    .select({
      ...listColumns,
      mobileNo: customerLinkedAccounts.mobileNo,
      linkedAt: customerLinkedAccounts.linkedAt,
      hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
    })
    .from(customers)
    .leftJoin(customerLinkedAccounts, eq(customerLinkedAccounts.customerId, customers.id))
    .where(and(eq(customers.serviceId, serviceId), eq(customers.id, customerId)))
    .limit(1);
  if (!row) return null;
  const { mobileNo, linkedAt, hasPassword, ...listRow } = row;
  return {
    ...toListItem(listRow),
    mobileNo,
    linkedAt: linkedAt ? apiTime(linkedAt) : null,
    hasPassword,
  };
}
