import { eq } from 'drizzle-orm';
import type { StoreBasicSettingsFormValues, StoreDetailSettingsFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { shopConfigs } from '../../platform/db/schema';
import { assertVersion, nextVersion } from '../../platform/db/versions';
import { staleWrite } from '../../platform/errors';
import { emptyToNull } from '../../platform/db/list-helpers';

type ConfigColumns = Partial<Omit<typeof shopConfigs.$inferInsert, 'shopId' | 'registDate' | 'updatedAt'>>;

/**
 * Writes part of a shop's settings under optimistic locking. The row is made on the first
 * save, so `updatedAt` is null then; afterwards it must be the version the page was read at.
 */
export async function writeShopConfig(
  db: Database,
  shopId: number,
  /** null: the first save (none may exist yet); a version: the one read; undefined: no check. */
  updatedAt: string | null | undefined,
  columns: ConfigColumns,
  now: Date,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ updatedAt: shopConfigs.updatedAt })
        .from(shopConfigs)
        .where(eq(shopConfigs.shopId, shopId))
        .for('update');
      if (!current) {
        if (updatedAt !== null && updatedAt !== undefined) throw staleWrite();
        await tx.insert(shopConfigs).values({ ...columns, shopId, registDate: now, updatedAt: now });
        return;
      }
      if (updatedAt === null) throw staleWrite();
      assertVersion(current.updatedAt, updatedAt);
      await tx
        .update(shopConfigs)
        .set({ ...columns, updatedAt: nextVersion(shopConfigs.updatedAt, now) })
        .where(eq(shopConfigs.shopId, shopId));
    })
    .catch((error: unknown) => {
      // Two first saves at once: the one that lost the insert read a version that no longer holds.
      if (isUniqueViolation(error, 'shop_configs_pkey')) throw staleWrite();
      throw error;
    });
}

/** The basic settings form as columns ('' stored as null). */
export function basicSettingColumns(values: Omit<StoreBasicSettingsFormValues, 'removeImage'>) {
  return {
    address: emptyToNull(values.address),
    telephone: emptyToNull(values.telephone),
    workingTime: emptyToNull(values.workingTime),
    holiday: emptyToNull(values.holiday),
    subtitle: emptyToNull(values.subtitle),
    description: emptyToNull(values.description),
    access: emptyToNull(values.access),
    siteUrl: emptyToNull(values.site),
    contactEmail: emptyToNull(values.email),
    facebookUrl: emptyToNull(values.facebook),
    twitterUrl: emptyToNull(values.twitter),
    instagramUrl: emptyToNull(values.instagram),
    lineUrl: emptyToNull(values.line),
  };
}

export function detailSettingColumns(values: StoreDetailSettingsFormValues) {
  return {
    seatCount: values.seatCount,
    smokingType: values.smokingType,
    parking: emptyToNull(values.parking),
    wifi: values.wifi,
    paymentNote: emptyToNull(values.paymentNote),
    note: emptyToNull(values.note),
  };
}
