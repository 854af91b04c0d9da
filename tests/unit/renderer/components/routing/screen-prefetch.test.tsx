/** @vitest-environment jsdom */
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, ServiceInView } from '@shared/api';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import type { RouteDefinition, RouteName } from '@shared/routes';
import { PAGES } from '../../../../../src-renderer/app/pages';
import type { PageModule } from '../../../../../src-renderer/app/pages';
import { createQueryClient } from '../../../../../src-renderer/app/queryClient';
import { screenLoader } from '../../../../../src-renderer/app/screenLoader';
import {
  forgetRememberedLists,
  rememberListSearch,
} from '../../../../../src-renderer/components/list/listState';
import { serviceInViewQueryKey } from '../../../../../src-renderer/session/serviceInView';
import { SESSION_QUERY_KEY } from '../../../../../src-renderer/session/useSession';
import { makeService, makeUser } from '../../support/fixtures';
import { installBridge, renderPage } from '../../support/harness';

/** A bridge whose calls never answer: a query asked twice under one key is still one call. */
function installPendingBridge() {
  const invoke = vi.fn((_channel: string, _payload: unknown) => new Promise<never>(() => undefined));
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  const calls = () => invoke.mock.calls.map(([channel, payload]) => ({ channel, payload }));
  return { invoke, calls };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'bridge');
  forgetRememberedLists();
});

const pathOf = (route: RouteDefinition) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'subdomain' ? 'demo' : '1'));
const paramsOf = (route: RouteDefinition) =>
  Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name === 'subdomain' ? 'demo' : '1']),
  );

/** A user of the route's first role, in the demo service. */
const userFor = (route: RouteDefinition): CurrentUser => makeUser(route.roles?.[0] ?? ROLE_MASTER, 'demo');

const modules = new Map<RouteName, PageModule>();
beforeAll(async () => {
  for (const [name, load] of Object.entries(PAGES)) modules.set(name as RouteName, await load());
}, 120_000);

const prefetching = () =>
  (ROUTES as readonly RouteDefinition[]).filter((route) => modules.get(route.name as RouteName)?.prefetch);

describe('screens that start their queries as their route is matched (prefetch)', () => {
  it('include the landing screens and the customer area', () => {
    expect(prefetching().map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'serviceList',
        'dashboard',
        'customerList',
        'customerListLinked',
        'couponTemplateList',
        'newsTemplateList',
      ]),
    );
  });

  it('each screen asks nothing again that its prefetch asked: the same channels with the same requests', async () => {
    for (const route of prefetching()) {
      const { invoke, calls } = installPendingBridge();
      const queryClient = createQueryClient();
      const user = userFor(route);
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      queryClient.setQueryData(serviceInViewQueryKey('demo'), makeService('demo'));
      const url = new URL(pathOf(route), 'http://localhost');
      modules.get(route.name as RouteName)!.prefetch!({ queryClient, params: paramsOf(route), url });
      const prefetched = calls();
      expect(prefetched.length, route.name).toBeGreaterThan(0);

      const Page = modules.get(route.name as RouteName)!.default;
      const view = renderPage(createElement(Page), {
        route: route.name as RouteName,
        url: pathOf(route),
        user,
        queryClient,
      });
      await vi.waitFor(() => expect(invoke.mock.calls.length).toBeGreaterThanOrEqual(prefetched.length));
      // Let the screen's effects run: its queries subscribe after the first commit.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const channels = new Set(prefetched.map((call) => call.channel));
      const screenCalls = calls().filter((call) => channels.has(call.channel));
      expect(screenCalls, route.name).toEqual(prefetched);
      view.router.dispose();
    }
  }, 120_000);

  it("a list's prefetch asks the search the list was left with, and nothing when it depends on a page number", () => {
    const route = ROUTES.find((candidate) => candidate.name === 'customerList')!;
    const prefetch = modules.get('customerList')!.prefetch!;
    const queryClient = createQueryClient();
    const { calls } = installPendingBridge();
    rememberListSearch('/service/demo/customer/list', 'name=%E5%B1%B1%E7%94%B0');
    prefetch({ queryClient, params: paramsOf(route), url: new URL(pathOf(route), 'http://localhost') });
    expect(calls()).toEqual([
      {
        channel: 'customers.list',
        payload: expect.objectContaining({ name: '山田', page: 1, subdomain: 'demo' }),
      },
    ]);
    prefetch({
      queryClient,
      params: paramsOf(route),
      url: new URL(`${pathOf(route)}?page=3`, 'http://localhost'),
    });
    expect(calls()).toHaveLength(1);
  });
});

