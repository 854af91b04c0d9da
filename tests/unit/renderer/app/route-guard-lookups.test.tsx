/** @vitest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@shared/api';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { canAccessRoute, RECORD_ID_PARAMS, ROUTES } from '@shared/routes';
import type { RouteDefinition, RouteName } from '@shared/routes';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../../src-renderer/app/theme';
import { RouteGuard } from '../../../../src-renderer/app/RouteGuard';
import { createQueryClient } from '../../../../src-renderer/app/queryClient';
import {
  prefetchServicesInView,
  serviceInViewQueryKey,
  serviceLookupQueryKey,
} from '../../../../src-renderer/session/serviceInView';
import { SESSION_QUERY_KEY } from '../../../../src-renderer/session/useSession';
import { makeService, makeUser } from '../support/fixtures';
import { installBridge } from '../support/harness';

/** One route behind its guard, with the error pages, as the app wires them. */
function open(
  name: RouteName,
  at: string,
  user: CurrentUser,
  queryClient: QueryClient = createQueryClient(),
) {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(name);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: <RouteGuard name={name} />,
        children: [{ index: true, element: <p>screen</p> }],
      },
      { path: '/403', element: <p>forbidden</p> },
      { path: '/404', element: <p>not found</p> },
      { path: '/500', element: <p>server error</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A path of the route with every parameter filled, the record ids with `badId`. */
function pathWith(path: string, badId: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    (RECORD_ID_PARAMS as readonly string[]).includes(name) ? badId : 'demo',
  );
}

const ROUTES_WITH_RECORD_IDS = ROUTES.filter((route) =>
  RECORD_ID_PARAMS.some((name) => route.path.includes(`:${name}`)),
);

describe('RouteGuard: malformed record ids go to 404 on every route that names a record', () => {
  it('covers the routes of the spec that carry {id} or {shopId}', () => {
    expect(ROUTES_WITH_RECORD_IDS.map((route) => route.name)).toEqual(
      expect.arrayContaining(['storeEdit', 'customerEdit', 'newsDetail', 'contractList', 'contractEdit']),
    );
    expect(ROUTES_WITH_RECORD_IDS.length).toBeGreaterThanOrEqual(25);
  });

  for (const route of ROUTES_WITH_RECORD_IDS) {
    it.each(['abc', '0', '-3', '1.5', '99999999999'])(
      `${route.name} with %s: 404 without a call`,
      async (badId) => {
        const calls = installBridge({});
        const role = route.roles?.[0] ?? ROLE_MASTER;
        open(route.name as RouteName, pathWith(route.path, badId), makeUser(role, 'demo'));
        expect(await screen.findByText('not found')).toBeInTheDocument();
        expect(calls.invoke).not.toHaveBeenCalled();
      },
    );
  }
});

/** Every route of a service (`:subdomain`) that master may open with every switch of the service on. */
const MASTER_SERVICE_ROUTES = (ROUTES as readonly RouteDefinition[]).filter(
  (route) =>
    route.path.includes(':subdomain') &&
    route.layout === 'app' &&
    canAccessRoute(route, { user: makeUser(ROLE_MASTER, null), service: makeService('demo') }),
);

describe("RouteGuard: every service screen of master opens on the lookup's answer alone", () => {
  it('covers the service screens of every area', () => {
    expect(MASTER_SERVICE_ROUTES.map((route) => route.name)).toEqual(
      expect.arrayContaining(['dashboard', 'storeList', 'customerList', 'topList', 'couponUsageHistory']),
    );
  });

  for (const route of MASTER_SERVICE_ROUTES) {
    it(`${route.name}: no GET /services/{id} after the lookup`, async () => {
      const { id, name, subdomain, ...switches } = makeService('demo');
      const calls = installBridge({
        'lookups.services': () => ({ data: [{ id, name, subdomain, ...switches }] }),
      });
      open(route.name as RouteName, pathWith(route.path, '1'), makeUser(ROLE_MASTER, null));
      expect(await screen.findByText('screen')).toBeInTheDocument();
      expect(calls.invoke.mock.calls.map(([channel]) => channel)).toEqual(['lookups.services']);
    });
  }
});

describe('prefetchServicesInView: what a session asks for once it is known', () => {
  it("asks master's lookup, which then opens a service screen without a call", async () => {
    const { id, name, subdomain, ...switches } = makeService('demo');
    const calls = installBridge({
      'lookups.services': () => ({ data: [{ id, name, subdomain, ...switches }] }),
    });
    const queryClient = createQueryClient();
    const master = makeUser(ROLE_MASTER, null);
    prefetchServicesInView(queryClient, master);
    await vi.waitFor(() => expect(queryClient.getQueryData(serviceLookupQueryKey)).toBeDefined());
    open('customerList', '/service/demo/customer/list', master, queryClient);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(calls.invoke.mock.calls.map(([channel]) => channel)).toEqual(['lookups.services']);
  });

  it("asks a client's own service's detail by its id, which the guard then finds", async () => {
    const calls = installBridge({ 'services.get': () => makeService('demo') });
    const queryClient = createQueryClient();
    const client = makeUser(ROLE_CLIENT, 'demo');
    const withId = { ...client, service: client.service && { ...client.service, id: 5 } };
    prefetchServicesInView(queryClient, withId);
    await vi.waitFor(() => expect(queryClient.getQueryData(serviceInViewQueryKey('demo'))).toBeDefined());
    open('customerList', '/service/demo/customer/list', withId, queryClient);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(calls.payloadsOf('services.get')).toEqual([{ id: 5 }]);
  });

  it.each([ROLE_STORE, ROLE_GROUP] as const)(
    'asks nothing for role %i: the account has its service',
    (role) => {
      const calls = installBridge({});
      prefetchServicesInView(createQueryClient(), makeUser(role, 'demo'));
      expect(calls.invoke).not.toHaveBeenCalled();
    },
  );
});

