import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopIdByName } from './support/accounts';
import type { DemoAccount } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';

const SERVER_SOURCE = join(__dirname, '../../src-server');
const OWN_SHOP = 'ひだまり珈琲 渋谷道玄坂店';

/** Every list the route edge answers through listAnswer, with who may read it. */
const LISTS: readonly { name: string; path: (shopId: number) => string; account: DemoAccount }[] = [
  { name: 'stores', path: () => '/demo/stores', account: 'client' },
  { name: 'groups', path: () => '/demo/groups', account: 'client' },
  { name: 'users', path: () => '/users', account: 'master' },
  { name: 'contracts', path: (shopId) => `/demo/shops/${shopId}/contracts`, account: 'client' },
  { name: 'push templates', path: () => '/demo/push-templates/coupon', account: 'client' },
];

describe('listAnswer', () => {
  it('is walked here at every route that answers with it', () => {
    const files = readdirSync(SERVER_SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const calls = files.reduce(
      (total, file) =>
        total + (readFileSync(join(SERVER_SOURCE, file), 'utf8').match(/\blistAnswer\(/gu)?.length ?? 0),
      0,
    );
    expect(calls).toBe(LISTS.length);
  });
});

describe.each(DATABASE_TARGETS)('list answers on $name', (target) => {
  const { api, tokens } = demoApi(target);
  let ownShop: number;

  beforeAll(async () => {
    ownShop = await shopIdByName(api, OWN_SHOP);
  });

  it.each(LISTS)('$name: a page in the envelope, or with noPaginate every row of it', async (list) => {
    const path = list.path(ownShop);
    const token = tokens[list.account];
    const page = await api.request('GET', `${path}?page=1&limit=2`, { token });
    expect(page.status).toBe(200);
    const paged = page.body as { data: unknown[]; meta: { total: number; per_page: number } };
    expect(paged.meta.per_page).toBe(2);
    expect(paged.data).toHaveLength(Math.min(2, paged.meta.total));
    expect(paged.meta.total).toBeGreaterThan(2);

    const all = await api.request('GET', `${path}?noPaginate=1&limit=2`, { token });
    expect(all.status).toBe(200);
    const every = all.body as { data: unknown[]; meta?: unknown; links?: unknown };
    expect(every.meta).toBeUndefined();
    expect(every.links).toBeUndefined();
    expect(every.data).toHaveLength(paged.meta.total);
    expect(every.data.slice(0, 2)).toEqual(paged.data);
  });
});
