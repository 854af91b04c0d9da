import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
import { ja } from '@shared/messages';
import { isRoleAllowed, routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { loginDemoAccounts } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A demo account of the payment area: its role, service and the policies a client has. */
interface Actor {
  email: string;
  role: Role;
  subdomain: string;
  otherSubdomain: string;
  policies: { paymentHistory: boolean; summaryManagement: boolean };
}

interface Endpoint {
  method: Method;
  /** `{sub}` is the subdomain of tenant endpoints. */
  path: string;
  route: RouteName;
  body?: object;
  /** The answer of an allowed caller to this (empty or harmless) request. */
  allowedStatus: number;
}

const MISSING = 999_999;
const RANGE = 'from=2025-01-01&to=2025-01-31';

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/{sub}/payment-histories', route: 'paymentHistoryList', allowedStatus: 200 },
  {
    method: 'GET',
    path: `/{sub}/payment-histories/${MISSING}`,
    route: 'paymentHistoryDetail',
    allowedStatus: 404,
  },
  { method: 'GET', path: '/{sub}/ec-histories', route: 'ecHistoryList', allowedStatus: 200 },
  { method: 'GET', path: `/{sub}/ec-histories/${MISSING}`, route: 'ecHistoryDetail', allowedStatus: 404 },
  {
    method: 'PUT',
    path: `/{sub}/ec-histories/${MISSING}`,
    route: 'ecHistoryEdit',
    body: {},
    allowedStatus: 422,
  },
  {
    method: 'GET',
    path: `/{sub}/services/payments-statistical?${RANGE}`,
    route: 'summary',
    allowedStatus: 200,
  },
  { method: 'GET', path: '/{sub}/dashboard', route: 'dashboard', allowedStatus: 200 },
  { method: 'GET', path: '/{sub}/shop-options', route: 'dashboard', allowedStatus: 200 },
  { method: 'GET', path: '/notifications', route: 'notificationList', allowedStatus: 200 },
  { method: 'POST', path: '/notifications', route: 'notificationCreate', body: {}, allowedStatus: 422 },
  { method: 'DELETE', path: `/notifications/${MISSING}`, route: 'notificationCreate', allowedStatus: 404 },
];

const ALL = { paymentHistory: true, summaryManagement: true };
const ACTORS: Actor[] = [
  {
    email: 'master@demo.example',
    role: ROLE_MASTER,
    subdomain: 'demo',
    otherSubdomain: 'sample',
    policies: ALL,
  },
  {
    email: 'client@demo.example',
    role: ROLE_CLIENT,
    subdomain: 'demo',
    otherSubdomain: 'sample',
    policies: ALL,
  },
  {
    email: 'analyst@demo.example',
    role: ROLE_CLIENT,
    subdomain: 'demo',
    otherSubdomain: 'sample',
    policies: { paymentHistory: false, summaryManagement: true },
  },
  {
    email: 'client@sample.example',
    role: ROLE_CLIENT,
    subdomain: 'sample',
    otherSubdomain: 'demo',
    policies: { paymentHistory: false, summaryManagement: false },
  },
  {
    email: 'store@demo.example',
    role: ROLE_STORE,
    subdomain: 'demo',
    otherSubdomain: 'sample',
    policies: ALL,
  },
  {
    email: 'group@demo.example',
    role: ROLE_GROUP,
    subdomain: 'demo',
    otherSubdomain: 'sample',
    policies: ALL,
  },
];

/** The route table's roles, and for a client the policy that shows the screen (spec section 6). */
function isAllowed(endpoint: Endpoint, actor: Actor): boolean {
  const route = routeByName(endpoint.route);
  if (!isRoleAllowed(route, actor.role)) return false;
  if (actor.role !== ROLE_CLIENT) return true;
  if (route.section === 'history') return actor.policies.paymentHistory;
  if (route.section === 'summary') return actor.policies.summaryManagement;
  return true;
}

const isTenantPath = (endpoint: Endpoint) => endpoint.path.includes('{sub}');

describe.each(DATABASE_TARGETS)('payment area access on $name', (target) => {
  let api: TestApi;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestApi(target);
    for (const [key, token] of Object.entries(await loginDemoAccounts(api))) tokens.set(key, token);
    for (const actor of ACTORS)
      if (!tokens.has(actor.email)) tokens.set(actor.email, await api.login(actor.email));
  });
  afterAll(() => api?.close());

  const call = (endpoint: Endpoint, subdomain: string, token: string) =>
    api.request(endpoint.method, endpoint.path.replace('{sub}', subdomain), {
      token,
      ...(endpoint.body ? { body: endpoint.body } : {}),
    });

  function expectRefusal(response: { status: number; body: unknown }, status: 403 | 404, label: string) {
    expect(response.status, label).toBe(status);
    expect(response.body, label).toEqual({
      message: status === 403 ? ja.errors.forbidden : ja.errors.notFound,
    });
  }

  it.each(ACTORS.map((actor) => [actor.email, actor] as const))(
    'walks every endpoint as %s: roles and policies decide, in its own service',
    async (_, actor) => {
      for (const endpoint of ENDPOINTS) {
        const label = `${actor.email} ${endpoint.method} ${endpoint.path}`;
        const response = await call(endpoint, actor.subdomain, tokens.get(actor.email) ?? '');
        if (isAllowed(endpoint, actor)) expect(response.status, label).toBe(endpoint.allowedStatus);
        else expectRefusal(response, 403, label);
      }
    },
  );

  it.each(ACTORS.filter((actor) => actor.role !== ROLE_MASTER).map((actor) => [actor.email, actor] as const))(
    "refuses %s every endpoint of the other service's subdomain",
    async (_, actor) => {
      for (const endpoint of ENDPOINTS.filter(isTenantPath)) {
        const response = await call(endpoint, actor.otherSubdomain, tokens.get(actor.email) ?? '');
        expectRefusal(response, 403, `${actor.email} ${endpoint.path} on ${actor.otherSubdomain}`);
      }
    },
  );

  it('answers 404 for an unknown subdomain, and 401 without a token', async () => {
    for (const endpoint of ENDPOINTS.filter(isTenantPath)) {
      expectRefusal(await call(endpoint, 'no-such-service', tokens.get('master') ?? ''), 404, endpoint.path);
    }
    for (const endpoint of ENDPOINTS) {
      expect((await call(endpoint, 'demo', '')).status, endpoint.path).toBe(401);
    }
  });

  it('is not vacuous: every endpoint but the dashboard is refused to someone, none to everyone', () => {
    for (const endpoint of ENDPOINTS) {
      const allowed = ACTORS.filter((actor) => isAllowed(endpoint, actor));
      expect(allowed.length, endpoint.path).toBeGreaterThan(0);
      if (endpoint.route !== 'dashboard') expect(allowed.length, endpoint.path).toBeLessThan(ACTORS.length);
    }
  });
});
