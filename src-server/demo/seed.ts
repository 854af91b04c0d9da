import { and, eq, sql } from 'drizzle-orm';
import { ROLE_STORE } from '@shared/constants';
import type { Database } from '../platform/db/client';
import {
  companies,
  genres,
  groups,
  serviceTags,
  services,
  shopAllowIps,
  shops,
  users,
} from '../platform/db/schema';
import { DAY_MS, DEFAULT_SETTINGS } from '../platform/settings';
import { insertUsers } from './accounts';
import { companyValues } from './companies';
import { seedAccountingSettings } from '../modules/accounting';
import { seedContracts } from '../modules/contracts';
import { issueAppKey, seedCoupons } from '../modules/coupons';
import { seedDemoCustomers } from '../modules/customers';
import { seedNews } from '../modules/news';
import { seedDemoNotifications } from '../modules/notifications';
import { seedDemoPayments } from '../modules/payments';
import { seedShopContent } from '../modules/shop-content';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SERVICES, MASTER_USERS, demoAppKey } from './data';
import type { ServiceBlueprint } from './data';
import { seedReferenceData } from './reference-data';
import { allowIpsOf, shopValues } from './shops';
import { seedStoreSettings } from './store-settings';

export interface SeedOptions {
  /** The seeding time; registration dates lie before it and password expiries after it. */
  now?: Date;
  passwordValidityDays?: number;
  /** Thirteen months of payments (default true); tests that do not read them skip the seconds they take. */
  payments?: boolean;
}

/** Any constant works; it only has to be the same in every server process. */
const DEMO_SEED_LOCK = 874_287_002;

/** The demo payment passwords: kept by the server, never answered. */
const DEMO_PAYMENT_PASSWORDS = {
  paymentSitePassword: 'DemoSitePass01',
  paymentShopPassword: 'DemoShopPass01',
};

/**
 * Loads the demo services, shops, groups, settings and accounts. Idempotent: a service whose
 * subdomain exists, or an account whose e-mail exists, is left alone. Returns the subdomains
 * it created.
 */
export async function seedDemoData(
  db: Database,
  options: SeedOptions = {},
): Promise<{ createdServices: string[] }> {
  const now = options.now ?? new Date();
  const validityDays = options.passwordValidityDays ?? DEFAULT_SETTINGS.passwordValidityDays;
  const accounts = {
    password: DEMO_PASSWORD,
    passwordExpiredAt: new Date(now.getTime() + validityDays * DAY_MS),
  };

  return db.transaction(async (tx) => {
    // Serialises concurrent seeding by several server processes.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    await seedReferenceData(tx);
    const createdServices: string[] = [];
    for (const blueprint of DEMO_SERVICES) {
      const [existing] = await tx
        .select({ id: services.id })
        .from(services)
        .where(eq(services.subdomain, blueprint.subdomain));
      if (existing) continue;
      const tenant = await seedService(tx, blueprint, now);
      await insertUsers(tx, blueprint.users, accounts, (user) => ({
        serviceId: tenant.serviceId,
        shopId: user.shopBranch ? tenant.shopIdByBranch.get(user.shopBranch) : undefined,
        groupId: user.groupName ? tenant.groupIdByName.get(user.groupName) : undefined,
      }));
      await seedDemoCustomers(tx, tenant.serviceId, now);
      const storeShopId = storeUserShopId(blueprint, tenant.shopIdByBranch);
      if (storeShopId !== undefined) await seedStoreSettings(tx, storeShopId, now);
      await seedMarketing(tx, tenant, storeShopId, now);
      await issueAppKey(tx, tenant.serviceId, 'デモアプリ', demoAppKey(blueprint.subdomain));
      await seedAccountingSettings(tx, { id: tenant.serviceId, subdomain: blueprint.subdomain }, now);
      if (options.payments !== false) {
        await seedDemoPayments(
          tx,
          { id: tenant.serviceId, subdomain: blueprint.subdomain },
          now,
          storeShopId ?? null,
        );
      }
      createdServices.push(blueprint.subdomain);
    }
    await insertUsers(tx, MASTER_USERS, accounts, () => ({ serviceId: null }));
    return { createdServices };
  });
}

