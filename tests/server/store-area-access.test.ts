import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_API_BASE_PATH, ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { isRoleAllowed, routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { groupIdByName, shopIdByName } from './support/accounts';
import type { DemoAccount } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { rawRequest } from './support/http';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a demo account works with: its role, its service, and a shop it may configure. */
interface Actor {
  role: Role;
  subdomain: string;
  otherSubdomain: string;
  settingsShop: number;
}

/** Ids the paths need, from the demo data. */
interface Ids {
  groupId: number;
  clientUserId: number;
  missing: number;
}

interface Endpoint {
  method: Method;
  /** `{sub}` is replaced by a subdomain; tenant endpoints have one. */
  path: (actor: Actor, ids: Ids) => string;
  /** The console screen the endpoint serves: its roles in the shared route table decide. */
  route: RouteName;
  body?: object;
  /** The answer of an allowed caller to this (empty or harmless) request. */
  allowedStatus: number;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => '/{sub}/stores', route: 'storeList', allowedStatus: 200 },
  { method: 'POST', path: () => '/{sub}/stores', route: 'storeCreate', body: {}, allowedStatus: 422 },
  { method: 'GET', path: (a) => `/{sub}/stores/${a.settingsShop}`, route: 'storeEdit', allowedStatus: 200 },
  {
    method: 'PUT',
    path: (a) => `/{sub}/stores/${a.settingsShop}`,
    route: 'storeEdit',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'PUT',
    path: (a) => `/{sub}/stores/update-status/${a.settingsShop}`,
    route: 'storeEdit',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'DELETE',
    path: (_, ids) => `/{sub}/stores/${ids.missing}`,
    route: 'storeEdit',
    allowedStatus: 404,
  },
  {
    method: 'POST',
    path: (_, ids) => `/{sub}/stores/${ids.missing}`,
    route: 'storeEdit',
    body: { _method: 'delete' },
    allowedStatus: 404,
  },
  { method: 'GET', path: () => '/{sub}/groups', route: 'storeGroupList', allowedStatus: 200 },
  { method: 'POST', path: () => '/{sub}/groups', route: 'storeGroupList', body: {}, allowedStatus: 422 },
  {
    method: 'PUT',
    path: (_, ids) => `/{sub}/groups/${ids.groupId}`,
    route: 'storeGroupList',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'DELETE',
    path: (_, ids) => `/{sub}/groups/${ids.missing}`,
    route: 'storeGroupList',
    allowedStatus: 404,
  },
  {
    method: 'POST',
    path: (_, ids) => `/{sub}/shops/group/${ids.groupId}`,
    route: 'storeGroupAdd',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'POST',
    path: (_, ids) => `/{sub}/shops/group/${ids.groupId}`,
    route: 'storeGroupDelete',
    body: { _method: 'delete' },
    allowedStatus: 422,
  },
  {
    method: 'GET',
    path: (a) => `/{sub}/stores/${a.settingsShop}/config`,
    route: 'storeSettingView',
    allowedStatus: 200,
  },
  {
    method: 'POST',
    path: (a) => `/{sub}/stores/${a.settingsShop}/config/basic`,
    route: 'settingBasic',
    body: { telephone: 'abc' },
    allowedStatus: 422,
  },
  {
    method: 'POST',
    path: (a) => `/{sub}/stores/${a.settingsShop}/config/default`,
    route: 'settingDefault',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'POST',
    path: (a) => `/{sub}/stores/${a.settingsShop}/config/detail`,
    route: 'settingDetail',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'POST',
    path: () => '/{sub}/stores/upload-sound',
    route: 'settingDefault',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'GET',
    path: () => '/{sub}/stores/config/default-sound',
    route: 'settingDefault',
    allowedStatus: 200,
  },
  {
    method: 'GET',
    path: (a) => `/{sub}/stores/${a.settingsShop}/qr-code`,
    route: 'storeSettingView',
    allowedStatus: 200,
  },
  { method: 'GET', path: () => '/{sub}/media/default-sound', route: 'dashboard', allowedStatus: 200 },
  { method: 'GET', path: () => '/services/{sub}/tags', route: 'storeList', allowedStatus: 200 },
  { method: 'GET', path: () => '/services/{sub}/setting', route: 'serviceSettingEdit', allowedStatus: 200 },
  { method: 'PUT', path: () => '/services/{sub}', route: 'serviceSettingEdit', body: {}, allowedStatus: 422 },
  {
    method: 'POST',
    path: () => '/services/{sub}/logo',
    route: 'serviceSettingEdit',
    body: {},
    allowedStatus: 422,
  },
  { method: 'GET', path: () => '/genres', route: 'storeList', allowedStatus: 200 },
  { method: 'GET', path: () => '/companies', route: 'serviceSettingEdit', allowedStatus: 200 },
  { method: 'GET', path: () => '/banks/0001', route: 'accountCompany', allowedStatus: 200 },
  { method: 'GET', path: () => '/users', route: 'userList', allowedStatus: 200 },
  { method: 'POST', path: () => '/users/master', route: 'userRegisterMaster', body: {}, allowedStatus: 422 },
  { method: 'POST', path: () => '/users/client', route: 'userRegisterClient', body: {}, allowedStatus: 422 },
  { method: 'POST', path: () => '/users/shop', route: 'userRegisterShop', body: {}, allowedStatus: 422 },
  { method: 'POST', path: () => '/services', route: 'serviceSettingCreate', body: {}, allowedStatus: 422 },
  { method: 'PUT', path: () => '/account', route: 'accountUser', body: {}, allowedStatus: 422 },
  { method: 'GET', path: () => '/account/company', route: 'accountCompany', allowedStatus: 200 },
  { method: 'PUT', path: () => '/account/company', route: 'accountCompany', body: {}, allowedStatus: 422 },
];

