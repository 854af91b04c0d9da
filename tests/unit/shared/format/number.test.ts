import { describe, expect, it } from 'vitest';
import { formatNumber, formatYen, formatYenSign } from '@shared/format';

describe('formatNumber', () => {
  it('separates thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2147483647)).toBe('2,147,483,647');
    expect(formatNumber(-1234)).toBe('-1,234');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('reads numeric strings, with or without commas', () => {
    expect(formatNumber('12800')).toBe('12,800');
    expect(formatNumber('1,234')).toBe('1,234');
    expect(formatNumber(' 42 ')).toBe('42');
  });

  it('shows zero as 0, or as empty with the flag', () => {
    expect(formatNumber(0, { zeroAsEmpty: false })).toBe('0');
    expect(formatNumber(0, { zeroAsEmpty: true })).toBe('');
    expect(formatNumber('0', { zeroAsEmpty: true })).toBe('');
    expect(formatNumber(1, { zeroAsEmpty: true })).toBe('1');
  });

  it('gives an empty string for nothing or a non-number', () => {
    for (const value of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(value)).toBe('');
    }
  });
});

describe('formatYen', () => {
  it('writes amounts as 12,800円', () => {
    expect(formatYen(12800)).toBe('12,800円');
    expect(formatYen(0)).toBe('0円');
    expect(formatYen(-500)).toBe('-500円');
    expect(formatYen(0, { zeroAsEmpty: true })).toBe('');
    expect(formatYen(null)).toBe('');
  });
});

describe('formatYenSign', () => {
  it('writes amounts as ¥12,800, the sign before the yen mark', () => {
    expect(formatYenSign(12800)).toBe('¥12,800');
    expect(formatYenSign(-12800)).toBe('-¥12,800');
    expect(formatYenSign(0)).toBe('¥0');
    expect(formatYenSign(0, { zeroAsEmpty: true })).toBe('');
    expect(formatYenSign(undefined)).toBe('');
  });
});
