import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CurrentUser, StoreDetail, StoreListItem } from '@shared/api';
import { ROLE_CLIENT } from '@shared/constants';
import type { ChannelName, ChannelRequest } from '@shared/ipc';
import { routeByName } from '@shared/routes';
import type { RouteName } from '@shared/routes';
import { channelKey } from '../../../../src-renderer/bridge/channelQuery';
import { SESSION_QUERY_KEY } from '../../../../src-renderer/session/useSession';
import { AlertsProvider } from '../../../../src-renderer/platform/alerts/AlertsProvider';
import { createAlertStore } from '../../../../src-renderer/platform/alerts/alertStore';
import { CsvJobsProvider } from '../../../../src-renderer/components/csv/CsvJobsProvider';
import { makeService, makeUser } from '../fixtures';
import { renderWithMantine } from '../render';

// Whole pages in jsdom are slow when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

type Handler = (payload: never) => unknown;
export type Handlers = Partial<Record<ChannelName, Handler>>;

/** The calls the page made, in order; `answer` adds or replaces a channel's handler. */
export interface BridgeCalls {
  invoke: ReturnType<typeof vi.fn>;
  payloadsOf<C extends ChannelName>(channel: C): ChannelRequest<C>[];
  answer(channel: ChannelName, handler: Handler): void;
}

/**
 * A fake window.bridge: each channel answers with its handler's value (a thrown
 * `{ status, message, errors }` becomes a failure). Unknown channels fail with 404.
 */
export function installBridge(handlers: Handlers): BridgeCalls {
  const all: Handlers = { 'exports.list': () => [], 'imports.list': () => [], ...handlers };
  const invoke = vi.fn(async (channel: ChannelName, payload: unknown) => {
    const handler = all[channel];
    if (!handler) return { ok: false, error: { status: 404, kind: 'http', message: channel, errors: [] } };
    try {
      return { ok: true, data: await handler(payload as never) };
    } catch (failure) {
      return { ok: false, error: { kind: 'http', errors: [], ...(failure as object) } };
    }
  });
  window.bridge = { invoke, on: () => () => undefined } as unknown as typeof window.bridge;
  return {
    invoke,
    answer: (channel, handler) => {
      all[channel] = handler;
    },
    payloadsOf: <C extends ChannelName>(channel: C) =>
      invoke.mock.calls
        .filter(([name]) => name === channel)
        .map(([, payload]) => payload as ChannelRequest<C>),
  };
}

interface RenderOptions {
  route: RouteName;
  /** The URL to open, e.g. `/service/demo/store/list?status=1`. */
  url: string;
  user?: CurrentUser;
}

/** Renders a page as the router would: under its route-table entry, with the providers of the app. */
export function renderPage(page: ReactElement, { route, url, user = makeUser(ROLE_CLIENT) }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  queryClient.setQueryData(channelKey('services.get', { idOrSubdomain: 'demo' }), makeService('demo'));
  const alerts = createAlertStore();
  const definition = routeByName(route);
  const router = createMemoryRouter(
    [
      {
        element: (
          <CsvJobsProvider>
            <Outlet context={definition} />
          </CsvJobsProvider>
        ),
        children: [{ path: definition.path, element: page }],
      },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider store={alerts}>
        <RouterProvider router={router} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { alerts, router, queryClient };
}

const STAMP = '2026-03-01T10:00:00+09:00';

export function makeShop(id: number, overrides: Partial<StoreListItem> = {}): StoreListItem {
  return {
    id,
    shopCode: `DEMO-${String(id).padStart(4, '0')}`,
    storeName: `ひだまり珈琲 ${id}号店`,
    status: 2,
    groupId: null,
    groupName: null,
    zipcode: '1500043',
    prefectureId: 13,
    prefectureName: '東京都',
    municipalityId: '13113',
    municipalityName: '渋谷区',
    streetAddress: '道玄坂1-2-3',
    buildingName: null,
    telephone: '0312345678',
    genreId: 1,
    genreName: 'カフェ',
    serviceTagId: null,
    serviceTagName: null,
    latitude: 35.658,
    longitude: 139.698,
    ecEnabled: 0,
    registDate: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeShopDetail(id: number, overrides: Partial<StoreDetail> = {}): StoreDetail {
  return {
    ...makeShop(id),
    nameSei: '山田',
    nameMei: '太郎',
    email: 'owner@shop.example',
    companyName: null,
    remarks: null,
    allowIps: [],
    ecShopId: null,
    ecShopPasswordSet: false,
    ecSalesType: null,
    ecAuthorizedIPAddress: null,
    ecRedirectUrl: null,
    ecGeneratedKey: null,
    account: null,
    ...overrides,
  };
}

/** A one-page list answer with the given shops and status counts. */
export function listAnswer(shops: StoreListItem[]) {
  const counts = [1, 2, 3, 4, 5].map((status) => ({
    status: status as StoreListItem['status'],
    count: shops.filter((shop) => shop.status === status).length,
  }));
  return {
    data: shops,
    countData: counts,
    meta: {
      total: shops.length,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      from: shops.length ? 1 : null,
      to: shops.length || null,
    },
    links: { first: 'http://api/stores?page=1', last: 'http://api/stores?page=1' },
  };
}

/** The lookups every store screen reads. */
export const LOOKUPS: Handlers = {
  'genres.list': () => ({
    data: [
      { id: 1, name: 'カフェ' },
      { id: 2, name: 'ベーカリー' },
    ],
  }),
  'serviceTags.all': () => ({ data: [{ id: 7, name: 'テイクアウト' }] }),
  'groups.all': () => ({ data: [] }),
  'address.prefectures': () => ({
    data: [
      { code: '13', name: '東京都' },
      { code: '27', name: '大阪府' },
    ],
  }),
  'address.municipalities': () => ({ data: [{ code: '13113', name: '渋谷区', prefectureCode: '13' }] }),
};