const isTenantPath = (endpoint: Endpoint) => endpoint.path({} as Actor, {} as Ids).includes('{sub}');

describe.each(DATABASE_TARGETS)('store area access on $name', (target) => {
  const { api, tokens } = demoApi(target);
  let actors: Record<DemoAccount, Actor>;
  let ids: Ids;

  beforeAll(async () => {
    const storeShop = await shopIdByName(api, 'ひだまり珈琲 渋谷道玄坂店');
    const groupShop = await shopIdByName(api, 'ひだまり珈琲 新宿三丁目店');
    const sampleShop = await shopIdByName(api, 'こむぎ堂 二子玉川店');
    const demo = { subdomain: 'demo', otherSubdomain: 'sample' };
    actors = {
      master: { role: ROLE_MASTER, ...demo, settingsShop: storeShop },
      client: { role: ROLE_CLIENT, ...demo, settingsShop: storeShop },
      store: { role: ROLE_STORE, ...demo, settingsShop: storeShop },
      group: { role: ROLE_GROUP, ...demo, settingsShop: groupShop },
      sampleClient: {
        role: ROLE_CLIENT,
        subdomain: 'sample',
        otherSubdomain: 'demo',
        settingsShop: sampleShop,
      },
    };
    const users = (await api.request('GET', '/users?noPaginate=1&role=2', { token: tokens.client })).body as {
      data: { id: number }[];
    };
    ids = {
      groupId: await groupIdByName(api, 'demo', '関西エリア'),
      clientUserId: users.data[0]?.id ?? 0,
      missing: 999_999,
    };
  });

  const call = (endpoint: Endpoint, actor: Actor, subdomain: string, token: string) =>
    rawRequest(api, endpoint.method, endpoint.path(actor, ids).replace('{sub}', subdomain), {
      token,
      ...(endpoint.body
        ? { body: Buffer.from(JSON.stringify(endpoint.body)), contentType: 'application/json' }
        : {}),
    });

  /** A refusal carries the message and nothing else: no data leaks. */
  function expectRefusal(response: Awaited<ReturnType<typeof call>>, status: 403 | 404, label: string) {
    expect(response.status, label).toBe(status);
    expect(response.json(), label).toEqual({
      message: status === 403 ? ja.errors.forbidden : ja.errors.notFound,
    });
  }

  it.each(Object.keys({ master: 0, client: 0, store: 0, group: 0, sampleClient: 0 }) as DemoAccount[])(
    'walks every endpoint as %s: the route table decides, in its own service',
    async (account) => {
      const actor = actors[account];
      for (const endpoint of ENDPOINTS) {
        const label = `${account} ${endpoint.method} ${endpoint.path(actor, ids)}`;
        const response = await call(endpoint, actor, actor.subdomain, tokens[account]);
        if (isRoleAllowed(routeByName(endpoint.route), actor.role))
          expect(response.status, label).toBe(endpoint.allowedStatus);
        else expectRefusal(response, 403, label);
      }
    },
  );

  it.each(['client', 'store', 'group', 'sampleClient'] as DemoAccount[])(
    "refuses %s every endpoint of the other service's subdomain",
    async (account) => {
      const actor = actors[account];
      for (const endpoint of ENDPOINTS.filter(isTenantPath)) {
        const response = await call(endpoint, actor, actor.otherSubdomain, tokens[account]);
        expectRefusal(
          response,
          403,
          `${account} ${endpoint.method} ${endpoint.path(actor, ids)} on ${actor.otherSubdomain}`,
        );
      }
    },
  );

  it('answers 404 for an unknown subdomain to a caller the route allows', async () => {
    for (const endpoint of ENDPOINTS.filter(isTenantPath)) {
      const response = await call(endpoint, actors.master, 'no-such-service', tokens.master);
      if (isRoleAllowed(routeByName(endpoint.route), ROLE_MASTER))
        expectRefusal(response, 404, endpoint.path(actors.master, ids));
    }
  });

  it('answers 401 to every endpoint without a token; the address service needs none', async () => {
    for (const endpoint of ENDPOINTS) {
      const response = await call(endpoint, actors.client, 'demo', '');
      expect(response.status, endpoint.path(actors.client, ids)).toBe(401);
    }
    expect((await rawRequest(api, 'GET', '/prefectures', { prefix: ADDRESS_API_BASE_PATH })).status).toBe(
      200,
    );
  });

  it('is not vacuous: the table gives each role both allowed and refused endpoints', () => {
    for (const role of [ROLE_MASTER, ROLE_CLIENT, ROLE_STORE, ROLE_GROUP] as const) {
      const allowed = ENDPOINTS.filter((endpoint) => isRoleAllowed(routeByName(endpoint.route), role));
      expect(allowed.length, `role ${role}`).toBeGreaterThan(2);
      expect(allowed.length, `role ${role}`).toBeLessThan(ENDPOINTS.length);
    }
  });
});
