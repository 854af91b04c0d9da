import { and, eq } from 'drizzle-orm';
import type { CustomerFormValues } from '@shared/validation';
import { hashPassword } from '../../platform/auth/password';
import type { Database } from '../../platform/db/client';
import { customers } from './schema';
import { notFound } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { emptyToNull } from '../../platform/db/list-helpers';

export interface CustomerUpdate {
  serviceId: number;
  customerId: number;
  changedBy: number;
  values: CustomerFormValues;
  updatedAt?: string;
  now: Date;
}

/**
 * Saves the operator's changes to a customer (the audit trail records who changed what; a
 * password only as changed). A new password is hashed with scrypt off the event loop, before
 * the transaction.
 */
export async function updateCustomer(db: Database, update: CustomerUpdate): Promise<void> {
  const { values, now } = update;
  const passwordHash = values.password === '' ? undefined : await hashPassword(values.password);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        mobilePhone: customers.mobilePhone,
        homePhone: customers.homePhone,
        updatedAt: customers.updatedAt,
      })
      .from(customers)
      .where(and(eq(customers.serviceId, update.serviceId), eq(customers.id, update.customerId)))
      .for('update');
    if (!current) throw notFound();
    assertVersion(current.updatedAt, update.updatedAt);
    const next = { mobilePhone: emptyToNull(values.mobilePhone), homePhone: emptyToNull(values.homePhone) };
    const unchanged =
      next.mobilePhone === current.mobilePhone && next.homePhone === current.homePhone && !passwordHash;
    if (unchanged) return;
    await tx
      .update(customers)
      .set({
        ...next,
        ...(passwordHash ? { passwordHash } : {}),
        updatedBy: update.changedBy,
        updatedAt: nextVersion(customers.updatedAt, now),
      })
      .where(eq(customers.id, update.customerId));
  });
}
