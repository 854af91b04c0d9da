/**
 * Validation patterns of spec section 5. Each matches a whole valid value (anchored, no `g`
 * flag, so `test()` keeps no state between calls). Empty values are the business of the
 * `required` rule, not of these patterns.
 */

/** ASCII symbols, and the set a password may use: without / and \ (and, unless allowed, ¥). */
const ASCII_SYMBOLS = String.raw`!"#$%&'()*+,\-.\/:;<=>?@[\\\]^_\x60{|}~`;
const PASSWORD_SYMBOLS = String.raw`!"#$%&'()*+,\-.:;<=>?@[\]^_\x60{|}~`;
const YEN_SIGN = '\u00A5';

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}`;

function passwordPattern(symbols: string): RegExp {
  return new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)(?=.*[${symbols}])[A-Za-z\\d${symbols}]+$`);
}

/** A social-network URL: optional scheme, optional `www.` (or one of `subdomains`), then a path. */
function socialUrlPattern(domains: string, subdomains: readonly string[] = []): RegExp {
  const prefixes = ['www', ...subdomains].join('|');
  return new RegExp(`^(?:https?:\\/\\/)?(?:(?:${prefixes})\\.)?(?:${domains})\\/\\S+$`, 'i');
}

const URL_CHARS = String.raw`\w\-.~%!$&'()*+,;=:@`;

export const PATTERNS = {
  /** 0 then 9 or 10 more digits (10 or 11 digits in all). */
  phone: /^0\d{9,10}$/,
  /** 070, 080 or 090 then 7 or 8 digits. */
  mobilePhone: /^0[789]0\d{7,8}$/,
  /** Full-width katakana, the long-vowel mark and whitespace (half- or full-width). */
  katakana: /^[\u30A1-\u30F6\u30FC\s]+$/,
  lowercaseDigitDash: /^[a-z\d-]+$/,
  alnumDash: /^[A-Za-z\d-]+$/,
  noConsecutiveDash: /^(?![\s\S]*--)[\s\S]*$/,
  /** Letters, digits and at least one symbol; at least one of each. No /, \ or ¥. */
  password: passwordPattern(PASSWORD_SYMBOLS),
  /** As `password`, and ¥ (U+00A5) counts as a symbol. */
  passwordAllowYen: passwordPattern(PASSWORD_SYMBOLS + YEN_SIGN),
  /** Half-width letters, digits and symbols, with at least one letter and one digit. */
  alnumSymbol: new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d${ASCII_SYMBOLS}]+$`),
  facebookUrl: socialUrlPattern(String.raw`facebook\.com|fb\.com`, ['m']),
  twitterUrl: socialUrlPattern(String.raw`twitter\.com|x\.com`, ['mobile']),
  instagramUrl: socialUrlPattern(String.raw`instagram\.com`),
  lineUrl: socialUrlPattern(String.raw`line\.me`, ['liff', 'page']),
  /** Optional scheme, a domain or an IPv4 address, optional port, path, query and fragment. */
  url: new RegExp(
    '^(?:https?:\\/\\/)?' +
      `(?:(?:[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?\\.)+[a-z]{2,63}|${IPV4})` +
      '(?::\\d{1,5})?' +
      `(?:\\/[${URL_CHARS}]*)*` +
      `(?:\\?[${URL_CHARS}\\/?]*)?` +
      `(?:#[${URL_CHARS}\\/?]*)?$`,
    'i',
  ),
  /** Exactly 7 half-width digits, no hyphen. */
  zipcode: /^\d{7}$/,
  bankCode: /^\d{4}$/,
  branchCode: /^\d{3}$/,
  bankAccount: /^\d{1,7}$/,
  /** Full-width katakana, digits, uppercase letters, parentheses, full stop, hyphen and whitespace. */
  bankName: /^[\u30A1-\u30F6\u30FC\dA-Z().\-\s]+$/,
  ipv4: new RegExp(`^${IPV4}$`),
} as const satisfies Record<string, RegExp>;

export type PatternName = keyof typeof PATTERNS;

/** Half-width letters only, and letters and digits only (the "alphabetic" and "alphanumeric" rules). */
export const ALPHABETIC = /^[A-Za-z]+$/;
export const ALPHANUMERIC = /^[A-Za-z\d]+$/;

/** An IP field is valid when it is empty or an IPv4 address. */
export function isValidIp(value: string | null | undefined): boolean {
  return value === null || value === undefined || value === '' || PATTERNS.ipv4.test(value);
}
