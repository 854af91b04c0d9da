import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/password';
import { ja } from '../messages/ja';
import { characterCount } from '../input/cleanup';
import { containsEmoji, containsNul, containsWhitespace } from './matchers';
import { ALPHABETIC, ALPHANUMERIC, PATTERNS } from './patterns';
import { fieldMessage } from './message';

/** One validator of a text field; the field's label is given when the field is built. */
export type TextRule = (label: string) => z.core.$ZodCheck<string>;

/** A rule that only judges non-empty values: an empty optional field is valid. */
function nonEmptyRule(isValid: (value: string) => boolean, message: (label: string) => string): TextRule {
  return (label) => z.refine((value: string) => value === '' || isValid(value), { error: message(label) });
}

function patternRule(pattern: RegExp, template: string): TextRule {
  return nonEmptyRule(
    (value) => pattern.test(value),
    (label) => fieldMessage(label, template),
  );
}

/** No NUL character (PostgreSQL cannot store one); every text and secret field has this rule. */
export function noForbiddenCharacters(): TextRule {
  return (label) =>
    z.refine((value: string) => !containsNul(value), {
      error: fieldMessage(label, ja.validation.forbiddenCharacter),
      abort: true,
    });
}

/** Required: the value, trimmed, is not empty. */
export function required(): TextRule {
  return (label) =>
    z.refine((value: string) => value.trim() !== '', { error: fieldMessage(label, ja.validation.required) });
}

export function email(): TextRule {
  return patternRule(z.regexes.email, ja.validation.email);
}

/** Counted in characters as a person counts them (𠮷 is one). */
export function minLength(min: number): TextRule {
  return nonEmptyRule(
    (value) => characterCount(value) >= min,
    (label) => fieldMessage(label, ja.validation.minLength, { min }),
  );
}

export function maxLength(max: number): TextRule {
  return nonEmptyRule(
    (value) => characterCount(value) <= max,
    (label) => fieldMessage(label, ja.validation.maxLength, { max }),
  );
}

/** At most `max` digits, for a digits-only value such as a code or an amount. */
export function maxDigits(max: number): TextRule {
  return nonEmptyRule(
    (value) => /^\d+$/.test(value) && value.length <= max,
    (label) => fieldMessage(label, ja.validation.maxDigits, { max }),
  );
}

export const alphabetic = (): TextRule => patternRule(ALPHABETIC, ja.validation.alphabetic);
export const alphanumeric = (): TextRule => patternRule(ALPHANUMERIC, ja.validation.alphanumeric);
export const alphanumericSymbol = (): TextRule =>
  patternRule(PATTERNS.alnumSymbol, ja.validation.alphanumericSymbol);
export const password = (): TextRule => patternRule(PATTERNS.password, ja.validation.password);
export const passwordAllowYen = (): TextRule =>
  patternRule(PATTERNS.passwordAllowYen, ja.validation.passwordAllowYen);
export const katakana = (): TextRule => patternRule(PATTERNS.katakana, ja.validation.katakana);
export const phone = (): TextRule => patternRule(PATTERNS.phone, ja.validation.phone);
export const mobilePhone = (): TextRule => patternRule(PATTERNS.mobilePhone, ja.validation.mobilePhone);
export const zipcode = (): TextRule => patternRule(PATTERNS.zipcode, ja.validation.zipcode);
export const url = (): TextRule => patternRule(PATTERNS.url, ja.validation.url);
export const facebookUrl = (): TextRule => patternRule(PATTERNS.facebookUrl, ja.validation.facebookUrl);
export const twitterUrl = (): TextRule => patternRule(PATTERNS.twitterUrl, ja.validation.twitterUrl);
export const instagramUrl = (): TextRule => patternRule(PATTERNS.instagramUrl, ja.validation.instagramUrl);
export const lineUrl = (): TextRule => patternRule(PATTERNS.lineUrl, ja.validation.lineUrl);
export const bankCode = (): TextRule => patternRule(PATTERNS.bankCode, ja.validation.bankCode);
export const branchCode = (): TextRule => patternRule(PATTERNS.branchCode, ja.validation.branchCode);
export const bankAccount = (): TextRule => patternRule(PATTERNS.bankAccount, ja.validation.bankAccount);
export const bankName = (): TextRule => patternRule(PATTERNS.bankName, ja.validation.bankName);
export const lowercaseDigitDash = (): TextRule =>
  patternRule(PATTERNS.lowercaseDigitDash, ja.validation.lowercaseDigitDash);
export const alphanumericDash = (): TextRule =>
  patternRule(PATTERNS.alnumDash, ja.validation.alphanumericDash);
export const noConsecutiveDash = (): TextRule =>
  patternRule(PATTERNS.noConsecutiveDash, ja.validation.noConsecutiveDash);
export const ipAddress = (): TextRule => patternRule(PATTERNS.ipv4, ja.validation.ipAddress);

/** A new login password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters of the password rule. */
export function loginPassword(): TextRule[] {
  return [minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH), password()];
}

export function noSpaces(): TextRule {
  return nonEmptyRule(
    (value) => !containsWhitespace(value),
    (label) => fieldMessage(label, ja.validation.noSpaces),
  );
}

export function noEmoji(): TextRule {
  return nonEmptyRule(
    (value) => !containsEmoji(value),
    (label) => fieldMessage(label, ja.validation.noEmoji),
  );
}

/** Half-width letters, digits and symbols with at least one letter and one digit, `min` to `max` characters. */
export function alphanumericSymbolLength(min: number, max: number): TextRule {
  return nonEmptyRule(
    (value) => PATTERNS.alnumSymbol.test(value) && value.length >= min && value.length <= max,
    (label) => fieldMessage(label, ja.validation.alphanumericSymbolLength, { min, max }),
  );
}
