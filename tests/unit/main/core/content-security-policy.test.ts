import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_META,
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
} from '../../../../src-main/core';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('content security policy', () => {
  it('is strict: own scripts only, no objects, no base, no forms, no framing', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    // Beyond the app itself only Google Maps, for the store map.
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('has a meta variant without the directives a meta element ignores', () => {
    expect(directives(CONTENT_SECURITY_POLICY_META).has('frame-ancestors')).toBe(false);
    expect(CONTENT_SECURITY_POLICY_META).toBe(
      CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''),
    );
  });

  it('only the development variant allows inline scripts and loopback WebSockets', () => {
    const policy = directives(DEVELOPMENT_CONTENT_SECURITY_POLICY);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://maps.googleapis.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'ws://localhost:*',
      'ws://127.0.0.1:*',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});
