import { eq } from 'drizzle-orm';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { EstimateProductFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { rethrowUniqueViolations } from '../../platform/db/errors';
import { contracts, estimateProducts } from './schema';
import { notFound, validationFailed } from '../../platform/errors';
import { nextVersion } from '../../platform/db/versions';
import { imageChange } from '../../platform/media/store';
import type { ImageUpload } from '../../platform/media/store';
import { lockShopRowAt, shopRow } from '../../platform/db/shop-rows';
import type { ShopTarget } from '../../platform/db/shop-rows';

const labels = ja.contracts.fields;

export const duplicateProductTitle = () =>
  validationFailed([
    { name: 'title', message: fieldMessage(labels.title, ja.contracts.products.duplicateTitle) },
  ]);

/** The contract must be one of the shop's own (the foreign key says so too). */
async function assertShopContract(
  db: Database,
  target: ShopTarget,
  contractId: number | null,
): Promise<number> {
  const [row] =
    contractId === null
      ? []
      : await db
          .select({ id: contracts.id })
          .from(contracts)
          .where(shopRow(contracts, target, contractId))
          .limit(1);
  if (!row) {
    throw validationFailed([
      { name: 'contractId', message: fieldMessage(labels.contractId, ja.validation.unknownChoice) },
    ]);
  }
  return row.id;
}

const rethrowDuplicateTitle = rethrowUniqueViolations({
  estimate_products_shop_title_key: duplicateProductTitle,
});

/** A new product of the shop, with its image stored in the same transaction. */
export async function createEstimateProduct(
  db: Database,
  target: ShopTarget & { createdBy: number; now: Date },
  values: EstimateProductFormValues,
  image: ImageUpload,
): Promise<number> {
  return db.transaction(async (tx) => {
    const imageId = (await imageChange(tx, image)) ?? null;
    return insertEstimateProduct(tx, target, values, imageId);
  });
}

async function insertEstimateProduct(
  db: Database,
  target: ShopTarget & { createdBy: number; now: Date },
  values: EstimateProductFormValues,
  imageId: number | null,
): Promise<number> {
  const contractId = await assertShopContract(db, target, values.contractId);
  const [row] = await db
    .insert(estimateProducts)
    .values({
      serviceId: target.serviceId,
      shopId: target.shopId,
      title: values.title,
      amount: values.amount ?? 0,
      contractId,
      imageId,
      createdBy: target.createdBy,
      registDate: target.now,
      updatedAt: target.now,
    })
    .returning({ id: estimateProducts.id })
    .catch(rethrowDuplicateTitle);
  if (!row) throw new Error('estimate product was not saved');
  return row.id;
}

/** Checks the product is the shop's before anything (an image) is stored for it. */
export async function assertProductOfShop(db: Database, target: ShopTarget, id: number): Promise<void> {
  const [row] = await db
    .select({ id: estimateProducts.id })
    .from(estimateProducts)
    .where(shopRow(estimateProducts, target, id))
    .limit(1);
  if (!row) throw notFound();
}

/** Changes a product of the shop, and its image (a new one stored in the same transaction). */
export async function updateEstimateProduct(
  db: Database,
  target: ShopTarget & { now: Date },
  id: number,
  values: EstimateProductFormValues & { updatedAt?: string },
  image: ImageUpload,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const imageId = await imageChange(tx, image);
      await lockShopRowAt(tx, estimateProducts, target, id, values.updatedAt);
      const contractId = await assertShopContract(tx, target, values.contractId);
      await tx
        .update(estimateProducts)
        .set({
          title: values.title,
          amount: values.amount ?? 0,
          contractId,
          ...(imageId === undefined ? {} : { imageId }),
          updatedAt: nextVersion(estimateProducts.updatedAt, target.now),
        })
        .where(eq(estimateProducts.id, id));
    })
    .catch(rethrowDuplicateTitle);
}

export async function deleteEstimateProduct(
  db: Database,
  target: ShopTarget,
  id: number,
  updatedAt: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopRowAt(tx, estimateProducts, target, id, updatedAt);
    await tx.delete(estimateProducts).where(eq(estimateProducts.id, id));
  });
}
