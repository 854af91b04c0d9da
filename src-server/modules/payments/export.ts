import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentHistoryFiltersSchema } from '@shared/api';
import { ONETIME_PAYMENT, ONETIME_PAYMENT_CODE, RIBBON_PAYMENT } from '@shared/constants';
import { ja } from '@shared/messages';
import { shops } from '../../platform/db/schema';
import { customers } from '../customers';
import { payments } from './schema';
import { paymentConditions } from './reads';
import { keyOrderedRows } from '../../platform/jobs/exports/definition';
import type { ExportDefinition, ExportScope } from '../../platform/jobs/exports/definition';
import { parseListFilters } from '../../platform/jobs/exports/filters';
import { labelOf, tokyoDateTime } from '../../platform/jobs/exports/sql-format';

type PaymentFilters = z.output<typeof paymentHistoryFiltersSchema>;

/** The payment count's label as formatPaymentCount writes it, by the database. */
const paymentCountLabel = sql<string>`case
  when ${payments.paymentCount} in (${String(ONETIME_PAYMENT_CODE)}, ${ONETIME_PAYMENT}) then ${ja.paymentCount.onetime}::text
  when ${payments.paymentCount} = ${RIBBON_PAYMENT} then ${ja.paymentCount.revolving}::text
  else replace(${ja.paymentCount.count}::text, '{count}', ${payments.paymentCount})
end`;

const paymentRows = keyOrderedRows<PaymentFilters>(
  payments.id,
  (db, fields) =>
    db
      .select(fields)
      .from(payments)
      .innerJoin(shops, eq(shops.id, payments.shopId))
      .leftJoin(customers, eq(customers.id, payments.customerId))
      .$dynamic(),
  ({ scope, filters }) => paymentCondition(scope, filters),
);

const columns = ja.payments.columns;

/**
 * CSV export 0002: the payments of the service under the payment history's filters (period,
 * shop, status, amount), as far as the requester reaches (its shop, its group's, or all).
 */
export const paymentHistoriesExport: ExportDefinition<PaymentFilters> = {
  kind: 'paymentHistories',
  ...paymentRows,
  columns: [
    { header: ja.csv.paymentIdHeader, value: sql`${payments.id}`, type: 'number' },
    { header: columns.transactionId, value: sql`${payments.transactionId}` },
    { header: columns.paidAt, value: tokyoDateTime(payments.paidAt), type: 'dateTime' },
    { header: ja.payments.fields.shopCode, value: sql`${shops.shopCode}` },
    { header: columns.shop, value: sql`${shops.name}` },
    { header: ja.csv.customerIdHeader, value: sql`${payments.customerId}`, type: 'number' },
    { header: ja.csv.customerNameHeader, value: sql`${customers.nameSei} || ' ' || ${customers.nameMei}` },
    { header: columns.itemName, value: sql`${payments.itemName}` },
    { header: columns.amount, value: sql`${payments.amount}`, type: 'amount' },
    { header: columns.paymentMethod, value: labelOf(payments.paymentMethod, ja.enums.paymentMethod) },
    { header: columns.paymentCount, value: paymentCountLabel },
    { header: columns.channel, value: labelOf(payments.channel, ja.enums.paymentChannel) },
    { header: columns.status, value: labelOf(payments.status, ja.enums.paymentStatus) },
    { header: columns.ecSalesType, value: labelOf(payments.ecSalesType, ja.enums.ecSalesType) },
    { header: columns.ecStatus, value: labelOf(payments.ecStatus, ja.enums.ecPaymentStatus) },
    { header: ja.csv.registDateHeader, value: tokyoDateTime(payments.registDate), type: 'dateTime' },
  ],

  async parseFilters(raw) {
    return parseListFilters(paymentHistoryFiltersSchema, raw);
  },
};

function paymentCondition(scope: ExportScope, filters: PaymentFilters) {
  return paymentConditions({ ...scope, ecOnly: false }, filters);
}
