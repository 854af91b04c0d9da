import { describe, expect, it } from 'vitest';
import { EXTERNAL_URL_PREFIXES, isAllowedExternalUrl } from '../../../../../src-main/core';

describe('external URL allow-list (shell.openExternal)', () => {
  it('allows only https pages under the app-built prefixes', () => {
    expect(EXTERNAL_URL_PREFIXES.every((prefix) => prefix.startsWith('https://'))).toBe(true);
    expect(isAllowedExternalUrl('https://www.google.com/maps/search/?api=1&query=35.6762,139.6503')).toBe(
      true,
    );
  });

  it.each([
    'http://www.google.com/maps/search/?api=1',
    'https://www.google.com.evil.example/maps/',
    'https://www.google.com/mapsevil',
    'https://www.google.com/maps/../url?q=https://evil.example',
    'https://user@www.google.com/maps/',
    'file:///etc/passwd',
    'smb://server/share',
    'javascript:alert(1)',
    'ms-settings:privacy',
    'https://evil.example/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });
});
