import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { apiChannels } from '@shared/ipc';
import type { ApiMethod } from '@shared/ipc';
import { ADDRESS_API_BASE_PATH, API_BASE_PATH } from '@shared/constants';

/**
 * Every endpoint of the app, as Fastify registered it, with the request schemas the console's
 * bridge channels declare for it. Tests that walk the whole API (tenant isolation, the fuzz
 * test) take their list from here, so an endpoint added later is covered without a test change.
 */
export interface Endpoint {
  method: ApiMethod;
  /** Which service: the management API or the address lookup service (no login, no tenant). */
  base: 'api' | 'address';
  /** Relative to the service's base path, Fastify style: `/:subdomain/stores/:id`. */
  path: string;
  params: string[];
  /** The request schemas of the channels that call this endpoint (none for an endpoint no channel calls). */
  schemas: z.ZodType[];
  /** A channel sends it multipart form data. */
  multipart: boolean;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

export const BASE_PATHS = { api: API_BASE_PATH, address: ADDRESS_API_BASE_PATH } as const;

function baseOf(url: string): Endpoint['base'] | null {
  if (url.startsWith(`${API_BASE_PATH}/`)) return 'api';
  if (url.startsWith(`${ADDRESS_API_BASE_PATH}/`)) return 'address';
  return null;
}

/** Collects the routes of an app: pass `onRoute` to buildApp, then read `endpoints()`. */
export function endpointCollector() {
  const routes: { method: ApiMethod; base: Endpoint['base']; url: string }[] = [];
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const base = baseOf(route.url);
      for (const method of methods) {
        if (METHODS.has(method) && base) routes.push({ method: method as ApiMethod, base, url: route.url });
      }
    },
    endpoints(): Endpoint[] {
      return routes.map(({ method, base, url }) => {
        const path = url.slice(BASE_PATHS[base].length);
        const channels = channelsOf(method, base, path);
        return {
          method,
          base,
          path,
          params: paramsOf(path),
          schemas: channels.map((channel) => channel.request as z.ZodType),
          multipart: channels.some((channel) => channel.multipart === true),
        };
      });
    },
  };
}

function paramsOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** `/:subdomain/stores/:id` and `{subdomain}/stores/{id}` both become `/{}/stores/{}`. */
function shapeOf(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/:\w+|\{\w+\}/g, '{}');
}

function channelsOf(method: ApiMethod, base: Endpoint['base'], path: string) {
  return Object.values(apiChannels)
    .filter((channel) => (channel.base ?? 'api') === base)
    .filter((channel) => channel.method === method && shapeOf(channel.path) === shapeOf(path));
}

/** The tenant parameters: they name the caller's own service in these tests. */
export const TENANT_PARAMS = new Set(['subdomain', 'idOrSubdomain']);

/** A path parameter or body field that holds the id of a record. */
export function isIdName(name: string): boolean {
  return name === 'id' || /[a-z]Ids?$/.test(name);
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The fields of an object schema, through optional, default and pipe wrappers; null when it is no object. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape ?? null;
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return null;
}

/** Values a field of a console form usually takes; the first its schema accepts is used. */
const FILLED_VALUES: unknown[] = [
  'テスト店舗',
  'テスト',
  'tester@example.jp',
  'Passw0rd!x-2026',
  '0312345678',
  '09012345678',
  '1000001',
  '13101',
  '13',
  'https://example.jp/',
  '192.168.0.1',
  'test-shop',
  '2026-01-01',
  '2026-01-01T10:00:00+09:00',
  '10:00',
  'テスト',
  1,
  2,
  true,
  '1',
  [],
  {},
  null,
  '',
];

/**
 * A body the schema's fields each accept (cross-field rules may still refuse it): with every
 * field filled where it can be, or left blank where it can be. Fields no value fits are left out.
 */
export function exampleBodies(schema: z.ZodType, skip: ReadonlySet<string>): Record<string, unknown>[] {
  const fields = fieldsOf(schema);
  if (!fields) return [];
  const fill = (values: unknown[]) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([name]) => !skip.has(name))
        .flatMap(([name, field]) => {
          const value = values.find((candidate) => field.safeParse(candidate).success);
          return value === undefined ? [] : [[name, value]];
        }),
    );
  const blankFirst = [null, '', [], false, ...FILLED_VALUES];
  return [fill(FILLED_VALUES), fill(blankFirst)];
}
