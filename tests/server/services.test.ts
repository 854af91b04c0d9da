import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  pageFromLink,
  serviceDetailResponseSchema,
  serviceListResponseSchema,
} from '@shared/api';
import type { ServiceListItem, ServiceLookupItem } from '@shared/api';
import { SERVICE_FLAGS } from '@shared/constants';
import { ja } from '@shared/messages';
import { services } from '../../src-server/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../src-server/index';
import { DATABASE_TARGETS } from './support/databases';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

const DAY_MS = 86_400_000;
/** Services added to the demo ones, so paging has several pages. */
const EXTRA_SERVICES = 20;

describe.each(DATABASE_TARGETS)('services on $name', (target) => {
  let api: TestApi;
  let tokens: Record<keyof typeof DEMO_ACCOUNTS, string>;

  beforeAll(async () => {
    api = await startTestApi(target);
    const now = api.clock().getTime();
    await api.db.insert(services).values(
      Array.from({ length: EXTRA_SERVICES }, (_, index) => {
        const registDate = new Date(now - (index + 1) * DAY_MS);
        const number = String(index + 1).padStart(2, '0');
        return {
          name: `検証サービス${number}`,
          subdomain: `test-${number}`,
          registDate,
          updatedAt: registDate,
        };
      }),
    );
    const entries = await Promise.all(
      Object.entries(DEMO_ACCOUNTS).map(async ([key, email]) => [key, await api.login(email)] as const),
    );
    tokens = Object.fromEntries(entries) as typeof tokens;
  });
  afterAll(() => api?.close());

  async function list(token: string, query = '') {
    const response = await api.request('GET', `/services${query}`, { token });
    expect(response.status).toBe(200);
    return serviceListResponseSchema.parse(response.body);
  }
  const subdomains = (items: ServiceListItem[]) => items.map((item) => item.subdomain);

  describe('GET /services', () => {
    it('shows master every service, newest registration first', async () => {
      const page = await list(tokens.master, '?limit=100');
      expect(page.meta.total).toBe(EXTRA_SERVICES + 2);
      expect(subdomains(page.data)).toEqual(expect.arrayContaining(['demo', 'sample']));
      const dates = page.data.map((item) => Date.parse(item.registDate ?? ''));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const demo = page.data.find((item) => item.subdomain === 'demo');
      expect(demo).toMatchObject({ companyName: '株式会社ひだまり珈琲' });
      expect(demo?.shopCount).toBeGreaterThanOrEqual(60);
    });

    it('shows a client only their own service', async () => {
      expect(subdomains((await list(tokens.client)).data)).toEqual(['demo']);
      expect(subdomains((await list(tokens.sampleClient)).data)).toEqual(['sample']);
      expect((await list(tokens.client, '?keyword=sample')).meta.total).toBe(0);
    });

    it('refuses store and group users with 403', async () => {
      for (const token of [tokens.store, tokens.group]) {
        for (const query of ['', '?noPaginate=1']) {
          const response = await api.request('GET', `/services${query}`, { token });
          expect(response.status).toBe(403);
          expect(response.body).toEqual({ message: ja.errors.forbidden });
        }
      }
    });

    it('pages with Laravel meta and absolute links', async () => {
      const page = await list(tokens.master, '?limit=5&page=2&_=1767225600000');
      expect(page.meta).toEqual({ total: 22, per_page: 5, current_page: 2, last_page: 5, from: 6, to: 10 });
      expect(page.data).toHaveLength(5);
      for (const link of [page.links.first, page.links.last, page.links.prev, page.links.next]) {
        expect(link).toMatch(/^https?:\/\/[^/]+\/api\/v1\/services\?page=\d+$/);
      }
      expect([page.links.first, page.links.last, page.links.prev, page.links.next].map(pageFromLink)).toEqual(
        [1, 5, 1, 3],
      );

      const last = await list(tokens.master, '?limit=5&page=5');
      expect(last.meta).toMatchObject({ from: 21, to: 22, last_page: 5 });
      expect(last.links.next).toBeNull();

      const beyond = await list(tokens.master, '?limit=5&page=9');
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toMatchObject({ from: null, to: null, current_page: 9 });
    });

    it('uses 15 rows per page by default, and the pages do not overlap', async () => {
      const first = await list(tokens.master);
      const second = await list(tokens.master, '?page=2');
      expect(first.meta).toMatchObject({ per_page: 15, last_page: 2, from: 1, to: 15 });
      expect(second.data).toHaveLength(7);
      expect(new Set([...subdomains(first.data), ...subdomains(second.data)]).size).toBe(22);
    });

    it('filters by keyword on the name or the subdomain', async () => {
      expect(
        subdomains((await list(tokens.master, `?keyword=${encodeURIComponent('こむぎ堂')}`)).data),
      ).toEqual(['sample']);
      const byCode = await list(tokens.master, '?keyword=TEST-1&limit=50');
      expect(byCode.meta.total).toBe(10);
      expect(subdomains(byCode.data).every((subdomain) => subdomain.startsWith('test-1'))).toBe(true);
      // LIKE wildcards in the keyword are plain characters.
      expect((await list(tokens.master, '?keyword=%25')).meta.total).toBe(0);
      expect((await list(tokens.master, '?keyword=_')).meta.total).toBe(0);
    });

    it('accepts typeSort in any case and sorts by whitelisted columns only', async () => {
      const ascending = await list(tokens.master, '?typeSort=asc&limit=100');
      const dates = ascending.data.map((item) => Date.parse(item.registDate ?? ''));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(ascending.data[0]?.subdomain).toBe('demo');

      const byName = await list(tokens.master, '?sort=subdomain&typeSort=Desc&limit=3');
      expect(subdomains(byName.data)).toEqual(['test-20', 'test-19', 'test-18']);

      const fallback = await list(
        tokens.master,
        `?sort=${encodeURIComponent('name; drop table services')}&limit=100`,
      );
      expect(subdomains(fallback.data)).toEqual(subdomains((await list(tokens.master, '?limit=100')).data));
    });

    it('answers the whole list without paging for noPaginate', async () => {
      const response = await api.request('GET', '/services?noPaginate=1', { token: tokens.master });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body as object)).toEqual(['data']);
      expect((response.body as { data: unknown[] }).data).toHaveLength(22);
    });

    it("gives each service of the lookup its detail's switches, so the console needs no detail after it", async () => {
      const response = await api.request('GET', '/services?noPaginate=1', { token: tokens.master });
      const lookup = (response.body as { data: (ServiceLookupItem & { id: number })[] }).data;
      for (const item of lookup.slice(0, 3)) {
        const detail = await api.request('GET', `/services/${item.id}`, { token: tokens.master });
        const { data } = serviceDetailResponseSchema.parse(detail.body);
        for (const flag of SERVICE_FLAGS) expect(item[flag], `${item.subdomain} ${flag}`).toBe(data[flag]);
      }
      const client = await api.request('GET', '/services?noPaginate=1', { token: tokens.client });
      expect(
        (client.body as { data: ServiceLookupItem[] }).data.map((item) => item.enableCustomerSetting),
      ).toEqual([expect.any(Number)]);
    });

    it('answers 422 with field messages for a bad page or limit', async () => {
      const response = await api.request('GET', '/services?page=0&limit=abc', { token: tokens.master });
      expect(response.status).toBe(422);
      expect(errorBodySchema.parse(response.body).errors?.map((entry) => entry.name)).toEqual([
        'page',
        'limit',
      ]);
    });
  });

  describe('GET /services/{id}', () => {
    const detail = (token: string, key: string | number) => api.request('GET', `/services/${key}`, { token });
    async function idOf(subdomain: string): Promise<number> {
      const all = await list(tokens.master, '?limit=100');
      const service = all.data.find((item) => item.subdomain === subdomain);
      if (!service) throw new Error(`no service ${subdomain}`);
      return service.id;
    }

    it('answers master any service by its record id', async () => {
      const sample = serviceDetailResponseSchema.parse(
        (await detail(tokens.master, await idOf('sample'))).body,
      ).data;
      expect(sample).toMatchObject({
        id: await idOf('sample'),
        subdomain: 'sample',
        name: 'こむぎ堂ベーカリー 会員サービス',
        enableTopSetting: 0,
        enableCustomerSetting: 0,
      });
      expect(sample.registDate).toMatch(/\+09:00$/);
    });

    it('answers every demo role its own service', async () => {
      const demo = await idOf('demo');
      for (const token of [tokens.client, tokens.store, tokens.group]) {
        const response = await detail(token, demo);
        expect(response.status).toBe(200);
        expect(serviceDetailResponseSchema.parse(response.body).data).toMatchObject({
          subdomain: 'demo',
          enableTopSetting: 1,
          enableCustomerSetting: 1,
          enableTrailCalc: 1,
        });
      }
    });

    it("answers 403 for another tenant's service", async () => {
      const response = await detail(tokens.sampleClient, await idOf('demo'));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: ja.errors.forbidden });
      expect((await detail(tokens.store, await idOf('sample'))).status).toBe(403);
    });

    it('answers 404 for a subdomain, an unknown id and a malformed one', async () => {
      // The spec's {id} is a record id: a subdomain names no record, so the console cannot lean on it.
      for (const key of [
        'demo',
        'sample',
        'no-such-service',
        '999999',
        '0',
        '-1',
        '1.5',
        '99999999999999999999',
      ]) {
        const response = await detail(tokens.master, key);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: ja.errors.notFound });
      }
    });
  });
});
