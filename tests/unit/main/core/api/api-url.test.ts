import { describe, expect, it } from 'vitest';
import { apiLocationOf } from '../../../../../src-main/core/api/api-url';

const BASE = 'https://api.example.jp/api/v1';

describe('apiLocationOf: which server URLs may receive the bearer token', () => {
  it('turns a URL inside the API into its path and query', () => {
    expect(apiLocationOf(BASE, 'https://api.example.jp/api/v1/export/download/12?signature=a%2Fb')).toEqual({
      path: 'export/download/12',
      query: { signature: 'a/b' },
    });
    expect(apiLocationOf(BASE, '/api/v1/import/error-file/3')).toEqual({
      path: 'import/error-file/3',
      query: {},
    });
  });

  it.each([
    'https://files.example.jp/api/v1/export/download/12',
    'http://api.example.jp/api/v1/export/download/12',
    'https://api.example.jp:8443/api/v1/export/download/12',
    'https://api.example.jp/api/v10/export',
    'https://api.example.jp/other/export/download/12',
    'https://api.example.jp/api/v1/../../export',
    'https://user:pass@api.example.jp/api/v1/export/download/12',
    'https://api.example.jp/api/v1/',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (url) => {
    expect(apiLocationOf(BASE, url)).toBeNull();
  });
});
