import { escapeCsvFormula, formatCsvCell, mayStartFormula } from '@shared/csv';
import type { UnmappableCharacter } from '@shared/encoding';
import { cp932ExportCodes, NO_CP932_CODE, UnmappableTextError } from './cp932-output';

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;

/** Unmappable characters kept for the report: the message names only the first few. */
const REPORTED_CHARACTERS = 100;

/**
 * The first bytes of a cell of PostgreSQL's CSV that the export may write differently: a quote
 * (the cell is quoted: empty, or holding a comma, quote or line end) or a character that
 * escapeCsvFormula may act on. All are ASCII.
 */
const SPECIAL_CELL_STARTS = Uint8Array.from({ length: 0x80 }, (_, byte) =>
  byte === QUOTE || mayStartFormula(String.fromCharCode(byte)) ? 1 : 0,
);

function isSpecialCellStart(byte: number): boolean {
  return byte < 0x80 && SPECIAL_CELL_STARTS[byte] === 1;
}

const utf8 = new TextDecoder();

/** Writes a CP932 code (one byte or two) at `at`; answers where the next byte goes. */
function putCode(out: Buffer, at: number, code: number): number {
  if (code < 0x100) {
    out[at] = code;
    return at + 1;
  }
  out[at] = code >> 8;
  out[at + 1] = code & 0xff;
  return at + 2;
}

/**
 * Where a special cell starting at `start` ends (at its comma or line end), or -1 when the
 * input ends first. PostgreSQL quotes a cell whole and doubles the quotes inside, so a quote
 * not followed by another closes the cell; a quote that is the last byte cannot tell yet.
 */
function specialCellEnd(input: Buffer, start: number): number {
  if (input[start] === QUOTE) {
    for (let from = start + 1; ;) {
      const quote = input.indexOf(QUOTE, from);
      if (quote < 0 || quote + 1 >= input.length) return -1;
      if (input[quote + 1] !== QUOTE) return quote + 1;
      from = quote + 2;
    }
  }
  for (let index = start; index < input.length; index += 1) {
    const byte = input[index];
    if (byte === COMMA || byte === LINE_FEED) return index;
  }
  return -1;
}

/** The text of a whole special cell as the database meant it: unquoted, quotes undoubled. */
function cellText(input: Buffer, start: number, end: number): string {
  if (input[start] !== QUOTE) return utf8.decode(input.subarray(start, end));
  return utf8.decode(input.subarray(start + 1, end - 1)).replaceAll('""', '"');
}

/**
 * The output of `COPY ... TO STDOUT WITH (FORMAT csv)` (UTF-8, LF line ends, an empty text as
 * `""`), cut anywhere, turned into the export's CSV in CP932 in one pass over its bytes: the
 * same bytes as toCp932(csvRecords(rows)) for the same cells. Line ends become CRLF, and the
 * few cells that may change (quoted, or starting like a formula) go through the shared
 * escapeCsvFormula and formatCsvCell; every other character is decoded and looked up in the
 * export's CP932 table where it stands. A character CP932 cannot hold is an
 * UnmappableTextError, as with toCp932.
 */
export class CopyCsvTranscoder {
  private readonly codes = cp932ExportCodes();
  /** Bytes read but not converted yet: a character cut by the chunk, or a special cell not yet whole. */
  private carry: Buffer | null = null;
  /** Bytes of the stream before the next input, for the positions of unmappable characters. */
  private offset = 0;
  private atCellStart = true;
  private atRowStart = true;
  private rows = 0;

  /** Rows converted so far (line ends outside quotes). */
  get rowCount(): number {
    return this.rows;
  }

  /** The CP932 bytes of the next piece of the COPY output (none while a cell is still open). */
  write(chunk: Uint8Array): Buffer {
    const input = this.carry
      ? Buffer.concat([this.carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.carry = null;
    const codes = this.codes;
    const length = input.length;
    const unmappable: UnmappableCharacter[] = [];
    // A byte becomes at most two: a line end, or a formula's first byte behind its apostrophe.
    const out = Buffer.allocUnsafe(length * 2);
    let o = 0;
    let i = 0;
    let { atCellStart, atRowStart, rows } = this;
    bytes: while (i < length) {
      if (atCellStart) {
        atRowStart = false;
        if (isSpecialCellStart(input[i]!)) {
          const end = specialCellEnd(input, i);
          if (end < 0) break; // read again whole with the next chunk
          const cell = formatCsvCell(escapeCsvFormula(cellText(input, i, end)));
          for (const char of cell) {
            const code = char.length === 1 ? codes[char.charCodeAt(0)]! : NO_CP932_CODE;
            if (code === NO_CP932_CODE) this.report(unmappable, i, char);
            else o = putCode(out, o, code);
          }
          i = end;
        }
        atCellStart = false;
      }
      // The rest of an ordinary cell, up to its comma or line end.
      while (i < length) {
        const byte = input[i]!;
        let code: number;
        let size: number;
        if (byte < 0x80) {
          if (byte === COMMA) {
            out[o++] = COMMA;
            atCellStart = true;
            i += 1;
            continue bytes;
          }
          if (byte === LINE_FEED) {
            out[o++] = CARRIAGE_RETURN;
            out[o++] = LINE_FEED;
            rows += 1;
            atCellStart = true;
            atRowStart = true;
            i += 1;
            continue bytes;
          }
          code = codes[byte]!;
          size = 1;
        } else if (byte < 0xe0) {
          size = 2;
          if (i + size > length) break bytes;
          code = codes[((byte & 0x1f) << 6) | (input[i + 1]! & 0x3f)]!;
        } else if (byte < 0xf0) {
          size = 3;
          if (i + size > length) break bytes;
          code = codes[((byte & 0x0f) << 12) | ((input[i + 1]! & 0x3f) << 6) | (input[i + 2]! & 0x3f)]!;
        } else {
          // Beyond the BMP, where CP932 has nothing.
          size = 4;
          if (i + size > length) break bytes;
          code = NO_CP932_CODE;
        }
        // putCode written out: on this path, per character, the call costs about 15 %.
        if (code < 0x100) {
          out[o++] = code;
        } else if (code !== NO_CP932_CODE) {
          out[o++] = code >> 8;
          out[o++] = code & 0xff;
        } else {
          this.report(unmappable, i, utf8.decode(input.subarray(i, i + size)));
        }
        i += size;
      }
    }
    this.atCellStart = atCellStart;
    this.atRowStart = atRowStart;
    this.rows = rows;
    if (i < length) this.carry = Buffer.from(input.subarray(i));
    this.offset += i;
    if (unmappable.length > 0) throw new UnmappableTextError(unmappable);
    return out.subarray(0, o);
  }

  private report(unmappable: UnmappableCharacter[], at: number, char: string): void {
    if (unmappable.length < REPORTED_CHARACTERS) unmappable.push({ index: this.offset + at, char });
  }

  /** Checks that the COPY output ended after a whole row. */
  end(): void {
    if (this.carry || !this.atRowStart) throw new Error('the COPY output ended inside a row');
  }
}