/** Coupons, their uses and news: the store's own shop first (it gets the most). */
async function seedMarketing(
  db: Database,
  tenant: { serviceId: number; shopIdByBranch: ReadonlyMap<string, number> },
  storeShopId: number | undefined,
  now: Date,
): Promise<void> {
  const shopIds = [...tenant.shopIdByBranch.values()];
  const ordered =
    storeShopId === undefined ? shopIds : [storeShopId, ...shopIds.filter((id) => id !== storeShopId)];
  const [storeUser] =
    storeShopId === undefined
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.shopId, storeShopId), eq(users.role, ROLE_STORE)))
          .limit(1);
  const marketing = {
    serviceId: tenant.serviceId,
    shopIds: ordered,
    storeUserId: storeUser?.id ?? null,
    now,
  };
  await seedNews(db, marketing, await seedCoupons(db, marketing));
  await seedContracts(db, { serviceId: tenant.serviceId, shopIds: ordered, now });
  await seedDemoNotifications(db, { serviceId: tenant.serviceId, shopIds: ordered, now });
  await seedShopContent(db, {
    serviceId: tenant.serviceId,
    shopIds: ordered,
    cafe: storeShopId !== undefined,
    now,
  });
}

/** The shop of the demo store account (store@demo.example), which gets settings and a company. */
function storeUserShopId(blueprint: ServiceBlueprint, shopIdByBranch: ReadonlyMap<string, number>) {
  const storeUser = blueprint.users.find((user) => user.email === DEMO_ACCOUNTS.store);
  return storeUser?.shopBranch ? shopIdByBranch.get(storeUser.shopBranch) : undefined;
}

async function seedService(db: Database, blueprint: ServiceBlueprint, now: Date) {
  const registDate = daysBefore(now, blueprint.registeredDaysAgo);
  const dates = { registDate, updatedAt: registDate };
  const [company] = await db
    .insert(companies)
    .values({ ...companyValues(blueprint.company), ...dates })
    .returning({ id: companies.id });
  const [service] = await db
    .insert(services)
    .values({
      companyId: company?.id,
      name: blueprint.name,
      subdomain: blueprint.subdomain,
      ...blueprint.flags,
      ...blueprint.settings,
      ...DEMO_PAYMENT_PASSWORDS,
      ...dates,
    })
    .returning({ id: services.id });
  if (!service) throw new Error(`demo service ${blueprint.subdomain} was not created`);

  const tagRows = await db
    .insert(serviceTags)
    .values(
      blueprint.tags.map((name, index) => ({ serviceId: service.id, name, sortOrder: index + 1, ...dates })),
    )
    .returning({ id: serviceTags.id });
  const groupIdByName = await seedGroups(db, blueprint, service.id, dates);
  const shopIdByBranch = await seedShops(db, blueprint, {
    serviceId: service.id,
    now,
    tagIds: tagRows.map((row) => row.id),
    groupIdByName,
  });
  return { serviceId: service.id, groupIdByName, shopIdByBranch };
}

async function seedGroups(
  db: Database,
  blueprint: ServiceBlueprint,
  serviceId: number,
  dates: { registDate: Date; updatedAt: Date },
): Promise<Map<string, number>> {
  const rows = await db
    .insert(groups)
    .values(
      Object.keys(blueprint.groups).map((name, index) => ({
        serviceId,
        name,
        // Half of the groups restrict their account to an office address.
        ipAddress: index % 2 === 0 ? `203.0.113.${index + 1}` : null,
        ...dates,
      })),
    )
    .returning({ id: groups.id, name: groups.name });
  return new Map(rows.map((group) => [group.name, group.id]));
}

async function seedShops(
  db: Database,
  blueprint: ServiceBlueprint,
  ids: { serviceId: number; now: Date; tagIds: number[]; groupIdByName: Map<string, number> },
): Promise<Map<string, number>> {
  const genreRows = await db.select({ id: genres.id, name: genres.name }).from(genres);
  const context = {
    blueprint,
    now: ids.now,
    genreIdByName: new Map(genreRows.map((genre) => [genre.name, genre.id])),
    tagIds: ids.tagIds,
    emailByBranch: new Map(
      blueprint.users.flatMap((user) => (user.shopBranch ? [[user.shopBranch, user.email] as const] : [])),
    ),
  };
  const groupIdOf = (prefectureId: number) => {
    const entry = Object.entries(blueprint.groups).find(([, prefectures]) =>
      prefectures.includes(prefectureId),
    );
    return entry ? ids.groupIdByName.get(entry[0]) : undefined;
  };
  const rows = await db
    .insert(shops)
    .values(
      blueprint.locations.map((location, index) => ({
        ...shopValues(context, location, index),
        serviceId: ids.serviceId,
        // Every ninth shop is newly opened and not yet in a group.
        groupId: index % 9 === 4 ? null : groupIdOf(location.prefectureId),
      })),
    )
    .returning({ id: shops.id });
  const allowIps = rows.flatMap((row, index) =>
    allowIpsOf(index).map((entry) => ({ ...entry, shopId: row.id })),
  );
  if (allowIps.length > 0) await db.insert(shopAllowIps).values(allowIps);
  return new Map(blueprint.locations.map((location, index) => [location.branch, rows[index]?.id ?? 0]));
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}
