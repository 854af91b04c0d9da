import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { verifyPassword } from '../../src-server/auth/password';
import type { DatabaseHandle } from '../../src-server/db/client';
import { SHOP_STATUS } from '../../src-server/db/enums';
import { groups, services, shops, users } from '../../src-server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';

describe.each(DATABASE_TARGETS)('demo data on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.create();
  });
  afterAll(() => handle?.close());

  const tableSizes = async () => {
    const sizes = await Promise.all(
      [services, groups, shops, users].map(
        async (table) => (await handle.db.select({ n: count() }).from(table))[0]?.n,
      ),
    );
    return sizes;
  };

  it('seeds both services once, even when asked twice at the same time', async () => {
    const runs = await Promise.all([seedDemoData(handle.db), seedDemoData(handle.db)]);
    expect(runs.flatMap((run) => run.createdServices).sort()).toEqual(['demo', 'sample']);
    const sizes = await tableSizes();
    expect((await seedDemoData(handle.db)).createdServices).toEqual([]);
    expect(await tableSizes()).toEqual(sizes);
  });

  it('gives demo at least 60 shops across prefectures, statuses, groups and EC settings', async () => {
    const demoShops = await handle.db
      .select({
        prefectureId: shops.prefectureId,
        status: shops.status,
        groupId: shops.groupId,
        ecEnabled: shops.ecEnabled,
        zipcode: shops.zipcode,
        telephone: shops.telephone,
        name: shops.name,
      })
      .from(shops)
      .innerJoin(services, eq(services.id, shops.serviceId))
      .where(eq(services.subdomain, 'demo'));
    expect(demoShops.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demoShops.map((shop) => shop.prefectureId)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(demoShops.map((shop) => shop.status))).toEqual(new Set(Object.values(SHOP_STATUS)));
    expect(
      new Set(demoShops.map((shop) => shop.groupId).filter((id) => id !== null)).size,
    ).toBeGreaterThanOrEqual(5);
    expect(demoShops.some((shop) => shop.groupId === null)).toBe(true);
    expect(demoShops.filter((shop) => shop.ecEnabled === 1).length).toBeGreaterThan(10);
    expect(new Set(demoShops.map((shop) => shop.name)).size).toBe(demoShops.length);
    for (const shop of demoShops) {
      expect(shop.zipcode).toMatch(/^\d{7}$/);
      expect(shop.telephone).toMatch(/^0\d{9,10}$/);
    }
  });

  it('creates the five accounts with the demo password, placed in their service', async () => {
    const accounts = await handle.db
      .select({
        email: users.email,
        role: users.role,
        passwordHash: users.passwordHash,
        subdomain: services.subdomain,
        shopServiceId: shops.serviceId,
        groupServiceId: groups.serviceId,
        serviceId: users.serviceId,
        expiresAt: users.passwordExpiredAt,
      })
      .from(users)
      .leftJoin(services, eq(services.id, users.serviceId))
      .leftJoin(shops, eq(shops.id, users.shopId))
      .leftJoin(groups, eq(groups.id, users.groupId));
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    expect([...byEmail.keys()].sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort());
    expect(byEmail.get(DEMO_ACCOUNTS.master)).toMatchObject({ role: ROLE_MASTER, subdomain: null });
    expect(byEmail.get(DEMO_ACCOUNTS.client)).toMatchObject({ role: ROLE_CLIENT, subdomain: 'demo' });
    expect(byEmail.get(DEMO_ACCOUNTS.sampleClient)).toMatchObject({ role: ROLE_CLIENT, subdomain: 'sample' });
    const store = byEmail.get(DEMO_ACCOUNTS.store);
    expect(store).toMatchObject({ role: ROLE_STORE, subdomain: 'demo' });
    expect(store?.shopServiceId).toBe(store?.serviceId);
    const group = byEmail.get(DEMO_ACCOUNTS.group);
    expect(group).toMatchObject({ role: ROLE_GROUP, subdomain: 'demo' });
    expect(group?.groupServiceId).toBe(group?.serviceId);

    const salts = new Set(accounts.map((account) => account.passwordHash.split('$')[4]));
    expect(salts.size).toBe(accounts.length);
    for (const account of accounts) {
      expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash)).toBe(true);
      expect(account.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    }
  });
});
