import { decodeCp932 } from './cp932';

/**
 * Reading an imported CSV (spec section 9: "Import accepts UTF-8 or Shift_JIS"): UTF-8 with
 * or without BOM, or CP932, told apart by whether the bytes are valid UTF-8. Valid CP932 text
 * with kanji or kana is practically never valid UTF-8; ASCII-only text is both, and reads
 * the same either way.
 */
export type TextEncodingName = 'utf-8' | 'cp932';

export type DecodeTextResult =
  | { ok: true; text: string; encoding: TextEncodingName }
  | { ok: false; reason: 'binary' | 'utf-16' | 'invalid' };

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;
const REPLACEMENT_CHARACTER = '\uFFFD';

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function decodeUtf8Strict(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeText(bytes: Uint8Array): DecodeTextResult {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]))
    return { ok: false, reason: 'utf-16' };
  if (bytes.includes(0)) return { ok: false, reason: 'binary' };
  const utf8 = decodeUtf8Strict(bytes);
  if (utf8 !== null) return { ok: true, text: utf8, encoding: 'utf-8' };
  if (startsWith(bytes, UTF8_BOM)) return { ok: false, reason: 'invalid' };
  const cp932 = decodeCp932(bytes);
  if (cp932.includes(REPLACEMENT_CHARACTER)) return { ok: false, reason: 'invalid' };
  return { ok: true, text: cp932, encoding: 'cp932' };
}
