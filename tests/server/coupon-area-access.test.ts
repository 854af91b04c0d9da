import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { isRoleAllowed, routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { coupons } from '../../src-server/modules/coupons/schema';
import { news } from '../../src-server/modules/news/schema';
import { services, shops } from '../../src-server/platform/db/schema';
import { loginDemoAccounts, shopIdByName } from './support/accounts';
import type { DemoAccount, DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';
import { rawRequest } from './support/http';

type Method = 'GET' | 'POST' | 'PUT';

/** A demo account, its service and a coupon and a news item it may see. */
interface Actor {
  role: Role;
  subdomain: string;
  otherSubdomain: string;
  couponId: number;
  newsId: number;
}

interface Endpoint {
  method: Method;
  path: (actor: Actor) => string;
  route: RouteName;
  body?: object;
  allowedStatus: number;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => '/{sub}/coupons', route: 'couponList', allowedStatus: 200 },
  { method: 'GET', path: () => '/{sub}/coupons?noPaginate=1', route: 'couponList', allowedStatus: 200 },
  { method: 'POST', path: () => '/{sub}/coupons', route: 'couponCreate', body: {}, allowedStatus: 422 },
  { method: 'GET', path: (a) => `/{sub}/coupons/${a.couponId}`, route: 'couponList', allowedStatus: 200 },
  {
    method: 'PUT',
    path: (a) => `/{sub}/coupons/${a.couponId}`,
    route: 'couponEdit',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'PUT',
    path: (a) => `/{sub}/coupons/update-status/${a.couponId}`,
    route: 'couponEdit',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'GET',
    path: () => '/{sub}/coupons/history-using',
    route: 'couponUsageHistoryList',
    allowedStatus: 200,
  },
  {
    method: 'GET',
    path: () => '/{sub}/coupons/history-using/summary',
    route: 'couponUsageHistory',
    allowedStatus: 200,
  },
  { method: 'GET', path: () => '/{sub}/news', route: 'newsList', allowedStatus: 200 },
  { method: 'GET', path: (a) => `/{sub}/news/${a.newsId}`, route: 'newsDetail', allowedStatus: 200 },
  { method: 'POST', path: () => '/{sub}/news', route: 'newsCreate', body: {}, allowedStatus: 422 },
];

describe.each(DATABASE_TARGETS)('coupon and news access on $name', (target) => {
  let api: TestApi;
  let tokens: DemoTokens;
  let actors: Record<DemoAccount, Actor>;

  async function firstOfShop(shopName: string) {
    const shopId = await shopIdByName(api, shopName);
    const [coupon] = await api.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.shopId, shopId))
      .limit(1);
    const [item] = await api.db.select({ id: news.id }).from(news).where(eq(news.shopId, shopId)).limit(1);
    return { couponId: coupon?.id ?? 0, newsId: item?.id ?? 0 };
  }

  beforeAll(async () => {
    api = await startTestApi(target);
    tokens = await loginDemoAccounts(api);
    const own = await firstOfShop('ひだまり珈琲 渋谷道玄坂店');
    const grouped = await firstOfShop('ひだまり珈琲 新宿三丁目店');
    const sample = await firstOfShop('こむぎ堂 二子玉川店');
    const demo = { subdomain: 'demo', otherSubdomain: 'sample' };
    actors = {
      master: { role: ROLE_MASTER, ...demo, ...grouped },
      client: { role: ROLE_CLIENT, ...demo, ...grouped },
      store: { role: ROLE_STORE, ...demo, ...own },
      group: { role: ROLE_GROUP, ...demo, ...grouped },
      sampleClient: { role: ROLE_CLIENT, subdomain: 'sample', otherSubdomain: 'demo', ...sample },
    };
  });
  afterAll(() => api?.close());

  const call = (endpoint: Endpoint, actor: Actor, subdomain: string, token: string) =>
    rawRequest(api, endpoint.method, endpoint.path(actor).replace('{sub}', subdomain), {
      token,
      ...(endpoint.body
        ? { body: Buffer.from(JSON.stringify(endpoint.body)), contentType: 'application/json' }
        : {}),
    });

  it.each(['master', 'client', 'store', 'group', 'sampleClient'] as DemoAccount[])(
    'walks every endpoint as %s: the route table decides, in its own service',
    async (account) => {
      const actor = actors[account];
      for (const endpoint of ENDPOINTS) {
        const label = `${account} ${endpoint.method} ${endpoint.path(actor)}`;
        const response = await call(endpoint, actor, actor.subdomain, tokens[account]);
        if (isRoleAllowed(routeByName(endpoint.route), actor.role))
          expect(response.status, label).toBe(endpoint.allowedStatus);
        else
          expect({ status: response.status, body: response.json() }, label).toEqual({
            status: 403,
            body: { message: ja.errors.forbidden },
          });
      }
    },
  );

  it.each(['client', 'store', 'group', 'sampleClient'] as DemoAccount[])(
    "refuses %s every endpoint of the other service's subdomain",
    async (account) => {
      const actor = actors[account];
      for (const endpoint of ENDPOINTS) {
        const response = await call(endpoint, actor, actor.otherSubdomain, tokens[account]);
        expect(response.status, `${account} ${endpoint.path(actor)} on ${actor.otherSubdomain}`).toBe(403);
        expect(response.json()).toEqual({ message: ja.errors.forbidden });
      }
    },
  );

  it("answers 404, never data, for a record of the other service named in one's own", async () => {
    const foreign = actors.sampleClient;
    for (const path of [`/demo/coupons/${foreign.couponId}`, `/demo/news/${foreign.newsId}`]) {
      const response = await rawRequest(api, 'GET', path, { token: tokens.client });
      expect(response.status, path).toBe(404);
      expect(response.json()).toEqual({ message: ja.errors.notFound });
    }
  });

  it('answers 401 to every endpoint without a token', async () => {
    for (const endpoint of ENDPOINTS) {
      const response = await call(endpoint, actors.client, 'demo', '');
      expect(response.status, endpoint.path(actors.client)).toBe(401);
    }
  });

  it('hides coupons and news from store and group while the service switches them off', async () => {
    const [demo] = await api.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.subdomain, 'demo'));
    const setFlags = (value: number) =>
      api.db
        .update(services)
        .set({ enableCouponSetting: value, enableNotificationSetting: value })
        .where(eq(services.id, demo?.id ?? 0));
    await setFlags(0);
    try {
      for (const path of ['/demo/coupons', '/demo/coupons/history-using', '/demo/news']) {
        expect((await rawRequest(api, 'GET', path, { token: tokens.store })).status, `store ${path}`).toBe(
          403,
        );
        expect((await rawRequest(api, 'GET', path, { token: tokens.group })).status, `group ${path}`).toBe(
          403,
        );
        expect((await rawRequest(api, 'GET', path, { token: tokens.client })).status, `client ${path}`).toBe(
          200,
        );
      }
    } finally {
      await setFlags(1);
    }
  });

  it('is not vacuous: the group sees a coupon of its group, and the store its own shop only', async () => {
    const [row] = await api.db
      .select({ groupId: shops.groupId })
      .from(coupons)
      .innerJoin(shops, eq(shops.id, coupons.shopId))
      .where(and(eq(coupons.id, actors.group.couponId)));
    expect(row?.groupId).not.toBeNull();
    const response = await rawRequest(api, 'GET', `/demo/coupons/${actors.group.couponId}`, {
      token: tokens.store,
    });
    expect(response.status).toBe(403);
  });
});
