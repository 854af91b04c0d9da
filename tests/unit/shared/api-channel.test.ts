import { describe, expect, it } from 'vitest';
import { fillApiPath, pathParameters } from '@shared/ipc';

describe('API channel paths', () => {
  it('names the parameters of a path', () => {
    expect(pathParameters('{subdomain}/stores/{id}/config')).toEqual(['subdomain', 'id']);
    expect(pathParameters('genres')).toEqual([]);
  });

  it('fills the parameters from the request and leaves the rest for the query or body', () => {
    expect(
      fillApiPath('{subdomain}/stores/{id}', { subdomain: 'demo', id: 12, storeName: '渋谷店' }),
    ).toEqual({
      path: 'demo/stores/12',
      rest: { storeName: '渋谷店' },
    });
  });

  it('encodes a parameter so it cannot add path segments', () => {
    expect(fillApiPath('{subdomain}/stores', { subdomain: '../admin' }).path).toBe('..%2Fadmin/stores');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillApiPath('{subdomain}/stores/{id}', { subdomain: 'demo' })).toThrow(
      'missing path parameter id',
    );
  });
});
