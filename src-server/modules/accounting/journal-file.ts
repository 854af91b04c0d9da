import yazl from 'yazl';
import { FILE_ENCODING, LINE_ENDING } from '@shared/constants';
import type { FileEncoding, LineEnding } from '@shared/constants';
import { escapeCsvFormula, formatCsvCell } from '@shared/csv';
import type { CsvCell } from '@shared/csv';
import { GETA, toCp932, UnmappableTextError } from '../../platform/jobs/cp932-output';
import type { FileWriter } from '../../platform/jobs/files/store';

/** Where the software's import stops taking a file: a larger journal is split between slips. */
export interface FileLimits {
  maxBytes?: number;
  maxLines?: number;
}

export interface JournalFileOptions {
  /** Repeated at the top of every part. */
  header: readonly string[] | null;
  encoding: FileEncoding;
  lineEnding: LineEnding;
  /** Null: one file whatever its size. */
  limits: FileLimits | null;
  /** The name of part `index` (from 1) inside the zip. */
  partName(index: number): string;
  /** The time the zip gives its entries (fixed, so the same journal is the same zip). */
  zipTime: Date;
}

export interface WrittenJournal {
  /** Records written, header rows left out. */
  records: number;
  /** 1: a CSV file; more: a zip of that many CSV files. */
  parts: number;
  /** Characters Shift_JIS lacks, written as 〓 (shop names in 部門 and 摘要). */
  substituted: string[];
}

const UTF8_BOM = Uint8Array.of(0xef, 0xbb, 0xbf);
/** Text gathered before it is encoded and goes to the stored file (its chunks are about a megabyte). */
const WRITE_BATCH_CHARS = 256 * 1024;
/** Cells kept formatted: the names, dates and 摘要 of a journal recur on every line. */
const CELL_CACHE_SIZE = 100_000;

/**
 * Writes a journal as the software reads it: CSV in Shift_JIS (CP932) or UTF-8 with a BOM,
 * CRLF or LF, formula-escaped like every export. A unit (a slip's records) is never cut.
 * Without limits the file streams into the store. With limits the current part is held in
 * memory (at most a limit's size); once a second part begins, the parts go into a zip (one
 * download for several files), each starting with the header; a journal that fits stays one
 * plain CSV.
 */
export function journalFileWriter(file: FileWriter, options: JournalFileOptions) {
  const eol = options.lineEnding === LINE_ENDING.CRLF ? '\r\n' : '\n';
  const substituted = new Set<string>();
  let records = 0;

  const encode = (text: string): Uint8Array => {
    if (options.encoding === FILE_ENCODING.UTF8_BOM) return Buffer.from(text, 'utf8');
    try {
      return toCp932(text);
    } catch (error) {
      if (!(error instanceof UnmappableTextError)) throw error;
      let replaced = text;
      for (const { char } of error.unmappable) {
        substituted.add(char);
        replaced = replaced.replaceAll(char, GETA);
      }
      return toCp932(replaced);
    }
  };
  const cells = new Map<string, string>();
  const cellText = (cell: CsvCell): string => {
    if (typeof cell === 'number') return String(cell);
    if (cell === null || cell === undefined) return '';
    let text = cells.get(cell);
    if (text === undefined) {
      text = formatCsvCell(escapeCsvFormula(cell));
      if (cells.size < CELL_CACHE_SIZE) cells.set(cell, text);
    }
    return text;
  };
  const textOf = (rows: readonly (readonly CsvCell[])[]) => {
    let text = '';
    for (const row of rows) {
      for (let index = 0; index < row.length; index += 1) {
        if (index > 0) text += ',';
        text += cellText(row[index]);
      }
      text += eol;
    }
    return text;
  };
  const start: Uint8Array[] = [
    ...(options.encoding === FILE_ENCODING.UTF8_BOM ? [UTF8_BOM] : []),
    ...(options.header ? [encode(textOf([options.header]))] : []),
  ];
  const startBytes = start.reduce((sum, bytes) => sum + bytes.length, 0);

  // The current part (or, without limits, the bytes not yet written, and text not yet encoded).
  let part: Uint8Array[] = [...start];
  let pendingText = '';
  let partBytes = startBytes;
  let partLines = 0;
  let parts = 1;
  let zip: { archive: yazl.ZipFile; stored: Promise<void> } | null = null;

  const flushTo = async (chunks: Uint8Array[]) => {
    if (chunks.length === 0) return;
    await file.write(Buffer.concat(chunks));
  };

  // The zip (yazl) goes into the file as each part is deflated; a failed write stops it, and
  // finish() answers that failure.
  const addToZip = (index: number, chunks: Uint8Array[]) => {
    if (!zip) {
      const archive = new yazl.ZipFile();
      const stored = (async () => {
        for await (const chunk of archive.outputStream as AsyncIterable<Buffer>) await file.write(chunk);
      })();
      stored.catch(() => undefined);
      zip = { archive, stored };
    }
    zip.archive.addBuffer(Buffer.concat(chunks), options.partName(index), { mtime: options.zipTime });
  };

  const fits = (bytes: number, lines: number) => {
    const { maxBytes, maxLines } = options.limits ?? {};
    return (
      (maxBytes === undefined || partBytes + bytes <= maxBytes) &&
      (maxLines === undefined || partLines + lines <= maxLines)
    );
  };

  return {
    /** Adds the records of one slip. */
    async writeUnit(rows: readonly (readonly CsvCell[])[]): Promise<void> {
      if (rows.length === 0) return;
      records += rows.length;
      if (!options.limits) {
        // One file whatever its size: the text is encoded a batch at a time.
        pendingText += textOf(rows);
        if (pendingText.length >= WRITE_BATCH_CHARS) {
          await flushTo([...part, encode(pendingText)]);
          part = [];
          pendingText = '';
        }
        return;
      }
      const bytes = encode(textOf(rows));
      if (partLines > 0 && !fits(bytes.length, rows.length)) {
        addToZip(parts, part);
        parts += 1;
        part = [...start];
        partBytes = startBytes;
        partLines = 0;
      }
      part.push(bytes);
      partBytes += bytes.length;
      partLines += rows.length;
    },

    /** Writes what is left; the caller closes the file. */
    async finish(): Promise<WrittenJournal> {
      if (zip) {
        addToZip(parts, part);
        zip.archive.end();
        await zip.stored;
      } else {
        await flushTo(pendingText === '' ? part : [...part, encode(pendingText)]);
      }
      return { records, parts, substituted: [...substituted] };
    },
  };
}
