import { eq, sql } from 'drizzle-orm';
import type { ContractFormValues } from '@shared/validation';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { hasErrorCode, rethrowUniqueViolations } from '../../platform/db/errors';
import { contracts, estimateProducts } from './schema';
import { Invalid, validationFailed } from '../../platform/errors';
import { nextVersion } from '../../platform/db/versions';
import { lockShopRowAt } from '../../platform/db/shop-rows';
import type { ShopTarget } from '../../platform/db/shop-rows';

const labels = ja.contracts.fields;

export type { ShopTarget } from '../../platform/db/shop-rows';

/** The form's values as columns: the rate of a free contract is 0, an empty payment null. */
export function contractColumns(values: ContractFormValues) {
  return {
    contractNumber: values.contractNumber,
    condition: values.condition,
    interestType: values.interestType ?? 1,
    amountPayment: values.amountPayment,
    interestRate: values.interestRate,
  };
}

export const duplicateContractNumber = () =>
  validationFailed([
    { name: 'contractNumber', message: fieldMessage(labels.contractNumber, ja.contracts.duplicateNumber) },
  ]);

const rethrowDuplicateNumber = rethrowUniqueViolations({
  contracts_shop_number_key: duplicateContractNumber,
});

export async function createContract(
  db: Database,
  target: ShopTarget & { createdBy: number; now: Date },
  values: ContractFormValues,
): Promise<number> {
  const [row] = await db
    .insert(contracts)
    .values({
      ...contractColumns(values),
      serviceId: target.serviceId,
      shopId: target.shopId,
      createdBy: target.createdBy,
      registDate: target.now,
      updatedAt: target.now,
    })
    .returning({ id: contracts.id })
    .catch(rethrowDuplicateNumber);
  if (!row) throw new Error('contract was not saved');
  return row.id;
}

export async function updateContract(
  db: Database,
  target: ShopTarget & { now: Date },
  id: number,
  values: ContractFormValues & { updatedAt?: string },
): Promise<void> {
  await db
    .transaction(async (tx) => {
      await lockShopRowAt(tx, contracts, target, id, values.updatedAt);
      await tx
        .update(contracts)
        .set({ ...contractColumns(values), updatedAt: nextVersion(contracts.updatedAt, target.now) })
        .where(eq(contracts.id, id));
    })
    .catch(rethrowDuplicateNumber);
}

/** Deletes a contract no estimate product uses (422 otherwise; 409 for a stale updatedAt). */
export async function deleteContract(
  db: Database,
  target: ShopTarget,
  id: number,
  updatedAt: string | undefined,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      await lockShopRowAt(tx, contracts, target, id, updatedAt);
      const [used] = await tx
        .select({ used: sql<number>`count(*)::int` })
        .from(estimateProducts)
        .where(eq(estimateProducts.contractId, id));
      if ((used?.used ?? 0) > 0) throw contractInUse();
      await tx.delete(contracts).where(eq(contracts.id, id));
    })
    .catch((error: unknown) => {
      // A product saved under it meanwhile: the foreign key refuses, with the same answer.
      if (hasErrorCode(error, (code) => code === FOREIGN_KEY_VIOLATION)) throw contractInUse();
      throw error;
    });
}

const contractInUse = () => new Invalid(ja.contracts.inUse);

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';
