import { and, eq } from 'drizzle-orm';
import type { CustomerFormValues } from '@shared/validation';
import { hashPassword } from '../../platform/auth/password';
import type { Database } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { customerChanges, customers } from './schema';
import { notFound } from '../../platform/errors';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { emptyToNull } from '../../platform/db/list-helpers';

export interface CustomerUpdate {
  serviceId: number;
  customerId: number;
  changedBy: number;
  values: CustomerFormValues;
  updatedAt: string;
  now: Date;
}

/**
 * Saves the operator's changes to a customer and records who changed which fields (never the
 * values). A new password is hashed with scrypt off the event loop, before the transaction.
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
    const fields = [
      ...(next.mobilePhone !== current.mobilePhone ? ['mobilePhone'] : []),
      ...(next.homePhone !== current.homePhone ? ['homePhone'] : []),
      ...(passwordHash ? ['password'] : []),
    ];
    if (fields.length === 0) return;
    await tx
      .update(customers)
      .set({
        ...next,
        ...(passwordHash ? { passwordHash } : {}),
        updatedBy: update.changedBy,
        updatedAt: nextVersion(customers.updatedAt, now),
      })
      .where(eq(customers.id, update.customerId));
    const [operator] = await tx
      .select({ nameSei: users.nameSei, nameMei: users.nameMei })
      .from(users)
      .where(eq(users.id, update.changedBy));
    await tx.insert(customerChanges).values({
      serviceId: update.serviceId,
      customerId: update.customerId,
      changedBy: update.changedBy,
      changedByName: operator ? `${operator.nameSei} ${operator.nameMei}` : '',
      fields,
      changedAt: now,
    });
  });
}
