import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { SHOP_STATUS } from '../db/enums';
import type { ShopStatus } from '../db/enums';
import { companies, groups, services, shops, users } from '../db/schema';
import { DAY_MS, DEFAULT_SETTINGS } from '../settings';
import { DEMO_PASSWORD, DEMO_SERVICES, MASTER_USER } from './data';
import type { ServiceBlueprint, UserBlueprint } from './data';
import { AREA_CODES } from './locations';
import type { Location } from './locations';

export interface SeedOptions {
  /** The seeding time; registration dates lie before it and password expiries after it. */
  now?: Date;
  passwordValidityDays?: number;
}

/** Any constant works; it only has to be the same in every server process. */
const DEMO_SEED_LOCK = 874_287_002;

/**
 * Loads the demo services, shops, groups and accounts. Idempotent: a service whose
 * subdomain exists, or an account whose e-mail exists, is left alone. Returns the
 * subdomains it created.
 */
export async function seedDemoData(
  db: Database,
  options: SeedOptions = {},
): Promise<{ createdServices: string[] }> {
  const now = options.now ?? new Date();
  const validityDays = options.passwordValidityDays ?? DEFAULT_SETTINGS.passwordValidityDays;
  const passwordExpiredAt = new Date(now.getTime() + validityDays * DAY_MS);

  return db.transaction(async (tx) => {
    // Serialises concurrent seeding by several server processes.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const createdServices: string[] = [];
    for (const blueprint of DEMO_SERVICES) {
      const [existing] = await tx
        .select({ id: services.id })
        .from(services)
        .where(eq(services.subdomain, blueprint.subdomain));
      if (existing) continue;
      const tenant = await seedService(tx, blueprint, now);
      await insertUsers(tx, blueprint.users, (user) => ({
        serviceId: tenant.serviceId,
        shopId: user.shopBranch ? tenant.shopIdByName.get(blueprint.shopName(user.shopBranch)) : undefined,
        groupId: user.groupName ? tenant.groupIdByName.get(user.groupName) : undefined,
        passwordExpiredAt,
      }));
      createdServices.push(blueprint.subdomain);
    }
    await insertUsers(tx, [MASTER_USER], () => ({ serviceId: null, passwordExpiredAt }));
    return { createdServices };
  });
}

async function seedService(db: Database, blueprint: ServiceBlueprint, now: Date) {
  const registDate = daysBefore(now, blueprint.registeredDaysAgo);
  const dates = { registDate, updatedAt: registDate };
  const [company] = await db
    .insert(companies)
    .values({ ...blueprint.company, ...dates })
    .returning({ id: companies.id });
  const [service] = await db
    .insert(services)
    .values({
      companyId: company?.id,
      name: blueprint.name,
      subdomain: blueprint.subdomain,
      ...blueprint.flags,
      ...dates,
    })
    .returning({ id: services.id });
  if (!service) throw new Error(`demo service ${blueprint.subdomain} was not created`);

  const groupRows = await db
    .insert(groups)
    .values(Object.keys(blueprint.groups).map((name) => ({ serviceId: service.id, name, ...dates })))
    .returning({ id: groups.id, name: groups.name });
  const groupIdByName = new Map(groupRows.map((group) => [group.name, group.id]));
  const groupIdOf = (prefectureId: number) => {
    const entry = Object.entries(blueprint.groups).find(([, prefectures]) =>
      prefectures.includes(prefectureId),
    );
    return entry ? groupIdByName.get(entry[0]) : undefined;
  };

  const shopRows = await db
    .insert(shops)
    .values(
      blueprint.locations.map((location, index) => ({
        ...shopAttributes(blueprint, location, index, now),
        serviceId: service.id,
        // Every ninth shop is newly opened and not yet in a group.
        groupId: index % 9 === 4 ? null : groupIdOf(location.prefectureId),
      })),
    )
    .returning({ id: shops.id, name: shops.name });
  return {
    serviceId: service.id,
    groupIdByName,
    shopIdByName: new Map(shopRows.map((shop) => [shop.name, shop.id])),
  };
}

/** Deterministic per index, so every seeding yields the same data. */
function shopAttributes(blueprint: ServiceBlueprint, location: Location, index: number, now: Date) {
  const registDate = daysBefore(now, blueprint.registeredDaysAgo - 5 * (index + 1));
  return {
    shopCode: `${blueprint.subdomain.toUpperCase()}-${String(index + 1).padStart(4, '0')}`,
    name: blueprint.shopName(location.branch),
    zipcode: location.zipcode,
    prefectureId: location.prefectureId,
    municipality: location.municipality,
    streetAddress: location.streetAddress,
    buildingName: location.buildingName ?? null,
    telephone: telephoneOf(AREA_CODES[location.prefectureId] ?? '03', index),
    status: shopStatusOf(index),
    ecEnabled: index % 3 === 0 ? 1 : 0,
    registDate,
    updatedAt: registDate,
  };
}

function shopStatusOf(index: number): ShopStatus {
  const cycle: Record<number, ShopStatus> = {
    3: SHOP_STATUS.underReview,
    7: SHOP_STATUS.onHold,
    11: SHOP_STATUS.paused,
    15: SHOP_STATUS.rejected,
  };
  return cycle[index % 16] ?? SHOP_STATUS.active;
}

/** A ten-digit fixed-line number: area code, then digits that never start with 0 or 1. */
function telephoneOf(areaCode: string, index: number): string {
  const localDigits = 10 - areaCode.length;
  const span = 7 * 10 ** (localDigits - 1);
  return areaCode + String(2 * 10 ** (localDigits - 1) + (((index + 1) * 7_654_321) % span));
}

async function insertUsers(
  db: Database,
  blueprints: readonly UserBlueprint[],
  placement: (user: UserBlueprint) => {
    serviceId: number | null;
    shopId?: number | undefined;
    groupId?: number | undefined;
    passwordExpiredAt: Date;
  },
): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        blueprints.map((user) => user.email),
      ),
    );
  const missing = blueprints.filter((user) => !existing.some((row) => row.email === user.email));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (user) => ({
      email: user.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: user.role,
      nameSei: user.nameSei,
      nameMei: user.nameMei,
      policySummaryManagement: user.policies?.summaryManagement ?? false,
      policyPaymentHistory: user.policies?.paymentHistory ?? false,
      ...placement(user),
    })),
  );
  await db.insert(users).values(rows);
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}
