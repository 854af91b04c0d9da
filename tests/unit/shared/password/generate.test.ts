import { describe, expect, it, vi } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  GENERATED_PASSWORD_SYMBOLS,
  PASSWORD_ALPHANUMERICS,
} from '@shared/constants';
import { generatePassword, randomIndex, shuffle } from '@shared/password';
import type { RandomSource } from '@shared/password';
import { PATTERNS } from '@shared/validation';

/** A random source that hands out the given values in turn. */
function scripted(values: number[]): RandomSource {
  let next = 0;
  return (array) => {
    for (let index = 0; index < array.length; index += 1) array[index] = values[next++ % values.length] ?? 0;
    return array;
  };
}

describe('generatePassword', () => {
  it('makes 20 characters: 16 letters and digits and 4 symbols', () => {
    for (let run = 0; run < 200; run += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      const symbols = [...password].filter((char) => GENERATED_PASSWORD_SYMBOLS.includes(char));
      const alphanumerics = [...password].filter((char) => PASSWORD_ALPHANUMERICS.includes(char));
      expect(symbols).toHaveLength(4);
      expect(alphanumerics).toHaveLength(16);
    }
  });

  it('always passes the password rule', () => {
    for (let run = 0; run < 500; run += 1) expect(PATTERNS.password.test(generatePassword())).toBe(true);
  });

  it('never uses / \\ ¥ or quotes', () => {
    for (const char of '/\\¥"\'`') expect(GENERATED_PASSWORD_SYMBOLS.includes(char)).toBe(false);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    generatePassword();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('does not repeat itself', () => {
    const passwords = new Set(Array.from({ length: 1000 }, () => generatePassword()));
    expect(passwords.size).toBe(1000);
  });

  it('draws again when the letters and digits lack a digit', () => {
    // First round: every draw is 0, so 16 × "A" and no digit; the next draws give digits.
    const zeros = Array.from({ length: 16 + 4 + 19 }, () => 0);
    const password = generatePassword(scripted([...zeros, 52, 53, 54]));
    expect(PATTERNS.password.test(password)).toBe(true);
  });

  it('uses every alphanumeric and every symbol over many passwords', () => {
    const seen = new Set(Array.from({ length: 400 }, () => generatePassword()).join(''));
    for (const char of PASSWORD_ALPHANUMERICS + GENERATED_PASSWORD_SYMBOLS) expect(seen.has(char)).toBe(true);
  });
});

describe('randomIndex', () => {
  it('redraws values from the incomplete last block so that there is no modulo bias', () => {
    // For bound 3 the last usable value is 2^32 - 2^32 % 3 - 1; anything above is redrawn.
    const limit = 2 ** 32 - (2 ** 32 % 3);
    expect(randomIndex(3, scripted([limit, limit + 0, 7]))).toBe(7 % 3);
    expect(randomIndex(3, scripted([limit - 1]))).toBe((limit - 1) % 3);
  });

  it('stays within the bound', () => {
    for (let run = 0; run < 1000; run += 1) {
      const value = randomIndex(7);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(7);
    }
  });
});

describe('shuffle', () => {
  it('keeps every item and leaves the input untouched', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const shuffled = shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('is a Fisher-Yates shuffle: each draw picks from the positions not yet fixed', () => {
    // Draws of 0 always swap the last open position with the first: abcd -> bcda.
    expect(shuffle(['a', 'b', 'c', 'd'], scripted([0]))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('gives each of the 6 orders of 3 items about equally often', () => {
    const counts = new Map<string, number>();
    const runs = 6000;
    for (let run = 0; run < runs; run += 1) {
      const key = shuffle(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(runs / 6 - 200);
      expect(count).toBeLessThan(runs / 6 + 200);
    }
  });
});
