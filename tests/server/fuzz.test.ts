import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@shared/api';
import type { DemoTokens } from './support/accounts';
import { DATABASE_TARGETS } from './support/databases';
import { demoApi } from './support/demo-api';
import { BASE_PATHS, endpointCollector, exampleBodies, fieldsOf, TENANT_PARAMS } from './support/endpoints';
import type { Endpoint } from './support/endpoints';
import { multipartBody } from './support/http';

/** Requests per endpoint; FUZZ_RUNS raises it for a longer hunt, FUZZ_SEED replays one. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Values that broke or could break a server: NUL, prototype keys, huge numbers, SQL, odd Unicode. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '__proto__',
  'constructor',
  'toString',
  "' OR '1'='1",
  '%',
  '_',
  '\\',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=cmd|" /C calc"!A0',
  '😀👨‍👩‍👧',
  '𠮷野家',
  'ｱｲｳ',
  '\ud800',
  '2147483647',
  '2147483648',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'NaN',
  'null',
  'true',
  '2026-02-30',
  '2026-01-01T00:00:00+09:00',
  'x'.repeat(5000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.constantFrom(2147483648, -1, 0, 1, 1e308, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.array(fc.integer({ min: -5, max: 2 ** 33 }), { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 2 }),
);

/** Field names of an endpoint: its channels' schema fields, the list parameters and prototype keys. */
function fieldNamesOf(endpoint: Endpoint): string[] {
  const fromSchemas = endpoint.schemas.flatMap((schema) => Object.keys(fieldsOf(schema) ?? {}));
  const list = ['page', 'limit', 'sort', 'typeSort', 'keyword', 'noPaginate', 'updatedAt', '_method'];
  return [...new Set([...fromSchemas, ...list, '__proto__', 'constructor'])].filter(
    (name) => !endpoint.params.includes(name),
  );
}

/** A body or query: a valid-looking example (or nothing) with some fields made hostile. */
function fieldsArbitrary(endpoint: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const skip = new Set(endpoint.params);
  const bases = [{}, ...endpoint.schemas.flatMap((schema) => exampleBodies(schema, skip))];
  const names = fieldNamesOf(endpoint);
  return fc
    .tuple(
      fc.constantFrom(...bases),
      fc.array(fc.tuple(fc.constantFrom(...names), nastyValue), { maxLength: 4 }),
    )
    .map(([base, overrides]) => {
      const fields: Record<string, unknown> = { ...base };
      // defineProperty, so `__proto__` becomes a real key of the JSON as an attacker would send it.
      for (const [name, value] of overrides)
        Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
      return fields;
    });
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; fields: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, unknown>; file: Uint8Array | null }
  | { kind: 'raw'; contentType: string; bytes: Uint8Array };

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<Body> {
  if (endpoint.method === 'GET') return fc.constant({ kind: 'none' });
  const fields = fieldsArbitrary(endpoint);
  return fc.oneof(
    { weight: 5, arbitrary: fields.map((value): Body => ({ kind: 'json', fields: value })) },
    {
      weight: endpoint.multipart ? 4 : 1,
      arbitrary: fc
        .tuple(fields, fc.option(fc.uint8Array({ maxLength: 64 })))
        .map(([value, file]): Body => ({ kind: 'multipart', fields: value, file })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'application/json',
            'multipart/form-data',
            'multipart/form-data; boundary=x',
            'text/csv',
            'application/x-www-form-urlencoded',
          ),
          fc.uint8Array({ maxLength: 64 }),
        )
        .map(([contentType, bytes]): Body => ({ kind: 'raw', contentType, bytes })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
/** Lone surrogates cannot be percent-encoded; they become U+FFFD as a browser would send them. */
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Every field of a multipart body as text; the file under each name a file part may have. */
function multipartOf(fields: Record<string, unknown>, file: Uint8Array | null) {
  const textFields = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, wellFormed(text(value))]),
  );
  const files = file
    ? ['file', 'image', 'logo', 'sound', 'images[]'].map((name) => ({
        name,
        fileName: 'fuzz.bin',
        contentType: 'application/octet-stream',
        data: Buffer.from(file),
      }))
    : [];
  return multipartBody(textFields, files.slice(0, 1 + ((file?.length ?? 0) % 5)));
}

