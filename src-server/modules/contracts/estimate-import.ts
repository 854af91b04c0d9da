import { and, inArray, or, sql } from 'drizzle-orm';
import {
  checkEstimateProductImportRow,
  ESTIMATE_PRODUCT_IMPORT_HEADER,
  repeatedInFileErrors,
} from '@shared/imports';
import type { EstimateProductImportRow } from '@shared/imports';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { bulkInsert, bulkUpdate } from '../../platform/db/bulk';
import type { Database } from '../../platform/db/client';
import { estimateProducts } from './schema';
import type { ImportContext, Importer, RowCheck, RowError } from '../../platform/jobs/imports/importer';
import { contractsByNumber, nextUpdatedAt, ofImportShop } from './import';

const labels = ja.contracts.fields;

interface StoredProduct {
  id: number;
  title: string;
  amount: number;
  contractId: number;
  updatedAt: Date;
}

/**
 * The natural key of a row: the product it updates (named by its ID, or by its title when the
 * ID is empty), or for a new product its title. Rows of one product share the key either way.
 */
const idKey = (id: number) => `id:${id}`;
const titleKey = (title: string) => `title:${title}`;
const versionOf = (product: StoredProduct) => `${product.id}:${product.updatedAt.toISOString()}`;

/** The shop's products of these ids or titles, in one query; locked inside the confirm's transaction. */
async function productsOf(
  db: Database,
  ctx: ImportContext,
  ids: readonly number[],
  titles: readonly string[],
  lock = false,
): Promise<StoredProduct[]> {
  if (ids.length === 0 && titles.length === 0) return [];
  const query = db
    .select({
      id: estimateProducts.id,
      title: estimateProducts.title,
      amount: estimateProducts.amount,
      contractId: estimateProducts.contractId,
      updatedAt: estimateProducts.updatedAt,
    })
    .from(estimateProducts)
    .where(
      and(
        ofImportShop(estimateProducts, ctx),
        or(
          ids.length > 0 ? inArray(estimateProducts.id, [...new Set(ids)]) : undefined,
          titles.length > 0 ? inArray(estimateProducts.title, [...new Set(titles)]) : undefined,
        ),
      ),
    );
  return lock ? query.for('update') : query;
}

function seen(ctx: ImportContext, key: string): Set<string> {
  const set = (ctx.scratch.get(key) as Set<string> | undefined) ?? new Set<string>();
  ctx.scratch.set(key, set);
  return set;
}

function repeatedErrors(ctx: ImportContext, cells: Readonly<Record<string, string>>): RowError[] {
  const cell = (label: string) => (cells[label] ?? '').trim();
  return [
    ...repeatedInFileErrors(seen(ctx, 'titles'), cell(labels.title), labels.title, labels.title),
    ...(cell(labels.productId) === ''
      ? []
      : repeatedInFileErrors(seen(ctx, 'ids'), cell(labels.productId), labels.productId, labels.productId)),
  ];
}

const errorOf = (column: string, message: string): RowError => ({
  column,
  message: fieldMessage(column, message),
});

export interface ProductImportValue {
  /** The product updated, or null for a new one. */
  id: number | null;
  title: string;
  amount: number;
  contractId: number;
}

function checkProduct(
  row: EstimateProductImportRow,
  contractId: number | undefined,
  byId: Map<number, StoredProduct>,
  byTitle: Map<string, StoredProduct>,
): RowCheck<ProductImportValue> {
  const { id, title, amount, contractNumber } = row;
  const errors: RowError[] = [];
  if (contractId === undefined) errors.push(errorOf(labels.contractNumber, ja.contracts.unknownContract));
  if (id !== null && !byId.has(id))
    errors.push(errorOf(labels.productId, ja.contracts.products.unknownProduct));
  const stored = id !== null ? byId.get(id) : byTitle.get(title);
  const titleOwner = byTitle.get(title);
  if (titleOwner && titleOwner.id !== stored?.id)
    errors.push(errorOf(labels.title, ja.contracts.products.duplicateTitle));
  if (errors.length > 0 || contractId === undefined || contractNumber === '') return { ok: false, errors };
  const value = { id: stored?.id ?? null, title, amount: amount ?? 0, contractId };
  if (!stored) return { ok: true, change: 'create', key: titleKey(title), version: null, value };
  const same = stored.title === title && stored.amount === value.amount && stored.contractId === contractId;
  return {
    ok: true,
    change: same ? 'unchanged' : 'update',
    key: idKey(stored.id),
    version: versionOf(stored),
    value,
  };
}

