import { randomInt } from 'node:crypto';
import { toHalfWidth } from '@shared/input';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code read from paper is typed right. 31 letters, 12 of them: about 59 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** Ten new codes, `xxxx-xxxx-xxxx`, shown once; only their keyed hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** A code as typed (full-width, upper case, spaces, with or without hyphens) in its one form, or null. */
export function normalizedRecoveryCode(typed: string): string | null {
  const letters = toHalfWidth(typed).toLowerCase().replace(/[\s\-‐ー－]/g, '');
  if (letters.length !== GROUPS * GROUP_LENGTH || [...letters].some((char) => !ALPHABET.includes(char)))
    return null;
  return letters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? null;
}
