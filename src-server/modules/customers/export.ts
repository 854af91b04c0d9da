import { eq, sql } from 'drizzle-orm';
import { customerFilterSchema } from '@shared/api';
import type { CustomerFilterValues } from '@shared/api';
import { ja } from '@shared/messages';
import { customerConditions } from './search';
import { customerDeviceTokens, customerLinkedAccounts, customers } from './schema';
import { keyOrderedRows } from '../../platform/jobs/exports/definition';
import type { ExportDefinition } from '../../platform/jobs/exports/definition';
import { parseListFilters } from '../../platform/jobs/exports/filters';
import { tokyoDateTime } from '../../platform/jobs/exports/sql-format';
import { qualified } from '../../platform/db/qualified';

const labels = ja.customers.fields;

const customerRows = keyOrderedRows<CustomerFilterValues>(
  customers.id,
  (db, fields) =>
    db
      .select(fields)
      .from(customers)
      .leftJoin(customerLinkedAccounts, eq(customerLinkedAccounts.customerId, customers.id))
      .$dynamic(),
  ({ scope, filters }, db) => customerConditions(db, scope.serviceId, filters),
);

/**
 * CSV export 0003: the customers of the list under its filters. What an operator needs to find
 * and reach a customer; never the password. To export another column, add its header and value.
 */
export const customersExport: ExportDefinition<CustomerFilterValues> = {
  kind: 'customers',
  ...customerRows,
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
  async parseFilters(raw) {
    return parseListFilters(customerFilterSchema, raw);
  },
};
