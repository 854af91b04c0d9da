import { describe, expect, it } from 'vitest';
import { formatPhone, formatZipcode } from '@shared/format';

describe('phone numbers and postal codes as people write them', () => {
  it.each([
    ['0312345678', '03-1234-5678'],
    ['0988876544', '098-887-6544'],
    ['09012345678', '090-1234-5678'],
    ['0662345678', '06-6234-5678'],
    ['0120123456', '0120-123-456'],
    ['03-1234-5678', '03-1234-5678'],
  ])('%s → %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows what it cannot place as stored, and nothing for nothing', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });

  it('hyphenates a seven-digit postal code', () => {
    expect(formatZipcode('1500043')).toBe('150-0043');
    expect(formatZipcode('150-0043')).toBe('150-0043');
    expect(formatZipcode('15004')).toBe('15004');
    expect(formatZipcode(undefined)).toBe('');
  });
});
