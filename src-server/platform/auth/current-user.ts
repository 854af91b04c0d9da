import { count, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@shared/api';
import type { AccessUser } from '@shared/routes';
import type { Role, ServiceFlag } from '@shared/constants';
import type { Database } from '../db/client';
import { withFlags } from '../db/enums';
import { groups, services, shops, users } from '../db/schema';
import { apiTime } from '../http/time';

const ACCOUNT_SERVICE_FLAGS = [
  'enableTrailCalc',
  'enableCouponSetting',
  'enableNotificationSetting',
  'enableGallerySetting',
  'enableMenuSetting',
] as const satisfies readonly ServiceFlag[];

/** The user's own service as the account shows it: its name and the switches of its screens. */
const ownServiceColumns = {
  id: services.id,
  name: services.name,
  subdomain: services.subdomain,
  enableTrailCalc: services.enableTrailCalc,
  enableCouponSetting: services.enableCouponSetting,
  enableNotificationSetting: services.enableNotificationSetting,
  enableGallerySetting: services.enableGallerySetting,
  enableMenuSetting: services.enableMenuSetting,
};

/** The GET /account answer for a user, or null when the user is gone. */
export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      nameSei: users.nameSei,
      nameMei: users.nameMei,
      passwordExpiredAt: users.passwordExpiredAt,
      updatedAt: users.updatedAt,
      summaryManagement: users.policySummaryManagement,
      paymentHistory: users.policyPaymentHistory,
      service: ownServiceColumns,
      shop: { id: shops.id, name: shops.name },
      group: { id: groups.id, name: groups.name },
    })
    .from(users)
    .leftJoin(services, eq(services.id, users.serviceId))
    .leftJoin(shops, eq(shops.id, users.shopId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;

  const { service, summaryManagement, paymentHistory, passwordExpiredAt, updatedAt, ...user } = row;
  return {
    ...user,
    updatedAt: apiTime(updatedAt),
    role: user.role as Role,
    passwordExpiredAt: passwordExpiredAt ? apiTime(passwordExpiredAt) : null,
    service: service && withFlags(service, ACCOUNT_SERVICE_FLAGS),
    policies: { summaryManagement, paymentHistory },
    ecSetting: service ? await countEcShops(db, service.id) : { countEc: 0, totalShop: 0 },
  };
}

/**
 * What the screen checks read of a user (role, a client's policies, the own service's switches),
 * in one statement: less than GET /account, which also counts the service's EC shops.
 */
export async function loadAccessUser(db: Database, userId: number): Promise<AccessUser | null> {
  const [row] = await db
    .select({
      role: users.role,
      summaryManagement: users.policySummaryManagement,
      paymentHistory: users.policyPaymentHistory,
      service: ownServiceColumns,
    })
    .from(users)
    .leftJoin(services, eq(services.id, users.serviceId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    role: row.role as Role,
    policies: { summaryManagement: row.summaryManagement, paymentHistory: row.paymentHistory },
    service: row.service && withFlags(row.service, ACCOUNT_SERVICE_FLAGS),
  };
}

async function countEcShops(db: Database, serviceId: number): Promise<CurrentUser['ecSetting']> {
  const [counts] = await db
    .select({
      totalShop: count(),
      countEc: sql<number>`count(*) filter (where ${shops.ecEnabled} = 1)`.mapWith(Number),
    })
    .from(shops)
    .where(eq(shops.serviceId, serviceId));
  return counts ?? { countEc: 0, totalShop: 0 };
}
