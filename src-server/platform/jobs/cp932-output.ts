import iconv from 'iconv-lite';
import { CP932, CP932_PRE_MAPPING, encodeCp932 } from '@shared/encoding';
import type { UnmappableCharacter } from '@shared/encoding';
import { formatMessage, ja } from '@shared/messages';

/**
 * The geta mark: what a Shift_JIS export writes for a character CP932 cannot hold (the Japanese
 * convention for a character that cannot be printed), never a silent `?`.
 */
export const GETA = '〓';

/** Text that CP932 cannot hold, where the text must be written exactly. */
export class UnmappableTextError extends Error {
  constructor(readonly unmappable: readonly UnmappableCharacter[]) {
    super('text has characters that CP932 cannot hold');
    this.name = 'UnmappableTextError';
  }

  /** The Japanese reason, naming the first few characters. */
  get userMessage(): string {
    const characters = [...new Set(this.unmappable.map((entry) => entry.char))].slice(0, 10);
    return formatMessage(ja.csv.unmappableCharacters, { characters: characters.join('、') });
  }
}

const QUESTION_MARK = 0x3f;

/** The name under which iconv-lite knows the export's CP932 (its canonical form: lower case, no dashes). */
const CP932_EXPORT = 'cp932consoleexport';

interface DbcsDefinition {
  type: string;
  table: () => unknown;
  encodeAdd?: Record<string, number>;
  encodeSkipVals?: unknown;
}

type CodecRegistry = Record<string, DbcsDefinition | string>;

/**
 * The codes CP932 gives the JIS forms (〜 U+301C is written as ～'s 0x8160, ...): what
 * mapToCp932Forms does to a text, done by the encoder, so that a large text is not rewritten.
 */
function jisFormCodes(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(CP932_PRE_MAPPING).map(([jisForm, cp932Form]) => [
      jisForm,
      iconv.encode(cp932Form, CP932).readUInt16BE(0),
    ]),
  );
}

/**
 * iconv-lite's CP932 with two changes: the JIS forms get their CP932 codes, and the characters
 * iconv-lite writes one way only (¥ as 0x5C, which reads back as a backslash; ‾ as 0x7E) are
 * left out, so they come out as `?` like any character CP932 cannot hold. A new entry in
 * iconv-lite's table of encodings, built from its own Shift_JIS entry.
 */
function registerCp932Export(codecs: CodecRegistry, encodeAdd: Record<string, number>): void {
  const shiftJis = codecs.shiftjis;
  if (typeof shiftJis !== 'object') throw new Error("iconv-lite's Shift_JIS codec is missing");
  codecs[CP932_EXPORT] = { ...shiftJis, encodeAdd };
}

let registered = false;

function encodeExport(text: string): Buffer {
  if (!registered) {
    iconv.getCodec(CP932); // loads iconv.encodings
    registerCp932Export(iconv.encodings as unknown as CodecRegistry, jisFormCodes());
    registered = true;
  }
  return iconv.encode(text, CP932_EXPORT);
}

/** In the table of cp932ExportCodes, a UTF-16 code unit that CP932 cannot hold. */
export const NO_CP932_CODE = 0xffff;

let exportCodes: Uint16Array | null = null;

/**
 * The export's CP932 as a table from UTF-16 code unit to CP932 code (a byte, or two bytes as
 * one number), NO_CP932_CODE where it has none (surrogates among them): what the registered
 * codec writes for each character alone, built once.
 */
export function cp932ExportCodes(): Uint16Array {
  if (exportCodes) return exportCodes;
  const codes = new Uint16Array(0x10000).fill(NO_CP932_CODE);
  for (let unit = 0; unit < 0x10000; unit += 1) {
    if (unit >= 0xd800 && unit <= 0xdfff) continue;
    const bytes = encodeExport(String.fromCharCode(unit));
    if (bytes.length === 1 && (bytes[0] !== QUESTION_MARK || unit === QUESTION_MARK)) codes[unit] = bytes[0]!;
    else if (bytes.length === 2) codes[unit] = bytes.readUInt16BE(0);
  }
  exportCodes = codes;
  return codes;
}

function countBytes(bytes: Buffer, byte: number): number {
  let count = 0;
  for (let index = bytes.indexOf(byte); index >= 0; index = bytes.indexOf(byte, index + 1)) count += 1;
  return count;
}

function countCharacters(text: string, char: string): number {
  let count = 0;
  for (let index = text.indexOf(char); index >= 0; index = text.indexOf(char, index + 1)) count += 1;
  return count;
}

/**
 * CP932 bytes of the text: the same answer as encodeCp932, many times faster on a large text.
 * The export's codec writes `?` for a character it cannot encode, so as many `?` out as in
 * proves that every character maps. Only a text that fails this is checked character by
 * character (encodeCp932), for the report.
 */
export function toCp932(text: string): Buffer {
  const bytes = encodeExport(text);
  if (countBytes(bytes, QUESTION_MARK) === countCharacters(text, '?')) return bytes;
  const checked = encodeCp932(text);
  if (!checked.ok) throw new UnmappableTextError(checked.unmappable);
  return Buffer.from(checked.bytes);
}

/** As toCp932, for reports that must be written whatever they quote: an unmappable character becomes `?`. */
export function toCp932Replacing(text: string): Buffer {
  try {
    return toCp932(text);
  } catch (error) {
    if (!(error instanceof UnmappableTextError)) throw error;
    return encodeExport(text);
  }
}

/** CP932 bytes of the text, each character CP932 cannot hold written as 〓: what a CSV export writes. */
export function toCp932Substituting(text: string): Buffer {
  try {
    return toCp932(text);
  } catch (error) {
    if (!(error instanceof UnmappableTextError)) throw error;
    const codes = cp932ExportCodes();
    let substituted = '';
    for (const char of text) {
      substituted += char.length === 1 && codes[char.charCodeAt(0)] !== NO_CP932_CODE ? char : GETA;
    }
    return toCp932(substituted);
  }
}
