import { describe, expect, it } from 'vitest';
import { isLoopbackHost, validateApiBaseUrl } from '../../../../../src-main/core';

describe('validateApiBaseUrl: plain http only to this machine', () => {
  it.each([
    'https://api.example.jp/api/v1',
    'https://10.0.0.5:8443/api/v1',
    'http://127.0.0.1:8787/api/v1',
    'http://127.0.0.2/api/v1',
    'http://localhost:8787/api/v1',
    'http://LOCALHOST./api/v1',
    'http://[::1]:8787/api/v1',
  ])('accepts %s', (url) => {
    expect(validateApiBaseUrl(url).ok).toBe(true);
  });

  it.each([
    ['a LAN address', 'http://10.0.0.5:8080/api/v1'],
    ['a host name', 'http://api.example.jp/api/v1'],
    ['a look-alike of localhost', 'http://localhost.example.jp/api/v1'],
    ['a look-alike of 127.0.0.1', 'http://127.0.0.1.nip.io/api/v1'],
    ['the any address', 'http://0.0.0.0:8787/api/v1'],
    ['a mapped IPv6 address', 'http://[::ffff:10.0.0.5]/api/v1'],
  ])('refuses plain http to %s, naming https', (_case, url) => {
    const checked = validateApiBaseUrl(url);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toContain('https');
  });

  it.each([
    'ftp://files.example.jp',
    'https://user:pass@api.example.jp/api/v1',
    'https://api.example.jp/api/v1?x=1',
    'api.example.jp',
  ])('still refuses %s', (url) => {
    expect(validateApiBaseUrl(url).ok).toBe(false);
  });

  it('trims trailing slashes', () => {
    expect(validateApiBaseUrl(' https://api.example.jp/api/v1/ ')).toEqual({
      ok: true,
      url: 'https://api.example.jp/api/v1',
    });
  });

  it('knows the loopback hosts exactly', () => {
    expect(['localhost', '127.0.0.1', '127.255.255.254', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['127.0.0.256', '127.1', '128.0.0.1', 'localhost.evil', '[::2]'].some(isLoopbackHost)).toBe(false);
  });
});
