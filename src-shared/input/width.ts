import jaconv from 'jaconv';

/** Full-width letters, digits, symbols and the ideographic space to half-width (`ＡＢ１２！` -> `AB12!`). */
export function toHalfWidth(value: string): string {
  return jaconv.toHanAscii(value);
}

/** Full-width to half-width, then uppercase: for codes typed in either width (`ａｂ－１` -> `AB-1`). */
export function toHalfWidthUppercase(value: string): string {
  return toHalfWidth(value).toUpperCase();
}

/** Half-width katakana to full-width, voiced marks joined (`ｶﾞｯｺｳ` -> `ガッコウ`). */
export function toFullWidthKatakana(value: string): string {
  return jaconv.toZenKana(value);
}

/**
 * Length in half-width digits (桁), as Japanese business software counts a name: ASCII and
 * half-width katakana take one, every other character two (its length in Shift_JIS). Whether
 * Shift_JIS holds the character at all is a separate check (src-shared/encoding, Node only).
 */
export function halfWidthDigits(value: string): number {
  let digits = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    digits += code < 0x80 || (code >= 0xff61 && code <= 0xff9f) ? 1 : 2;
  }
  return digits;
}

/** The longest start of the value within `max` half-width digits (as halfWidthDigits counts). */
export function cutToHalfWidthDigits(value: string, max: number): string {
  let digits = 0;
  let cut = '';
  for (const char of value) {
    digits += halfWidthDigits(char);
    if (digits > max) break;
    cut += char;
  }
  return cut;
}
