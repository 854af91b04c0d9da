/** @vitest-environment jsdom */
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, ServiceInView } from '@shared/api';
import { ROLE_CLIENT, ROLE_GROUP, ROLE_MASTER, ROLE_STORE } from '@shared/constants';
import type { Role } from '@shared/constants';
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
        'storeList',
        'storeEdit',
        'storeSettingView',
        'summary',
        'couponUsageHistoryList',
        'couponUsageHistory',
        'contractList',
        'topList',
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
      modules.get(route.name as RouteName)!.prefetch!({
        queryClient,
        params: paramsOf(route),
        url,
        user,
        service: route.path.includes(':subdomain') ? makeService('demo') : null,
      });
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
    const user = makeUser(ROLE_MASTER, null);
    const service = makeService('demo');
    prefetch({
      queryClient,
      params: paramsOf(route),
      url: new URL(pathOf(route), 'http://localhost'),
      user,
      service,
    });
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
      user,
      service,
    });
    expect(calls()).toHaveLength(1);
  });
});

describe('screens that waited for one answer before asking the next ask together (issue 29)', () => {
  /** What a route's prefetch asks at once, as `role`, before any answer. */
  function askedAtOnce(name: RouteName, role: Role, at?: string) {
    const route = ROUTES.find((candidate) => candidate.name === name)!;
    const { calls } = installPendingBridge();
    modules.get(name)!.prefetch!({
      queryClient: createQueryClient(),
      params: paramsOf(route),
      url: new URL(at ?? pathOf(route), 'http://localhost'),
      user: makeUser(role, 'demo'),
      service: makeService('demo'),
    });
    return calls();
  }
  const channelsOf = (calls: { channel: string }[]) => calls.map((call) => call.channel).sort();
  const STORE_LOOKUPS = ['address.prefectures', 'genres.list', 'serviceTags.all'];

  it('the store list: its first page with every lookup of its filters (the groups only where they show)', () => {
    for (const role of [ROLE_MASTER, ROLE_CLIENT] as const)
      expect(channelsOf(askedAtOnce('storeList', role)), `role ${role}`).toEqual(
        ['groups.all', 'stores.list', ...STORE_LOOKUPS].sort(),
      );
    const asGroup = askedAtOnce('storeList', ROLE_GROUP, '/service/demo/store/list?keyword=%E6%A2%85');
    expect(channelsOf(asGroup)).toEqual(['stores.list', ...STORE_LOOKUPS].sort());
    expect(asGroup.find((call) => call.channel === 'stores.list')?.payload).toMatchObject({
      keyword: '梅',
      page: 1,
      subdomain: 'demo',
    });
  });

  it("the shop's edit screen: the shop, the form's lookups and its 変更履歴 by the route's id", () => {
    const calls = askedAtOnce('storeEdit', ROLE_CLIENT);
    expect(channelsOf(calls)).toEqual(
      ['audit.recordHistory', 'groups.all', 'stores.get', ...STORE_LOOKUPS].sort(),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        { channel: 'stores.get', payload: { subdomain: 'demo', id: 1 } },
        { channel: 'audit.recordHistory', payload: { entity: 'store', id: '1' } },
      ]),
    );
  });

  it("the summary: its figures with the shop filter's choices, which a store user has none of", () => {
    expect(channelsOf(askedAtOnce('summary', ROLE_MASTER))).toEqual(['sales.statistics', 'shops.options']);
    expect(channelsOf(askedAtOnce('summary', ROLE_STORE))).toEqual(['sales.statistics']);
    const [figures] = askedAtOnce('summary', ROLE_STORE, '/service/demo/summary?interval=weekly');
    expect(figures?.payload).toMatchObject({ interval: 'weekly', sort: 'salesAmount', subdomain: 'demo' });
  });

  it("the coupon usage history and a shop's contracts: their first page (and the coupon filter's choices)", () => {
    expect(channelsOf(askedAtOnce('couponUsageHistoryList', ROLE_MASTER))).toEqual([
      'couponUsage.list',
      'coupons.all',
    ]);
    expect(askedAtOnce('contractList', ROLE_MASTER)).toEqual([
      {
        channel: 'contracts.list',
        payload: expect.objectContaining({ subdomain: 'demo', shopId: 1, page: 1 }),
      },
    ]);
  });

  it('asks what depends on a first answer as soon as it comes, not once the screen has rendered it', async () => {
    const bridge = installBridge({
      'stores.get': () => ({ data: { id: 1, prefectureId: 13 } }),
      'storeSettings.get': () => ({
        data: {
          qrCodeUrl: 'http://api.test/demo/stores/1/qr-code',
          basic: { imageUrl: 'http://api.test/m/1' },
        },
      }),
    });
    const context = (name: RouteName) => ({
      queryClient: createQueryClient(),
      params: paramsOf(ROUTES.find((route) => route.name === name)!),
      url: new URL('http://localhost/'),
      user: makeUser(ROLE_STORE, 'demo'),
      service: makeService('demo'),
    });
    modules.get('storeEdit')!.prefetch!(context('storeEdit'));
    modules.get('storeSettingView')!.prefetch!(context('storeSettingView'));
    await vi.waitFor(() => {
      expect(bridge.payloadsOf('address.municipalities')).toEqual([{ prefectureCode: '13' }]);
      expect(bridge.payloadsOf('media.dataUrl')).toEqual([
        { url: 'http://api.test/demo/stores/1/qr-code' },
        { url: 'http://api.test/m/1' },
      ]);
    });
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
