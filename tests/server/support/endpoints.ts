import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { apiChannels } from '@shared/ipc';
import type { ApiMethod } from '@shared/ipc';
import { ADDRESS_API_BASE_PATH, API_BASE_PATH } from '@shared/constants';
import { exampleBodies } from '../../fixtures/example-bodies';
import { fieldsOf } from '../../fixtures/zod-walk';

export { exampleBodies, fieldsOf };

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