describe('screenLoader: the router starts a screen’s queries only where the guard lets it open', () => {
  const customers = ROUTES.find((route) => route.name === 'customerList')!;
  const dashboard = ROUTES.find((route) => route.name === 'dashboard')!;
  const serviceList = ROUTES.find((route) => route.name === 'serviceList')!;

  /** Runs the route's loader at `at` (the service's detail cached unless told) and lets it settle. */
  async function load(
    route: RouteDefinition,
    user: CurrentUser | null,
    at: string,
    service: ServiceInView | null = makeService('demo', { enableCustomerSetting: 0 }),
  ) {
    installBridge({
      'lookups.services': () => ({ data: [{ id: 1, name: 'デモ', subdomain: 'demo' }] }),
      'services.get': () => makeService('demo'),
    });
    const queryClient = createQueryClient();
    if (user) queryClient.setQueryData(SESSION_QUERY_KEY, user);
    if (service) queryClient.setQueryData(serviceInViewQueryKey('demo'), service);
    const prefetch = vi.fn();
    const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
    const values = at.match(new RegExp(`^${route.path.replace(/:\w+/g, '([^/]+)')}$`))!.slice(1);
    const answer = await screenLoader(
      route,
      prefetch,
      queryClient,
    )({
      params: Object.fromEntries(names.map((name, index) => [name, values[index]])),
      request: new Request(`http://localhost${at}`),
      context: undefined,
    } as never);
    // The service in view is known first (a microtask when cached, a call when not).
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { answer, prefetch };
  }

  it('prefetches the dashboard of the own service for every role, and answers at once', async () => {
    for (const role of [ROLE_MASTER, ROLE_CLIENT, ROLE_STORE, ROLE_GROUP] as const) {
      const { answer, prefetch } = await load(dashboard, makeUser(role, 'demo'), '/service/demo/dashboard');
      expect(answer).toBeNull();
      expect(prefetch).toHaveBeenCalledWith(
        expect.objectContaining({ params: { subdomain: 'demo' }, url: expect.any(URL) }),
      );
    }
    expect(
      (await load(serviceList, makeUser(ROLE_MASTER, null), '/service/list')).prefetch,
    ).toHaveBeenCalled();
  });

  it('asks nothing for another service of a client, a store user on customers, nobody signed in', async () => {
    const calls = [
      await load(dashboard, makeUser(ROLE_CLIENT, 'sample'), '/service/demo/dashboard'),
      await load(customers, makeUser(ROLE_STORE, 'demo'), '/service/demo/customer/list'),
      await load(dashboard, null, '/service/demo/dashboard'),
    ];
    for (const { prefetch } of calls) expect(prefetch).not.toHaveBeenCalled();
  });

  it("asks nothing in a service master's lookup does not list: the guard settles it on 404", async () => {
    const { prefetch } = await load(
      dashboard,
      makeUser(ROLE_MASTER, null),
      '/service/nonexistent/dashboard',
      null,
    );
    expect(prefetch).not.toHaveBeenCalled();
    const known = await load(dashboard, makeUser(ROLE_MASTER, null), '/service/demo/dashboard', null);
    expect(known.prefetch).toHaveBeenCalled();
  });

  it("follows the service's switches: a client's customers closed by the service are not asked", async () => {
    expect(
      (await load(customers, makeUser(ROLE_CLIENT, 'demo'), '/service/demo/customer/list')).prefetch,
    ).not.toHaveBeenCalled();
    expect(
      (await load(customers, makeUser(ROLE_MASTER, null), '/service/demo/customer/list')).prefetch,
    ).toHaveBeenCalled();
  });
});
