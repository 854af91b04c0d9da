import { removeEmoji, removeWhitespace } from '../validation/matchers';

/** Removes every space, half- or full-width, and other whitespace. */
export function removeSpaces(value: string): string {
  return removeWhitespace(value);
}

/** What a text field does on blur: emoji removed, then trimmed. */
export function removeEmojiAndTrim(value: string): string {
  return removeEmoji(value).trim();
}

/** Number of characters as a person counts them (a surrogate pair such as 𠮷 is one). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Keeps at most `maxLength` characters, never splitting a surrogate pair. */
export function limitLength(value: string, maxLength: number): string {
  return characterCount(value) > maxLength ? Array.from(value).slice(0, maxLength).join('') : value;
}