/**
 * `shops/{shopId}/estimate-products/upload` (estimate product 1002), in export 0008's columns.
 * The key is the 試算商品ID when given (it must be a product of the shop; the row may rename it),
 * else the title (unique per shop): a known product is updated, an unknown title creates one,
 * so a corrected error file imported again never duplicates a product. The contract is named by
 * its number, among the shop's own.
 */
export const estimateProductsImporter: Importer<ProductImportValue> = {
  header: ESTIMATE_PRODUCT_IMPORT_HEADER,

  async checkRows(rows, db, ctx) {
    const checked = rows.map((row) => ({
      result: checkEstimateProductImportRow(row.cells),
      repeated: repeatedErrors(ctx, row.cells),
    }));
    const good = checked.flatMap(({ result }) => (result.ok ? [result.value] : []));
    const [storedContracts, products] = await Promise.all([
      contractsByNumber(
        db,
        ctx,
        good.map((row) => row.contractNumber),
      ),
      productsOf(
        db,
        ctx,
        good.flatMap((row) => (row.id === null ? [] : [row.id])),
        good.map((row) => row.title),
      ),
    ]);
    const byId = new Map(products.map((product) => [product.id, product]));
    const byTitle = new Map(products.map((product) => [product.title, product]));
    return checked.map(({ result, repeated }): RowCheck<ProductImportValue> => {
      if (!result.ok) return { ok: false, errors: [...result.errors, ...repeated] };
      const check = checkProduct(
        result.value,
        storedContracts.get(result.value.contractNumber)?.id,
        byId,
        byTitle,
      );
      if (repeated.length === 0) return check;
      return { ok: false, errors: [...(check.ok ? [] : check.errors), ...repeated] };
    });
  },

  async versions(planned, tx, ctx) {
    const keys = [...planned.keys()];
    const ids = keys.flatMap((key) => (key.startsWith('id:') ? [Number(key.slice(3))] : []));
    const titles = keys.flatMap((key) => (key.startsWith('title:') ? [key.slice(6)] : []));
    const products = await productsOf(tx, ctx, ids, titles, true);
    const wanted = new Set(keys);
    return new Map(
      products
        .flatMap((product) => [
          [idKey(product.id), versionOf(product)] as const,
          [titleKey(product.title), versionOf(product)] as const,
        ])
        .filter(([key]) => wanted.has(key)),
    );
  },

  async apply(rows, tx, ctx) {
    const values = rows.map((row) => row.value);
    await bulkInsert(
      tx,
      estimateProducts,
      values
        .filter((row) => row.id === null)
        .map((row) => ({
          serviceId: ctx.serviceId,
          shopId: ctx.shopId ?? 0,
          title: row.title,
          amount: row.amount,
          contractId: row.contractId,
          createdBy: ctx.userId,
          registDate: ctx.now,
          updatedAt: ctx.now,
        })),
    );
    await bulkUpdate(
      tx,
      estimateProducts,
      values.flatMap((row) =>
        row.id === null
          ? []
          : [{ id: row.id, title: row.title, amount: row.amount, contractId: row.contractId }],
      ),
      {
        set: [nextUpdatedAt(ctx.now)],
        where: sql`t.service_id = ${ctx.serviceId} and t.shop_id = ${ctx.shopId ?? 0}`,
      },
    );
  },
};
