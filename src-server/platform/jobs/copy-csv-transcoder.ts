import type { CsvEncoding } from '@shared/constants';
import { escapeCsvFormula, formatCsvCell, mayStartFormula } from '@shared/csv';
import { cp932ExportCodes, GETA, NO_CP932_CODE } from './cp932-output';
import { SubstitutionTally } from './substitution-tally';

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;

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

/** The spreadsheet row of the first record: the header is row 1. */
const FIRST_DATA_ROW = 2;

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
 * `""`), cut anywhere, turned into the export's CSV in one pass over its bytes: the same bytes
 * as toCsvBytes(csvRecords(rows), encoding) for the same cells. Line ends become CRLF, and the
 * few cells that may change (quoted, or starting like a formula) go through the shared
 * escapeCsvFormula and formatCsvCell; every other byte is copied (UTF-8) or every character
 * decoded and looked up in the export's CP932 table where it stands (Shift_JIS). A character
 * CP932 cannot hold is written as 〓 and counted (`substitutions`), so no character stops an
 * export.
 */
export class CopyCsvTranscoder {
  private readonly codes: Uint16Array | null;
  private readonly geta: number;
  private readonly tally = new SubstitutionTally();
  /** Bytes read but not converted yet: a character cut by the chunk, or a special cell not yet whole. */
  private carry: Buffer | null = null;
  private atCellStart = true;
  private atRowStart = true;
  private rows = 0;
  /** Cells begun so far, in file order: tells the tally's cells apart. */
  private cells = 0;

  constructor(encoding: CsvEncoding = 'shift_jis') {
    this.codes = encoding === 'shift_jis' ? cp932ExportCodes() : null;
    this.geta = this.codes ? this.codes[GETA.charCodeAt(0)]! : 0;
  }

  /** Rows converted so far (line ends outside quotes). */
  get rowCount(): number {
    return this.rows;
  }

  /** The cells whose characters Shift_JIS could not hold, or null (always null in UTF-8). */
  get substitutions() {
    return this.tally.report();
  }

  /** The bytes of the next piece of the COPY output (none while a cell is still open). */
  write(chunk: Uint8Array): Buffer {
    const input = this.carry
      ? Buffer.concat([this.carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.carry = null;
    const codes = this.codes;
    const length = input.length;
    // A byte becomes at most two: a line end, or a formula's first byte behind its apostrophe
    // (〓 is two bytes for the four of a character beyond the BMP).
    const out = Buffer.allocUnsafe(length * 2);
    let o = 0;
    let i = 0;
    let { atCellStart, atRowStart, rows, cells } = this;
    bytes: while (i < length) {
      if (atCellStart) {
        atRowStart = false;
        if (isSpecialCellStart(input[i]!)) {
          const end = specialCellEnd(input, i);
          if (end < 0) break; // read again whole with the next chunk
          const cell = formatCsvCell(escapeCsvFormula(cellText(input, i, end)));
          o = codes ? this.putCp932Text(out, o, cell, rows, cells) : o + out.write(cell, o, 'utf8');
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
            cells += 1;
            i += 1;
            continue bytes;
          }
          if (byte === LINE_FEED) {
            out[o++] = CARRIAGE_RETURN;
            out[o++] = LINE_FEED;
            rows += 1;
            cells += 1;
            atCellStart = true;
            atRowStart = true;
            i += 1;
            continue bytes;
          }
          if (!codes) {
            out[o++] = byte;
            i += 1;
            continue;
          }
          code = codes[byte]!;
          size = 1;
        } else if (!codes) {
          // UTF-8 is copied as it is; a character cut by the chunk goes out in two pieces.
          out[o++] = byte;
          i += 1;
          continue;
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
          this.tally.add(rows + FIRST_DATA_ROW, cells, utf8.decode(input.subarray(i, i + size)));
          o = putCode(out, o, this.geta);
        }
        i += size;
      }
    }
    this.atCellStart = atCellStart;
    this.atRowStart = atRowStart;
    this.rows = rows;
    this.cells = cells;
    if (i < length) this.carry = Buffer.from(input.subarray(i));
    return out.subarray(0, o);
  }

  /** A special cell's text in CP932 at `at`, 〓 for what CP932 lacks; answers where the next byte goes. */
  private putCp932Text(out: Buffer, at: number, text: string, rows: number, cell: number): number {
    const codes = this.codes!;
    let o = at;
    for (const char of text) {
      const code = char.length === 1 ? codes[char.charCodeAt(0)]! : NO_CP932_CODE;
      if (code === NO_CP932_CODE) {
        this.tally.add(rows + FIRST_DATA_ROW, cell, char);
        o = putCode(out, o, this.geta);
      } else {
        o = putCode(out, o, code);
      }
    }
    return o;
  }

  /** Checks that the COPY output ended after a whole row. */
  end(): void {
    if (this.carry || !this.atRowStart) throw new Error('the COPY output ended inside a row');
  }
}
