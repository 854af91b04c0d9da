import { and, asc, eq, sql } from 'drizzle-orm';
import { customerFilterSchema } from '@shared/api';
import type { CustomerFilterValues } from '@shared/api';
import { ja } from '@shared/messages';
import { customerConditions } from './search';
import type { Database } from '../../platform/db/client';
import { customerDeviceTokens, customerLinkedAccounts, customers } from './schema';
import type { ExportDefinition, RowsRequest } from '../../platform/jobs/exports/definition';
import { parseListFilters } from '../../platform/jobs/exports/filters';
import { tokyoDateTime } from '../../platform/jobs/exports/sql-format';
import { qualified } from '../../platform/db/qualified';

const labels = ja.customers.fields;

function customerRowsQuery(
  db: Database,
  { scope, filters, keyRange, limit, fields }: RowsRequest<CustomerFilterValues>,
) {
  const query = db
    .select(fields)
    .from(customers)
    .leftJoin(customerLinkedAccounts, eq(customerLinkedAccounts.customerId, customers.id))
    .where(and(customerConditions(db, scope.serviceId, filters), keyRange))
    .orderBy(asc(customers.id))
    .$dynamic();
  return limit === null ? query : query.limit(limit);
}

/**
 * CSV export 0003: the customers of the list under its filters. What an operator needs to find
 * and reach a customer; never the password. To export another column, add its header and value.
 */
export const customersExport: ExportDefinition<CustomerFilterValues> = {
  kind: 'customers',
  key: customers.id,
  columns: [
    { header: labels.id, value: sql`${customers.id}`, type: 'number' },
    { header: labels.name, value: sql`${customers.nameSei} || ' ' || ${customers.nameMei}` },
    { header: labels.nameKana, value: sql`${customers.nameSeiKana} || ' ' || ${customers.nameMeiKana}` },
    { header: labels.mobilePhone, value: sql`${customers.mobilePhone}` },
    { header: labels.homePhone, value: sql`${customers.homePhone}` },
    { header: labels.mailAddress, value: sql`${customerLinkedAccounts.mailAddress}` },
    { header: labels.mobileNo, value: sql`${customerLinkedAccounts.mobileNo}` },
    {
      header: ja.csv.linkedAtHeader,
      value: tokyoDateTime(customerLinkedAccounts.linkedAt),
      type: 'dateTime',
    },
    {
      header: labels.deviceCount,
      type: 'number',
      value: sql`(select count(*) from ${customerDeviceTokens} where ${customerDeviceTokens.customerId} = ${qualified(customers.id)})`,
    },
    { header: ja.csv.registeredAtHeader, value: tokyoDateTime(customers.registDate), type: 'dateTime' },
    { header: labels.updatedAt, value: tokyoDateTime(customers.updatedAt), type: 'dateTime' },
  ],
  rowsQuery: customerRowsQuery,
  async parseFilters(raw) {
    return parseListFilters(customerFilterSchema, raw);
  },
};
