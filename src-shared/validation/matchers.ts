/**
 * The emoji, HTML-tag and whitespace matchers of spec section 5. The exported RegExps have
 * no `g` flag (a shared global RegExp keeps `lastIndex` between `test()` calls and answers
 * wrongly every other time); the helpers below use private global copies with `replace`,
 * which always starts from index 0.
 */

/** A pictograph shown as emoji: emoji presentation, any astral pictograph, or one followed by VS16 or a skin tone. */
const EMOJI_BASE = String.raw`(?:\p{Emoji_Presentation}|(?=\p{Extended_Pictographic})[\u{10000}-\u{10FFFF}]|\p{Extended_Pictographic}(?=\uFE0F|\p{Emoji_Modifier}))`;
const EMOJI_TRAIL = String.raw`(?:\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*`;
const EMOJI_SOURCE =
  String.raw`\p{Regional_Indicator}{1,2}|[#*0-9]\uFE0F?\u20E3|` +
  `${EMOJI_BASE}${EMOJI_TRAIL}(?:\\u200D\\p{Extended_Pictographic}${EMOJI_TRAIL})*`;

/**
 * One emoji, including flags, keycaps, skin tones and ZWJ sequences. Text-style symbols that
 * Japanese text uses (★ ☆ ♪ ※ ♀ ♂ ①) are not emoji unless written with the emoji selector.
 */
export const EMOJI = new RegExp(EMOJI_SOURCE, 'u');
/** An HTML tag, comment or doctype (`<b>`, `</p>`, `<br/>`, `<!-- -->`), not a lone `<` in text. */
export const HTML_TAG = /<\/?[a-z!][^<>]*>/i;
/** Any whitespace, including the full-width space U+3000. */
export const WHITESPACE = /\s/;

const EMOJI_ALL = new RegExp(EMOJI_SOURCE, 'gu');
const HTML_TAG_ALL = new RegExp(HTML_TAG.source, 'gi');
const WHITESPACE_ALL = /\s/g;

export function containsEmoji(value: string): boolean {
  return EMOJI.test(value);
}

export function removeEmoji(value: string): string {
  return value.replace(EMOJI_ALL, '');
}

export function stripHtmlTags(value: string): string {
  return value.replace(HTML_TAG_ALL, '');
}

export function containsWhitespace(value: string): boolean {
  return WHITESPACE.test(value);
}

export function removeWhitespace(value: string): string {
  return value.replace(WHITESPACE_ALL, '');
}

/** U+0000, which PostgreSQL cannot store in text: no field, query or path value may carry it. */
export function containsNul(value: string): boolean {
  return value.includes('\u0000');
}
