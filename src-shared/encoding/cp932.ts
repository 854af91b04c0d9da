import iconv from 'iconv-lite';

/**
 * CP932 (Windows-31J), the Shift_JIS that Japanese Excel reads and writes. Node processes
 * only (main and server): iconv-lite needs Node's Buffer, which the renderer bundle does not
 * have. Bytes are Uint8Array (a Node Buffer is one).
 */
export const CP932 = 'cp932';

/**
 * Characters that are typed as the JIS form but stored in CP932 as the Microsoft form:
 * WAVE DASH, MINUS SIGN, DOUBLE VERTICAL LINE and EM DASH (architecture decision "CP932").
 */
export const CP932_PRE_MAPPING: Readonly<Record<string, string>> = {
  '\u301C': '\uFF5E',
  '\u2212': '\uFF0D',
  '\u2016': '\u2225',
  '\u2014': '\u2015',
};

/** A character that CP932 cannot hold, with its UTF-16 index in the original text. */
export interface UnmappableCharacter {
  index: number;
  char: string;
}

export type Cp932EncodeResult =
  { ok: true; bytes: Uint8Array } | { ok: false; unmappable: UnmappableCharacter[] };

export function mapToCp932Forms(text: string): string {
  return text.replace(/[\u301C\u2212\u2016\u2014]/g, (char) => CP932_PRE_MAPPING[char] ?? char);
}

const mappableCache = new Map<string, boolean>();

/**
 * A character CP932 holds: it encodes and decodes back to itself. iconv-lite also encodes a
 * few characters one way only (¥ U+00A5 as 0x5C, which reads back as a backslash); those
 * would silently change, so they are reported like any other unmappable character.
 * ASCII always maps; other answers are cached, as a text uses few distinct characters.
 */
function isCp932Mappable(char: string): boolean {
  if (char.length === 1 && char.charCodeAt(0) < 0x80) return true;
  let mappable = mappableCache.get(char);
  if (mappable === undefined) {
    mappable = iconv.decode(iconv.encode(char, CP932), CP932) === char;
    mappableCache.set(char, mappable);
  }
  return mappable;
}

/** Encodes text as CP932 after the pre-mapping; reports every unmappable character instead of writing `?`. */
export function encodeCp932(text: string): Cp932EncodeResult {
  const mapped = mapToCp932Forms(text);
  const unmappable: UnmappableCharacter[] = [];
  let index = 0;
  for (const char of mapped) {
    if (!isCp932Mappable(char)) unmappable.push({ index, char: text.slice(index, index + char.length) });
    index += char.length;
  }
  if (unmappable.length > 0) return { ok: false, unmappable };
  return { ok: true, bytes: new Uint8Array(iconv.encode(mapped, CP932)) };
}

/** CP932 bytes to text; an invalid sequence becomes U+FFFD. */
export function decodeCp932(bytes: Uint8Array): string {
  return iconv.decode(bytes, CP932);
}
