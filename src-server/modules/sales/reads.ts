import { asc } from 'drizzle-orm';
import type { ShopOption } from '@shared/api';
import { inReach } from '../../platform/auth/reach';
import type { Reach } from '../../platform/auth/reach';
import type { Database } from '../../platform/db/client';
import { shops } from '../../platform/db/schema';

/** The shops the payment screens filter by: those in the caller's reach, by shop code. */
export function listShopOptions(db: Database, reach: Reach): Promise<ShopOption[]> {
  return db
    .select({ id: shops.id, name: shops.name, shopCode: shops.shopCode })
    .from(shops)
    .where(inReach(reach, { serviceId: shops.serviceId, shopId: shops.id }))
    .orderBy(asc(shops.shopCode), asc(shops.id));
}