/** Authorization headers no login gave: malformed, of another scheme, forged or huge. */
const HOSTILE_AUTHORIZATIONS = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'bearer x.y.z',
  'Basic dGVzdDp0ZXN0',
  "Bearer ' OR '1'='1",
  'Bearer ../../etc/passwd',
  `Bearer ${'a'.repeat(8_000)}`,
];

/** Who sends it: a logged-in demo account, a forged header, or nobody. */
type Caller = { account: keyof DemoTokens } | { header: string } | null;

interface Request {
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Body;
}

/** A Japanese `{ message }` (and `errors` of `{ name, message }`): the documented shape of every failure. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/**
 * The property-based fuzz test of issue 18: every endpoint (from the app's route list, so ones
 * added later are fuzzed too), with hostile path values, queries and bodies (JSON, multipart,
 * raw bytes) under each role, never answers 5xx, and answers every 4xx in the documented shape.
 */
describe.each(DATABASE_TARGETS)('fuzzing every endpoint on $name', (target) => {
  const collector = endpointCollector();
  const { api, tokens } = demoApi(target, { jobs: { worker: false }, onRoute: collector.onRoute });

  function requestArbitrary(endpoint: Endpoint): fc.Arbitrary<Request> {
    const param = (name: string) =>
      TENANT_PARAMS.has(name)
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom('demo', 'sample', '1') }, nastyString)
        : fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 1, max: 80 }).map(String) }, nastyString);
    return fc.record({
      // Logout would end the shared sessions the other requests use.
      caller:
        endpoint.path === '/auth/logout'
          ? fc.constant(null)
          : fc.oneof(
              {
                weight: 6,
                arbitrary: fc
                  .constantFrom<keyof DemoTokens>('master', 'client', 'store', 'group', 'sampleClient')
                  .map((account): Caller => ({ account })),
              },
              {
                weight: 1,
                arbitrary: fc.constantFrom(...HOSTILE_AUTHORIZATIONS).map((header): Caller => ({ header })),
              },
              { weight: 1, arbitrary: fc.constant<Caller>(null) },
            ),
      params: fc.record(Object.fromEntries(endpoint.params.map((name) => [name, param(name)]))),
      query:
        endpoint.method === 'GET' || endpoint.method === 'DELETE'
          ? fieldsArbitrary(endpoint)
          : fc.constant({}),
      body: bodyArbitrary(endpoint),
    });
  }

  async function send(endpoint: Endpoint, request: Request) {
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(wellFormed(request.params[name] ?? '')),
    );
    const query = new URLSearchParams(
      Object.entries(request.query).map(([name, value]): [string, string] => [
        wellFormed(name),
        wellFormed(text(value)),
      ]),
    ).toString();
    const { caller } = request;
    const headers: Record<string, string> = {};
    if (caller)
      headers.authorization = 'account' in caller ? `Bearer ${tokens[caller.account]}` : caller.header;
    let payload: string | Buffer | undefined;
    if (request.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body.fields);
    } else if (request.body.kind === 'multipart') {
      const { body, contentType } = multipartOf(request.body.fields, request.body.file);
      headers['content-type'] = contentType;
      payload = body;
    } else if (request.body.kind === 'raw') {
      headers['content-type'] = request.body.contentType;
      payload = Buffer.from(request.body.bytes);
    }
    return api.app.inject({
      method: endpoint.method,
      url: `${BASE_PATHS[endpoint.base]}${path}${query ? `?${query}` : ''}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it(`answers ${RUNS} hostile requests per endpoint without a 5xx, every failure in the Japanese error shape`, async () => {
    const endpoints = collector.endpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [index, endpoint] of endpoints.entries()) {
      const property = fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
        const response = await send(endpoint, request);
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        if (response.statusCode < 400) return;
        const body = errorBodySchema.parse(response.json());
        expect(body.message).toMatch(JAPANESE);
        for (const entry of body.errors ?? []) expect(entry.message).toMatch(JAPANESE);
      });
      try {
        await fc.assert(property, { numRuns: RUNS, seed: SEED === undefined ? undefined : SEED + index });
      } catch (error) {
        failures.push(`${endpoint.method} ${endpoint.path}: ${(error as Error).message.slice(0, 1500)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
