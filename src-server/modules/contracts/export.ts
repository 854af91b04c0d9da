import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { contractListQuerySchema, estimateProductListQuerySchema } from '@shared/api';
import { INTEREST_TYPES, ONETIME_PAYMENT, RIBBON_PAYMENT } from '@shared/constants';
import { CONTRACT_IMPORT_COLUMNS, ESTIMATE_PRODUCT_IMPORT_COLUMNS } from '@shared/imports';
import { ja } from '@shared/messages';
import { isShopInReach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { contracts, estimateProducts } from './schema';
import { contractConditions } from './reads';
import { estimateProductConditions } from './estimate-reads';
import type {
  ExportColumn,
  ExportDefinition,
  ExportScope,
  ParsedFilters,
  RawFilters,
  RowsRequest,
} from '../../platform/jobs/exports/definition';
import { invalidFilter } from '../../platform/jobs/exports/filters';
import { labelOf } from '../../platform/jobs/exports/sql-format';

/** `12回`, ボーナス一括払い or リボ払い, as the console labels a payment condition. */
const conditionLabel = sql`(case ${contracts.condition}
  when ${ONETIME_PAYMENT} then ${ja.paymentCount.onetime}::text
  when ${RIBBON_PAYMENT} then ${ja.paymentCount.revolving}::text
  else ${contracts.condition} || ${ja.paymentCount.count.replace('{count}', '')}::text end)`;

const interestTypeLabels = Object.fromEntries(
  INTEREST_TYPES.map((type) => [type, ja.contracts.interestType[type]]),
);

/** The cell of each contract column (the columns and headers are the import's). */
const CONTRACT_VALUES: Record<(typeof CONTRACT_IMPORT_COLUMNS)[number]['field'], SQL> = {
  contractNumber: sql`${contracts.contractNumber}`,
  condition: conditionLabel,
  interestType: labelOf(contracts.interestType, interestTypeLabels),
  interestRate: sql`to_char(${contracts.interestRate}, 'FM90.00')`,
  amountPayment: sql`${contracts.amountPayment}`,
};

const PRODUCT_VALUES: Record<(typeof ESTIMATE_PRODUCT_IMPORT_COLUMNS)[number]['field'], SQL> = {
  id: sql`${estimateProducts.id}`,
  title: sql`${estimateProducts.title}`,
  amount: sql`${estimateProducts.amount}`,
  contractNumber: sql`${contracts.contractNumber}`,
};

const shopFilterSchema = z.object({ shopId: z.coerce.number().int().min(1).max(2147483647) });

/** Every export of the area is of one shop, which must be in the requester's reach. */
async function parseShopFilters<S extends z.ZodType>(
  raw: RawFilters,
  scope: ExportScope,
  db: Database,
  schema: S,
): Promise<ParsedFilters<z.output<S> & { shopId: number }>> {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value.trim() !== ''));
  const shop = shopFilterSchema.safeParse(given);
  if (!shop.success || !(await isShopInReach(db, scope, shop.data.shopId))) {
    return invalidFilter('shopId');
  }
  const result = schema.safeParse(given);
  if (!result.success) return invalidFilter(String(result.error.issues[0]?.path[0] ?? ''));
  return { ok: true, filters: Object.assign({}, result.data as z.output<S>, { shopId: shop.data.shopId }) };
}

const contractFilters = contractListQuerySchema.pick({ keyword: true, condition: true, interestType: true });
type ContractFilters = z.output<typeof contractFilters> & { shopId: number };

function contractRowsQuery(
  db: Database,
  { scope, filters, keyRange, limit, fields }: RowsRequest<ContractFilters>,
) {
  const { shopId, ...filter } = filters;
  const query = db
    .select(fields)
    .from(contracts)
    .where(and(contractConditions({ serviceId: scope.serviceId, shopId }, filter), keyRange))
    .orderBy(asc(contracts.id))
    .$dynamic();
  return limit === null ? query : query.limit(limit);
}

/** CSV export 0007: the shop's handling contracts under the list's filters, in the contract import's columns. */
export const contractsExport: ExportDefinition<ContractFilters> = {
  kind: 'shopContract',
  key: contracts.id,
  columns: CONTRACT_IMPORT_COLUMNS.map((column): ExportColumn => ({
    header: column.header,
    value: CONTRACT_VALUES[column.field],
  })),
  rowsQuery: contractRowsQuery,
  parseFilters: (raw, scope, db) => parseShopFilters(raw, scope, db, contractFilters),
};

const productFilters = estimateProductListQuerySchema.pick({ keyword: true, contractId: true });
type ProductFilters = z.output<typeof productFilters> & { shopId: number };

function productRowsQuery(
  db: Database,
  { scope, filters, keyRange, limit, fields }: RowsRequest<ProductFilters>,
) {
  const { shopId, ...filter } = filters;
  const query = db
    .select(fields)
    .from(estimateProducts)
    .innerJoin(contracts, eq(contracts.id, estimateProducts.contractId))
    .where(and(estimateProductConditions({ serviceId: scope.serviceId, shopId }, filter), keyRange))
    .orderBy(asc(estimateProducts.id))
    .$dynamic();
  return limit === null ? query : query.limit(limit);
}

/** CSV export 0008: the shop's estimate products, in the estimate product import's columns. */
export const estimateProductsExport: ExportDefinition<ProductFilters> = {
  kind: 'estimateProduct',
  key: estimateProducts.id,
  columns: ESTIMATE_PRODUCT_IMPORT_COLUMNS.map((column): ExportColumn => ({
    header: column.header,
    value: PRODUCT_VALUES[column.field],
  })),
  rowsQuery: productRowsQuery,
  parseFilters: (raw, scope, db) => parseShopFilters(raw, scope, db, productFilters),
};
