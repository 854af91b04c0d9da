import { and, eq, inArray } from 'drizzle-orm';
import type { AllowIpEntry } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { shopAllowIps } from '../../platform/db/schema';
import { emptyToNull } from '../../platform/db/list-helpers';

export interface AllowIpChanges {
  allowIps: AllowIpEntry[];
  deletedAllowIps: number[];
}

/**
 * Applies the form's allowed-IP changes to a shop: deletes the listed ids, updates entries
 * that carry an id, adds the rest. Ids of another shop's entries are ignored, so one shop's
 * form can never touch another's.
 */
export async function saveAllowIps(
  db: Database,
  shopId: number,
  changes: AllowIpChanges,
  now: Date,
): Promise<void> {
  const ofShop = (ids: number[]) => and(eq(shopAllowIps.shopId, shopId), inArray(shopAllowIps.id, ids));
  if (changes.deletedAllowIps.length > 0)
    await db.delete(shopAllowIps).where(ofShop(changes.deletedAllowIps));
  const deleted = new Set(changes.deletedAllowIps);
  const toInsert = [];
  for (const entry of changes.allowIps) {
    const values = { ipAddress: entry.ipAddress, ipRange: emptyToNull(entry.ipRange) };
    if (entry.id === undefined || entry.id === null)
      toInsert.push({ ...values, shopId, registDate: now, updatedAt: now });
    else if (!deleted.has(entry.id))
      await db
        .update(shopAllowIps)
        .set({ ...values, updatedAt: now })
        .where(ofShop([entry.id]));
  }
  if (toInsert.length > 0) await db.insert(shopAllowIps).values(toInsert);
}
