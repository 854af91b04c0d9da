import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { contractListQuerySchema, estimateProductListQuerySchema } from '@shared/api';
import { INTEREST_TYPES, MAX_INTEGER, ONETIME_PAYMENT, RIBBON_PAYMENT } from '@shared/constants';
import { CONTRACT_IMPORT_COLUMNS, ESTIMATE_PRODUCT_IMPORT_COLUMNS } from '@shared/imports';
import { ja } from '@shared/messages';
import { contracts, estimateProducts } from './schema';
import { contractConditions } from './reads';
import { estimateProductConditions } from './estimate-reads';
import { keyOrderedRows } from '../../platform/jobs/exports/definition';
import type { ExportColumn, ExportDefinition, RowsRequest } from '../../platform/jobs/exports/definition';
import { parseListFilters } from '../../platform/jobs/exports/filters';
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
type Cell = Omit<ExportColumn, 'header'>;

const CONTRACT_VALUES: Record<(typeof CONTRACT_IMPORT_COLUMNS)[number]['field'], Cell> = {
  contractNumber: { value: sql`${contracts.contractNumber}` },
  condition: { value: conditionLabel },
  interestType: { value: labelOf(contracts.interestType, interestTypeLabels) },
  interestRate: { value: sql`to_char(${contracts.interestRate}, 'FM90.00')`, type: 'number' },
  amountPayment: { value: sql`${contracts.amountPayment}`, type: 'amount' },
};

const PRODUCT_VALUES: Record<(typeof ESTIMATE_PRODUCT_IMPORT_COLUMNS)[number]['field'], Cell> = {
  id: { value: sql`${estimateProducts.id}`, type: 'number' },
  title: { value: sql`${estimateProducts.title}` },
  amount: { value: sql`${estimateProducts.amount}`, type: 'amount' },
  contractNumber: { value: sql`${contracts.contractNumber}` },
};

/** Every export of the area is of one shop (the engine has checked it is in the requester's reach). */
const shopFilter = { shopId: z.coerce.number().int().min(1).max(MAX_INTEGER) };

const contractFilters = contractListQuerySchema
  .pick({ keyword: true, condition: true, interestType: true })
  .extend(shopFilter);
type ContractFilters = z.output<typeof contractFilters>;

/** The list's conditions under the shop the export is of, in the requester's service. */
function ofTheShop<F extends { shopId: number }>(
  conditions: (target: { serviceId: number; shopId: number }, filter: Omit<F, 'shopId'>) => SQL | undefined,
) {
  return ({ scope, filters }: RowsRequest<F>) => {
    const { shopId, ...filter } = filters;
    return conditions({ serviceId: scope.serviceId, shopId }, filter);
  };
}

/** An import's columns, each with the cell this export writes under its header. */
function inImportColumns<Field extends string>(
  importColumns: readonly { header: string; field: Field }[],
  values: Record<Field, Cell>,
): ExportColumn[] {
  return importColumns.map((column) => ({ header: column.header, ...values[column.field] }));
}

const contractRows = keyOrderedRows<ContractFilters>(
  contracts.id,
  (db, fields) => db.select(fields).from(contracts).$dynamic(),
  ofTheShop(contractConditions),
);

/** CSV export 0007: the shop's handling contracts under the list's filters, in the contract import's columns. */
export const contractsExport: ExportDefinition<ContractFilters> = {
  kind: 'shopContract',
  ...contractRows,
  columns: inImportColumns(CONTRACT_IMPORT_COLUMNS, CONTRACT_VALUES),
  parseFilters: async (raw) => parseListFilters(contractFilters, raw),
};

const productFilters = estimateProductListQuerySchema
  .pick({ keyword: true, contractId: true })
  .extend(shopFilter);
type ProductFilters = z.output<typeof productFilters>;

const productRows = keyOrderedRows<ProductFilters>(
  estimateProducts.id,
  (db, fields) =>
    db
      .select(fields)
      .from(estimateProducts)
      .innerJoin(contracts, eq(contracts.id, estimateProducts.contractId))
      .$dynamic(),
  ofTheShop(estimateProductConditions),
);

/** CSV export 0008: the shop's estimate products, in the estimate product import's columns. */
export const estimateProductsExport: ExportDefinition<ProductFilters> = {
  kind: 'estimateProduct',
  ...productRows,
  columns: inImportColumns(ESTIMATE_PRODUCT_IMPORT_COLUMNS, PRODUCT_VALUES),
  parseFilters: async (raw) => parseListFilters(productFilters, raw),
};