describe('RouteGuard: the service in view, by its record id', () => {
  it("finds a master's service in the service list and asks GET /services/{id} by id", async () => {
    const calls = installBridge({
      'lookups.services': () => ({ data: [{ id: 7, name: 'デモ', subdomain: 'demo' }] }),
      'services.get': () => makeService('demo'),
    });
    open('dashboard', '/service/demo/dashboard', makeUser(ROLE_MASTER, null));
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(calls.payloadsOf('services.get')).toEqual([{ id: 7 }]);
  });

  it("takes a master's service from the lookup alone when it carries the detail's switches", async () => {
    const { id, name, subdomain, ...switches } = makeService('demo', { enableTopSetting: 0 });
    const calls = installBridge({
      'lookups.services': () => ({ data: [{ id, name, subdomain, ...switches }] }),
      'services.get': () => makeService('demo'),
    });
    open('topList', '/service/demo/top/list', makeUser(ROLE_MASTER, null));
    // Its switches decide: the service's top display is off, as the lookup says.
    expect(await screen.findByText('forbidden')).toBeInTheDocument();
    expect(calls.invoke.mock.calls.map(([channel]) => channel)).toEqual(['lookups.services']);
  });

  it("takes a client's service id from the account without a lookup", async () => {
    const calls = installBridge({ 'services.get': () => makeService('demo') });
    const client = makeUser(ROLE_CLIENT, 'demo');
    open('dashboard', '/service/demo/dashboard', {
      ...client,
      service: client.service && { ...client.service, id: 5 },
    });
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(calls.invoke.mock.calls.map(([channel]) => channel)).toEqual(['services.get']);
    expect(calls.payloadsOf('services.get')).toEqual([{ id: 5 }]);
  });

  it('asks nothing for a store user: the flags come with the account', async () => {
    const calls = installBridge({});
    open('dashboard', '/service/demo/dashboard', makeUser(ROLE_STORE, 'demo'));
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(calls.invoke).not.toHaveBeenCalled();
  });

  it('settles an unknown subdomain on 404 after one lookup, and never asks GET /services/{id}', async () => {
    const calls = installBridge({
      'lookups.services': () => ({ data: [{ id: 7, name: 'デモ', subdomain: 'demo' }] }),
    });
    open('dashboard', '/service/nonexistent/dashboard', makeUser(ROLE_MASTER, null));
    expect(await screen.findByText('not found')).toBeInTheDocument();
    expect(calls.invoke.mock.calls.map(([channel]) => channel)).toEqual(['lookups.services']);
  });

  it('asks the service list again once when a cached one lacks the service (a new service)', async () => {
    let services = [{ id: 7, name: 'デモ', subdomain: 'demo' }];
    const calls = installBridge({
      'lookups.services': () => ({ data: services }),
      'services.get': () => makeService('fresh'),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(['lookups.services', { noPaginate: true }], { data: services });
    services = [...services, { id: 9, name: '新サービス', subdomain: 'fresh' }];
    open('dashboard', '/service/fresh/dashboard', makeUser(ROLE_MASTER, null), queryClient);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(calls.payloadsOf('lookups.services')).toHaveLength(1);
    expect(calls.payloadsOf('services.get')).toEqual([{ id: 9 }]);
  });

  it.each([
    [403, 'forbidden'],
    [404, 'not found'],
    [500, 'server error'],
  ])('settles a GET /services/{id} answering %i on its page after one call', async (status, page) => {
    const calls = installBridge({
      'lookups.services': () => ({ data: [{ id: 7, name: 'デモ', subdomain: 'demo' }] }),
      'services.get': () => {
        throw { status, kind: 'http', message: 'x', errors: [] };
      },
    });
    open('dashboard', '/service/demo/dashboard', makeUser(ROLE_MASTER, null));
    expect(await screen.findByText(page)).toBeInTheDocument();
    expect(calls.payloadsOf('services.get')).toHaveLength(1);
  });

  it('shows a retry when the API is not reached, after the one configured retry, and asks no more', async () => {
    const calls = installBridge({
      'lookups.services': () => {
        throw {
          status: 0,
          kind: 'network',
          message: 'サーバーに接続できません。',
          errors: [],
        };
      },
    });
    open('dashboard', '/service/demo/dashboard', makeUser(ROLE_MASTER, null));
    expect(await screen.findByRole('button', { name: '再読み込み' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.payloadsOf('lookups.services')).toHaveLength(2);
    expect(screen.queryByText('screen')).not.toBeInTheDocument();
  });
});
