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
