import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_PATHS, API_PATHS, fastifyPath, importUploadPath } from '@shared/api';
import { IMPORT_TARGET_NAMES } from '@shared/constants';
import { apiChannels } from '@shared/ipc';
import { DATABASE_TARGETS } from './support/databases';
import { endpointCollector } from './support/endpoints';
import type { Endpoint } from './support/endpoints';
import { startTestApi } from './support/harness';
import type { TestApi } from './support/harness';

function declared(paths: object): string[] {
  return Object.values(paths).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? declared(value) : [],
  );
}

const routeOf = (method: string, base: Endpoint['base'], path: string) => `${method} ${base} ${path}`;

// The routes are the same on every database: one is enough.
describe('the reference server and the console, on the paths of src-shared', () => {
  const collector = endpointCollector();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(DATABASE_TARGETS[0]!, { onRoute: collector.onRoute });
  });
  afterAll(() => api?.close());

  it('registers every endpoint on a path declared in API_PATHS (the address service in ADDRESS_PATHS)', () => {
    const known = {
      api: new Set([...declared(API_PATHS), ...IMPORT_TARGET_NAMES.map(importUploadPath)].map(fastifyPath)),
      address: new Set(declared(ADDRESS_PATHS).map(fastifyPath)),
    };
    const endpoints = collector.endpoints();
    const undeclared = endpoints
      .filter((endpoint) => !known[endpoint.base].has(endpoint.path))
      .map((endpoint) => routeOf(endpoint.method, endpoint.base, endpoint.path));
    expect(undeclared).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it('serves every API channel of the console: its method on its path, parameter names and all', () => {
    const served = new Set(
      collector.endpoints().map((endpoint) => routeOf(endpoint.method, endpoint.base, endpoint.path)),
    );
    const unserved = Object.entries(apiChannels)
      .filter(([, channel]) => !served.has(routeOf(channel.method, channel.base ?? 'api', fastifyPath(channel.path))))
      .map(([name, channel]) => `${name}: ${channel.method} ${channel.path}`);
    expect(unserved).toEqual([]);
  });
});
