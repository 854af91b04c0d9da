import { eq } from 'drizzle-orm';
import type { StoreBasicSettingsFormValues, StoreDetailSettingsFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { saveKeyedRow } from '../../platform/db/keyed-row';
import { shopConfigs } from '../../platform/db/schema';
import { nextVersion } from '../../platform/db/versions';
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
  const key = eq(shopConfigs.shopId, shopId);
  await saveKeyedRow(
    db,
    {
      table: shopConfigs,
      key,
      version: shopConfigs.updatedAt,
      primaryKey: 'shop_configs_pkey',
      insert: (tx) => tx.insert(shopConfigs).values({ ...columns, shopId, registDate: now, updatedAt: now }),
      update: (tx) =>
        tx
          .update(shopConfigs)
          .set({ ...columns, updatedAt: nextVersion(shopConfigs.updatedAt, now) })
          .where(key),
    },
    updatedAt,
  );
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
