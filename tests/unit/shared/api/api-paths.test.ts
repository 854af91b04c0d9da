import { describe, expect, it } from 'vitest';
import { ADDRESS_PATHS, API_PATHS, fastifyPath, importUploadPath } from '@shared/api';
import { IMPORT_TARGET_NAMES } from '@shared/constants';
import { apiChannels } from '@shared/ipc';

/** Every path string of a declaration, however deeply it is grouped. */
function declared(paths: object): string[] {
  return Object.values(paths).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? declared(value) : [],
  );
}

describe('API paths, declared once in src-shared', () => {
  it('declares each path of the management API once', () => {
    const paths = [...declared(API_PATHS), ...IMPORT_TARGET_NAMES.map(importUploadPath)];
    const repeated = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(repeated).toEqual([]);
  });

  it('has every API channel of the console call a declared path (the address service its own)', () => {
    const api = new Set(declared(API_PATHS));
    const address = new Set(declared(ADDRESS_PATHS));
    const undeclared = Object.entries(apiChannels)
      .filter(([, channel]) => !((channel.base ?? 'api') === 'address' ? address : api).has(channel.path))
      .map(([name, channel]) => `${name}: ${channel.path}`);
    expect(undeclared).toEqual([]);
    expect(Object.keys(apiChannels).length).toBeGreaterThan(100);
  });

  it('gives an import target its upload path under the service', () => {
    expect(importUploadPath('stores')).toBe('{subdomain}/stores/uploads');
    expect(importUploadPath('contracts')).toBe('{subdomain}/shops/{shopId}/contracts/uploads');
  });

  it('turns a declared path into the route Fastify registers', () => {
    expect(fastifyPath(API_PATHS.stores.item)).toBe('/:subdomain/stores/:id');
    expect(fastifyPath(API_PATHS.health.ready)).toBe('/health');
  });
});
