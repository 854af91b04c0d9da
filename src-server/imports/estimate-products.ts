import { and, eq } from 'drizzle-orm';
import {
  checkEstimateProductImportRow,
  ESTIMATE_PRODUCT_IMPORT_HEADER,
  repeatedInFileErrors,
} from '@shared/imports';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import { contracts, estimateProducts } from '../db/schema-contracts';
import { nextVersion } from '../http/optimistic-lock';
import type { ImportContext, Importer, RowError } from '../jobs/imports/importer';
import type { RowAction } from './contracts';

const labels = ja.contracts.fields;

interface ShopData {
  contractIds: Map<string, number>;
  products: Map<number, { title: string; amount: number; contractId: number }>;
  productIdByTitle: Map<string, number>;
}

async function shopData(ctx: ImportContext): Promise<ShopData> {
  const cached = ctx.scratch.get('shop') as ShopData | undefined;
  if (cached) return cached;
  const shop = and(eq(contracts.serviceId, ctx.serviceId), eq(contracts.shopId, ctx.shopId ?? 0));
  const [contractRows, productRows] = await Promise.all([
    ctx.tx.select({ id: contracts.id, number: contracts.contractNumber }).from(contracts).where(shop),
    ctx.tx
      .select({
        id: estimateProducts.id,
        title: estimateProducts.title,
        amount: estimateProducts.amount,
        contractId: estimateProducts.contractId,
      })
      .from(estimateProducts)
      .where(
        and(eq(estimateProducts.serviceId, ctx.serviceId), eq(estimateProducts.shopId, ctx.shopId ?? 0)),
      ),
  ]);
  const data: ShopData = {
    contractIds: new Map(contractRows.map((row) => [row.number, row.id])),
    products: new Map(productRows.map(({ id, ...row }) => [id, row])),
    productIdByTitle: new Map(productRows.map((row) => [row.title, row.id])),
  };
  ctx.scratch.set('shop', data);
  return data;
}

function seen(ctx: ImportContext, key: string): Set<string> {
  const set = (ctx.scratch.get(key) as Set<string> | undefined) ?? new Set<string>();
  ctx.scratch.set(key, set);
  return set;
}

export interface ProductImportValue {
  action: RowAction;
  /** The product updated, or null for a new one. */
  id: number | null;
  title: string;
  amount: number;
  contractId: number;
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

  async validateRow(row, ctx) {
    const checked = checkEstimateProductImportRow(row.cells);
    const data = await shopData(ctx);
    const errors: RowError[] = checked.ok ? [] : [...checked.errors];
    const cell = (label: string) => (row.cells[label] ?? '').trim();
    errors.push(...repeatedInFileErrors(seen(ctx, 'titles'), cell(labels.title), labels.title, labels.title));
    if (cell(labels.productId) !== '') {
      errors.push(
        ...repeatedInFileErrors(seen(ctx, 'ids'), cell(labels.productId), labels.productId, labels.productId),
      );
    }
    if (!checked.ok) return { ok: false, errors };
    const { id, title, amount, contractNumber } = checked.value;
    const contractId = data.contractIds.get(contractNumber);
    if (contractId === undefined) {
      errors.push({
        column: labels.contractNumber,
        message: fieldMessage(labels.contractNumber, ja.contracts.unknownContract),
      });
    }
    if (id !== null && !data.products.has(id)) {
      errors.push({
        column: labels.productId,
        message: fieldMessage(labels.productId, ja.contracts.products.unknownProduct),
      });
    }
    const key = id ?? data.productIdByTitle.get(title) ?? null;
    const titleOwner = data.productIdByTitle.get(title);
    if (titleOwner !== undefined && titleOwner !== key) {
      errors.push({
        column: labels.title,
        message: fieldMessage(labels.title, ja.contracts.products.duplicateTitle),
      });
    }
    if (errors.length > 0 || contractId === undefined) return { ok: false, errors };
    const stored = key === null ? undefined : data.products.get(key);
    const same =
      stored && stored.title === title && stored.amount === amount && stored.contractId === contractId;
    const action: RowAction = !stored ? 'create' : same ? 'unchanged' : 'update';
    return { ok: true, value: { action, id: key, title, amount: amount ?? 0, contractId } };
  },

  async apply(rows, tx, ctx) {
    const created = rows.filter((row) => row.action === 'create');
    if (created.length > 0) {
      await tx.insert(estimateProducts).values(
        created.map((row) => ({
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
    }
    for (const row of rows) {
      if (row.action !== 'update' || row.id === null) continue;
      await tx
        .update(estimateProducts)
        .set({
          title: row.title,
          amount: row.amount,
          contractId: row.contractId,
          updatedAt: nextVersion(estimateProducts.updatedAt, ctx.now),
        })
        .where(eq(estimateProducts.id, row.id));
    }
  },
};
