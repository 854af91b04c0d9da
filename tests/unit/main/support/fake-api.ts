import type { CurrentUser } from '@shared/api/account';
import type { ServiceDetail, ServiceListItem } from '@shared/api/services';

export const BASE_URL = 'https://api.example.test/api/v1';
export const ACCESS_TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDEF';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** Path below the base URL, e.g. `services`. */
  path: string;
  headers: Headers;
  /** The parsed JSON body, or undefined (no body, or a multipart one). */
  body: unknown;
  /** The multipart body, when the request sent one. */
  form?: FormData;
}

export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response>;

/** A fetch that records every request ky makes and answers from `route`. */
export function createFakeFetch(route: FakeRoute): { fetch: typeof fetch; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      headers: request.headers,
      body: undefined,
    };
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      recorded.form = await request.formData();
    } else {
      const text = await request.text();
      recorded.body = text === '' ? undefined : (JSON.parse(text) as unknown);
    }
    requests.push(recorded);
    return route(recorded);
  };
  return { fetch: fakeFetch as typeof fetch, requests };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 2,
    email: 'client@demo.example',
    role: 2,
    nameSei: '山田',
    nameMei: '花子',
    passwordExpiredAt: '2026-12-31T00:00:00+09:00',
    service: {
      id: 1,
      name: 'デモサービス',
      subdomain: 'demo',
      enableTrailCalc: 1,
      enableCouponSetting: 1,
      enableNotificationSetting: 0,
      enableGallerySetting: 0,
      enableMenuSetting: 1,
    },
    shop: null,
    group: null,
    policies: { summaryManagement: true, paymentHistory: true },
    ecSetting: { countEc: 0, totalShop: 3 },
    updatedAt: '2026-04-01T09:00:00+09:00',
    ...overrides,
  };
}

export function serviceListItem(overrides: Partial<ServiceListItem> = {}): ServiceListItem {
  return {
    id: 1,
    name: 'デモサービス',
    subdomain: 'demo',
    companyName: '株式会社デモ',
    shopCount: 3,
    registDate: '2025-04-01T10:00:00+09:00',
    ...overrides,
  };
}

export function serviceList(items: ServiceListItem[] = [serviceListItem()]) {
  return {
    data: items,
    meta: { total: items.length, per_page: 15, current_page: 1, last_page: 1, from: 1, to: items.length },
    links: { first: `${BASE_URL}/services?page=1`, last: `${BASE_URL}/services?page=1` },
  };
}

export function serviceDetail(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    id: 1,
    name: 'デモサービス',
    subdomain: 'demo',
    enableTopSetting: 1,
    enableCustomerSetting: 1,
    enableTrailCalc: 1,
    enableCouponSetting: 1,
    enableNotificationSetting: 0,
    enableGallerySetting: 0,
    enableMenuSetting: 1,
    registDate: '2025-04-01T10:00:00+09:00',
    updatedAt: '2025-04-02T10:00:00+09:00',
    ...overrides,
  };
}

export function loginAnswer(token = ACCESS_TOKEN) {
  return { data: { accessToken: token, tokenType: 'Bearer', expiresAt: '2026-01-01T00:00:00+09:00' } };
}

/** A small API: login, account, logout, change-pass and services, with a token check. */
export function demoApi(options: { token?: string; user?: CurrentUser } = {}): FakeRoute {
  const token = options.token ?? ACCESS_TOKEN;
  const user = options.user ?? currentUser();
  return ({ method, path, headers }) => {
    if (method === 'POST' && path === 'auth/login') return json(200, loginAnswer(token));
    if (headers.get('authorization') !== `Bearer ${token}`) return json(401, { message: '認証が必要です。' });
    if (method === 'GET' && path === 'account') return json(200, { data: user });
    if (method === 'POST' && path === 'auth/logout') return new Response(null, { status: 204 });
    if (method === 'POST' && path === 'auth/change-pass') return json(200, { message: 'ok' });
    if (method === 'GET' && path === 'services') return json(200, serviceList());
    if (method === 'GET' && path.startsWith('services/')) return json(200, { data: serviceDetail() });
    return json(404, { message: '該当するデータがありません。' });
  };
}
