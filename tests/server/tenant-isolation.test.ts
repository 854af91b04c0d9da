import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INTEGER } from '@shared/constants';
import { rawRows } from '../../src-server/platform/db/raw-select';
import type { Database } from '../../src-server/index';
import { loginDemoAccounts, serviceIdOf } from './support/accounts';
import type { DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { endpointCollector, exampleBodies, isIdName, TENANT_PARAMS } from './support/endpoints';
import type { Endpoint } from './support/endpoints';
import { validShop } from './support/forms';
import { startTestApi } from './support/harness';
import type { ApiResponse, TestApi } from './support/harness';

/**
 * Every sequence starts in a range of its own before the demo data is loaded, so an id of one
 * table is never an id of another: a demo shop's id names nothing in any other table, and an
 * answer that differs for it can only come from that shop. The services keep their small ids
 * (the demo data derives values from them; a service is named by the tenant parameter anyway).
 */
async function spreadSequences(db: Database): Promise<void> {
  const sequences = await rawRows<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences
        where schemaname = 'public' and sequencename <> 'services_id_seq' order by sequencename`,
  );
  const spacing = Math.floor((MAX_INTEGER - 1_000_000) / (sequences.length + 1) / 1_000_000) * 1_000_000;
  for (const [index, { name }] of sequences.entries()) {
    await db.execute(sql.raw(`alter sequence "${name}" restart with ${spacing * (index + 1)}`));
  }
}

interface ForeignRecord {
  table: string;
  id: string;
}

/**
 * Records of the demo service in every table that has a service_id (tables added later
 * included): the first of each, and for shops one with and one without an EC password.
 */
async function recordsOfService(db: Database, serviceId: number): Promise<ForeignRecord[]> {
  const tables = await rawRows<{ table: string }>(
    db,
    sql`select c.table_name as "table" from information_schema.columns c
        join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'service_id' and i.column_name = 'id'
        order by c.table_name`,
  );
  const records: ForeignRecord[] = [];
  for (const { table } of tables) {
    const ids = await rawRows<{ id: string }>(
      db,
      sql.raw(`select id::text from "${table}" where service_id = ${serviceId} order by id limit 1`),
    );
    records.push(...ids.map(({ id }) => ({ table, id })));
  }
  for (const withPassword of [true, false]) {
    const [shop] = await rawRows<{ id: string }>(
      db,
      sql`select id::text from shops where service_id = ${serviceId}
          and (ec_shop_password is not null) = ${withPassword} order by id limit 1`,
    );
    if (shop) records.push({ table: `shops (EC password: ${withPassword})`, id: shop.id });
  }
  return records;
}

/** No row of any table has this id. */
const NO_RECORD = String(MAX_INTEGER);

/** An id of no record in the same format as `id` (a number, or a UUID of the job tables). */
function noRecordLike(id: string): string {
  return /^\d+$/.test(id) ? NO_RECORD : id.replace(/\d/g, '0').replace(/[a-z]/gi, 'a');
}

/**
 * Item 6 of issue 18: for every endpoint (taken from the app's route list, so endpoints added
 * later are covered), a service's user who names another service's record, in the path or in
 * the body, gets the very answer they get for an id of no record: nothing in it depends on the
 * other service's record or its data.
 */
describe.each(DATABASE_TARGETS)('tenant isolation of every endpoint on $name', (target) => {
  const collector = endpointCollector();
  let api: TestApi;
  let tokens: DemoTokens;
  let foreign: ForeignRecord[];
  let genreId: number;

  beforeAll(async () => {
    api = await startTestApi(target, {
      jobs: { worker: false },
      onRoute: collector.onRoute,
      beforeSeed: spreadSequences,
    });
    tokens = await loginDemoAccounts(api);
    const [genre] = await rawRows<{ id: number }>(api.db, sql`select id from genres order by id limit 1`);
    genreId = genre!.id;
    // A job and a shop with an EC password of the demo service, so they are among its records.
    await api.request('GET', '/demo/exports/0001', { token: tokens.client });
    await api.request('POST', '/demo/stores', {
      token: tokens.client,
      body: validShop({ ecShopId: 'EC-PROBE-1', ecShopPassword: 'Ec-Pass-2026!', ecSalesType: 1, genreId }),
    });
    foreign = await recordsOfService(api.db, await serviceIdOf(api, 'demo'));
  });
  afterAll(() => api?.close());

  /** The bodies an endpoint is tried with: its channels' examples, or an empty one. */
  function bodiesOf(endpoint: Endpoint): Record<string, unknown>[] {
    const skip = new Set(endpoint.params);
    const examples = endpoint.schemas.flatMap((schema) => exampleBodies(schema, skip));
    // The probe: an EC shop id with no EC password typed.
    if (endpoint.method === 'PUT' && endpoint.path === '/:subdomain/stores/:id')
      examples.push({
        ...validShop({ ecShopId: 'EC-PROBE-2', ecShopPassword: '', ecSalesType: 1, genreId }),
        updatedAt: '2026-01-01T00:00:00+09:00',
      });
    const distinct = [...new Map(examples.map((body) => [JSON.stringify(body), body])).values()];
    return distinct.length > 0 ? distinct : [{}];
  }

  function send(endpoint: Endpoint, pathIds: string, body: Record<string, unknown>): Promise<ApiResponse> {
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
      TENANT_PARAMS.has(name) ? 'sample' : isIdName(name) ? pathIds : '1',
    );
    const withBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
    return api.request(endpoint.method, path, { token: tokens.sampleClient, ...(withBody ? { body } : {}) });
  }

  type Answer = { status: number; body: unknown };
  type Variant = {
    slot: string;
    records: ForeignRecord[];
    apply: (id: string) => [string, Record<string, unknown>];
  };
  const answerOf = (response: ApiResponse): Answer => ({ status: response.status, body: response.body });
  const pathVariant = (id: string, body: Record<string, unknown>): [string, Record<string, unknown>] => [
    id,
    body,
  ];
  const bodyVariant = (
    name: string,
    id: string,
    body: Record<string, unknown>,
  ): [string, Record<string, unknown>] => [
    NO_RECORD,
    { ...body, [name]: name.endsWith('Ids') ? [Number(id)] : Number(id) },
  ];

  it(
    'answers a record of another service as it answers no record, in every path and body id',
    { timeout: 300_000 },
    async () => {
      // The address lookup service holds no service's data.
      const endpoints = collector.endpoints().filter((endpoint) => endpoint.base === 'api');
      expect(endpoints.length).toBeGreaterThan(40);
      expect(foreign.length).toBeGreaterThan(8);
      const differences: string[] = [];
      let compared = 0;

      for (const endpoint of endpoints) {
        const pathSlots = endpoint.params.filter((name) => !TENANT_PARAMS.has(name) && isIdName(name));
        for (const body of bodiesOf(endpoint)) {
          const bodySlots = Object.keys(body).filter(isIdName);
          // Path ids first (all of them the record at once), then each body id (numeric records only).
          const variants: Variant[] = [
            ...(pathSlots.length > 0
              ? [{ slot: 'path', records: foreign, apply: (id: string) => pathVariant(id, body) }]
              : []),
            ...bodySlots.map((name) => ({
              slot: name,
              records: foreign.filter((record) => /^\d+$/.test(record.id)),
              apply: (id: string) => bodyVariant(name, id, body),
            })),
          ];
          for (const { slot, records, apply } of variants) {
            const nobody = new Map<string, Answer>();
            for (const record of records) {
              const none = noRecordLike(record.id);
              if (!nobody.has(none)) nobody.set(none, answerOf(await send(endpoint, ...apply(none))));
              const expected = nobody.get(none)!;
              // An id this endpoint does not look up (the write went through without it) says nothing.
              if (expected.status < 400) continue;
              const answer = answerOf(await send(endpoint, ...apply(record.id)));
              compared += 1;
              if (JSON.stringify(answer) !== JSON.stringify(expected))
                differences.push(
                  `${endpoint.method} ${endpoint.path} [${slot}=${record.table} ${record.id}]: ` +
                    `${answer.status} ${JSON.stringify(answer.body)} instead of ${expected.status} ${JSON.stringify(expected.body)}`,
                );
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(200);
      expect(differences).toEqual([]);
    },
  );
});
