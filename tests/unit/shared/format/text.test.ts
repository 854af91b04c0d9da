import { describe, expect, it } from 'vitest';
import { truncate } from '@shared/format';

describe('truncate', () => {
  it('keeps a text of 20 characters or fewer as it is', () => {
    expect(truncate('あ'.repeat(20))).toBe('あ'.repeat(20));
    expect(truncate('short')).toBe('short');
  });

  it('cuts a longer text to 20 characters and adds an ellipsis', () => {
    expect(truncate('あ'.repeat(21))).toBe(`${'あ'.repeat(20)}...`);
  });

  it('takes another length', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });

  it('never splits a surrogate pair', () => {
    expect(truncate('𠮷𠮷𠮷', 2)).toBe('𠮷𠮷...');
  });

  it('gives an empty string for nothing', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
    expect(truncate('')).toBe('');
  });
});
