import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountResponseSchema } from '@shared/api';
import type { CurrentUser } from '@shared/api';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { services, shops } from '../../src-server/platform/db/schema';
import { DEFAULT_SETTINGS, DEMO_ACCOUNTS } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

const DAY_MS = 86_400_000;

describe.each(DATABASE_TARGETS)('GET /account on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api?.close());

  async function accountOf(email: string, query = ''): Promise<CurrentUser> {
    const token = await api.login(email);
    const response = await api.request('GET', `/account${query}`, { token });
    expect(response.status).toBe(200);
    return accountResponseSchema.parse(response.body).data;
  }

  /** The EC counts straight from the database. */
  async function shopCounts(subdomain: string) {
    const rows = await api.db
      .select({ ecEnabled: shops.ecEnabled })
      .from(shops)
      .innerJoin(services, eq(services.id, shops.serviceId))
      .where(eq(services.subdomain, subdomain));
    return { countEc: rows.filter((row) => row.ecEnabled === 1).length, totalShop: rows.length };
  }

  it('answers master with no service, shop or group', async () => {
    const user = await accountOf(DEMO_ACCOUNTS.master);
    expect(user).toMatchObject({
      email: DEMO_ACCOUNTS.master,
      role: ROLE_MASTER,
      service: null,
      shop: null,
      group: null,
    });
    expect(user.ecSetting).toEqual({ countEc: 0, totalShop: 0 });
  });

  it('answers the client with the service, its flags, the policies and the EC counts', async () => {
    const user = await accountOf(DEMO_ACCOUNTS.client, '?subdomain=demo&_=1767225600000');
    expect(user).toMatchObject({
      role: ROLE_CLIENT,
      nameSei: '高橋',
      nameMei: '美咲',
      shop: null,
      group: null,
      policies: { summaryManagement: true, paymentHistory: true },
    });
    expect(user.service).toMatchObject({
      subdomain: 'demo',
      enableTrailCalc: 1,
      enableCouponSetting: 1,
      enableNotificationSetting: 1,
      enableGallerySetting: 1,
      enableMenuSetting: 1,
    });
    expect(user.ecSetting).toEqual(await shopCounts('demo'));
    expect(user.ecSetting.totalShop).toBeGreaterThanOrEqual(60);
    expect(user.ecSetting.countEc).toBeGreaterThan(0);
    expect(user.ecSetting.countEc).toBeLessThan(user.ecSetting.totalShop);
  });

  it('answers the store user with their shop', async () => {
    const user = await accountOf(DEMO_ACCOUNTS.store, '?subdomain=demo');
    expect(user.role).toBe(ROLE_STORE);
    expect(user.service?.subdomain).toBe('demo');
    expect(user.shop?.name).toBe('ひだまり珈琲 渋谷道玄坂店');
    expect(user.group).toBeNull();
    expect(user.policies).toEqual({ summaryManagement: false, paymentHistory: false });
  });

  it('answers the group user with their group', async () => {
    const user = await accountOf(DEMO_ACCOUNTS.group);
    expect(user.role).toBe(ROLE_GROUP);
    expect(user.service?.subdomain).toBe('demo');
    expect(user.group?.name).toBe('首都圏エリア');
    expect(user.shop).toBeNull();
  });

  it('answers the sample client with the sample service and its own flags', async () => {
    const user = await accountOf(DEMO_ACCOUNTS.sampleClient, '?subdomain=sample');
    expect(user.service).toMatchObject({ subdomain: 'sample', enableTrailCalc: 0, enableCouponSetting: 1 });
    expect(user.ecSetting).toEqual(await shopCounts('sample'));
  });

  it('gives the password expiry in Japan time, 90 days after seeding', async () => {
    const user = await accountOf(DEMO_ACCOUNTS.client);
    expect(user.passwordExpiredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    const expiry = new Date(user.passwordExpiredAt ?? '').getTime();
    const expected = api.clock().getTime() + DEFAULT_SETTINGS.passwordValidityDays * DAY_MS;
    expect(Math.abs(expiry - expected)).toBeLessThan(1000);
  });
});
