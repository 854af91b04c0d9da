import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  contentSecurityPolicyMeta,
  developmentContentSecurityPolicy,
  inlineScriptHash,
  inlineScriptHashes,
  MAP_IMAGE_HOSTS,
} from '../../../../../src-main/core';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const LOADER = 'import("./assets/index-Ab12.js");';
const HASH = inlineScriptHash(LOADER);

/** Hosts known to serve JSONP or script gadgets (from Google's CSP Evaluator list), ours included. */
const JSONP_HOSTS = [
  'googleapis.com',
  'google.com',
  'gstatic.com',
  'ajax.googleapis.com',
  'cdnjs.cloudflare.com',
];

describe('content security policy', () => {
  it('trusts scripts by hash and strict-dynamic only: no script host, so no JSONP endpoint', () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: [HASH], apiOrigin: 'https://api.example.jp' }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'strict-dynamic'", `'${HASH}'`]);
    for (const source of policy.get('script-src') ?? []) {
      expect(source.startsWith("'"), `${source} is a host`).toBe(true);
      for (const host of JSONP_HOSTS) expect(source).not.toContain(host);
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ scriptHashes: [HASH] })).not.toMatch(
      /unsafe-eval|unsafe-inline'[^;]*;.*script/,
    );
  });

  it("takes images only from the app, data:/blob: (the API's through main), the API's origin and the map's image hosts", () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: [HASH], apiOrigin: 'https://api.example.jp' }),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.jp',
      ...MAP_IMAGE_HOSTS,
    ]);
    expect(policy.get('img-src')).not.toContain('https:');
    expect(policy.get('img-src')).not.toContain('*');
    expect(directives(contentSecurityPolicyMeta({ scriptHashes: [HASH] })).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...MAP_IMAGE_HOSTS,
    ]);
  });

  it('adds the ImageHosts origins to the images, and never anything but an exact origin', () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: [HASH],
        apiOrigin: 'https://api.example.jp',
        imageHosts: [
          'https://cdn.example.jp',
          'https://*.example.jp',
          "'unsafe-inline'",
          'https://files.example.jp/x',
        ],
      }),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.jp',
      'https://cdn.example.jp',
      ...MAP_IMAGE_HOSTS,
    ]);
    expect(policy.get('connect-src')).not.toContain('https://cdn.example.jp');
  });

  it('has a meta variant without the directives a meta element ignores', () => {
    const options = { scriptHashes: [HASH] };
    expect(directives(contentSecurityPolicyMeta(options)).has('frame-ancestors')).toBe(false);
    expect(contentSecurityPolicyMeta(options)).toBe(
      contentSecurityPolicy(options).replace("; frame-ancestors 'none'", ''),
    );
  });

  it('hashes exactly the inline scripts of a page, not the ones with a src', () => {
    const page = `<head><script type="module">${LOADER}</script><script src="./x.js"></script></head>`;
    expect(inlineScriptHashes(page)).toEqual([HASH]);
    expect(HASH).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(inlineScriptHash(`${LOADER} `)).not.toBe(HASH);
  });

  it('only the development variant allows inline scripts, the maps host and loopback WebSockets', () => {
    const policy = directives(developmentContentSecurityPolicy('http://127.0.0.1:8787'));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://maps.googleapis.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'ws://localhost:*',
      'ws://127.0.0.1:*',
    ]);
    expect(policy.get('img-src')).toContain('http://127.0.0.1:8787');
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});
