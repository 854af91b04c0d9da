import { Zip, ZipDeflate } from 'fflate';
import { FILE_ENCODING, LINE_ENDING } from '@shared/constants';
import type { FileEncoding, LineEnding } from '@shared/constants';
import { escapeCsvFormula, formatCsvRow } from '@shared/csv';
import type { CsvCell } from '@shared/csv';
import { toCp932, UnmappableTextError } from '../../platform/jobs/cp932-output';
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
const GETA = '〓';
/** Bytes gathered before they go to the stored file (its chunks are about a megabyte). */
const WRITE_BATCH_BYTES = 256 * 1024;

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
  const textOf = (rows: readonly (readonly CsvCell[])[]) =>
    rows
      .map((row) =>
        formatCsvRow(row.map((cell) => (typeof cell === 'string' ? escapeCsvFormula(cell) : cell))),
      )
      .join(eol) + eol;
  const start: Uint8Array[] = [
    ...(options.encoding === FILE_ENCODING.UTF8_BOM ? [UTF8_BOM] : []),
    ...(options.header ? [encode(textOf([options.header]))] : []),
  ];
  const startBytes = start.reduce((sum, bytes) => sum + bytes.length, 0);

  // The current part (or, without limits, the bytes not yet written).
  let part: Uint8Array[] = [...start];
  let partBytes = startBytes;
  let partLines = 0;
  let parts = 1;
  let zip: { zip: Zip; output: Uint8Array[] } | null = null;

  const flushTo = async (chunks: Uint8Array[]) => {
    if (chunks.length === 0) return;
    await file.write(Buffer.concat(chunks));
  };

  const addToZip = async (index: number, chunks: Uint8Array[]) => {
    if (!zip) {
      const output: Uint8Array[] = [];
      const created = new Zip((error, data) => {
        if (error) throw error;
        output.push(data);
      });
      zip = { zip: created, output };
    }
    const entry = new ZipDeflate(options.partName(index), { level: 6 });
    entry.mtime = options.zipTime;
    zip.zip.add(entry);
    chunks.forEach((chunk, at) => entry.push(chunk, at === chunks.length - 1));
    if (chunks.length === 0) entry.push(new Uint8Array(0), true);
    await flushTo(zip.output.splice(0));
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
      const bytes = encode(textOf(rows));
      records += rows.length;
      if (!options.limits) {
        part.push(bytes);
        partBytes += bytes.length;
        if (partBytes >= WRITE_BATCH_BYTES) {
          await flushTo(part);
          part = [];
          partBytes = 0;
        }
        return;
      }
      if (partLines > 0 && !fits(bytes.length, rows.length)) {
        await addToZip(parts, part);
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
        await addToZip(parts, part);
        const open = zip as { zip: Zip; output: Uint8Array[] };
        open.zip.end();
        await flushTo(open.output.splice(0));
      } else {
        await flushTo(part);
      }
      return { records, parts, substituted: [...substituted] };
    },
  };
}
