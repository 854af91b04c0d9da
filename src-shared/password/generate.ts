import {
  GENERATED_PASSWORD_ALPHANUMERIC_COUNT,
  GENERATED_PASSWORD_LENGTH,
  GENERATED_PASSWORD_SYMBOL_COUNT,
  GENERATED_PASSWORD_SYMBOLS,
  PASSWORD_ALPHANUMERICS,
} from '../constants/password';
import { PATTERNS } from '../validation/patterns';

/** Fills the array with cryptographically random values, as `crypto.getRandomValues` does. */
export type RandomSource = (array: Uint32Array) => Uint32Array;

const cryptoRandom: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

const UINT32_RANGE = 2 ** 32;

/** A uniform integer in [0, bound): values from the incomplete last block are redrawn, so no bias. */
export function randomIndex(bound: number, random: RandomSource = cryptoRandom): number {
  const limit = UINT32_RANGE - (UINT32_RANGE % bound);
  const sample = new Uint32Array(1);
  for (;;) {
    random(sample);
    const value = sample[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

function randomCharacters(alphabet: string, count: number, random: RandomSource): string[] {
  return Array.from({ length: count }, () => alphabet.charAt(randomIndex(alphabet.length, random)));
}

/** Fisher-Yates shuffle with unbiased random indices. */
export function shuffle<T>(items: readonly T[], random: RandomSource = cryptoRandom): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1, random);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * A new password: 16 random letters and digits plus 4 symbols, shuffled, cut to 20. Drawn
 * again in the rare case it lacks a letter or a digit, so that it always passes the
 * password rule (PATTERNS.password).
 */
export function generatePassword(random: RandomSource = cryptoRandom): string {
  for (;;) {
    const characters = [
      ...randomCharacters(PASSWORD_ALPHANUMERICS, GENERATED_PASSWORD_ALPHANUMERIC_COUNT, random),
      ...randomCharacters(GENERATED_PASSWORD_SYMBOLS, GENERATED_PASSWORD_SYMBOL_COUNT, random),
    ];
    const candidate = shuffle(characters, random).join('').slice(0, GENERATED_PASSWORD_LENGTH);
    if (PATTERNS.password.test(candidate)) return candidate;
  }
}
