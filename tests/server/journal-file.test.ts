import { describe, expect, it } from 'vitest';
import { FREEE_MAX_FILE_BYTES } from '@shared/constants';
import type { FileEncoding, LineEnding } from '@shared/constants';
import { parseCsv } from '@shared/csv';
import type { CsvCell } from '@shared/csv';
import { decodeCp932 } from '@shared/encoding';
import type { FileWriter } from '../../src-server/platform/jobs/files/store';
import { journalFileWriter } from '../../src-server/modules/accounting/journal-file';
import type { FileLimits } from '../../src-server/modules/accounting/journal-file';
import { FREEE_HEADER } from '../../src-server/modules/accounting/formats/freee';
import { unzipEntries } from './support/unzip';

function memoryFile(): FileWriter & { bytes(): Buffer } {
  const chunks: Uint8Array[] = [];
  return {
    id: 'memory',
    async write(bytes) {
      chunks.push(bytes);
    },
    async close() {
      return { id: 'memory', byteCount: Buffer.concat(chunks).length };
    },
    async discard() {},
    bytes: () => Buffer.concat(chunks),
  };
}

interface Options {
  header?: readonly string[] | null;
  encoding?: FileEncoding;
  lineEnding?: LineEnding;
  limits?: FileLimits | null;
  partName?: (index: number) => string;
  zipTime?: Date;
}

/** Writes `units` (each a slip's rows) and answers the file and what the writer said. */
async function write(units: CsvCell[][][], options: Options = {}) {
  const file = memoryFile();
  const writer = journalFileWriter(file, {
    header: options.header ?? null,
    encoding: options.encoding ?? 'shiftJis',
    lineEnding: options.lineEnding ?? 'crlf',
    limits: options.limits ?? null,
    partName: options.partName ?? ((index) => `part_${index}.csv`),
    zipTime: options.zipTime ?? new Date(2025, 5, 30),
  });
  for (const unit of units) await writer.writeUnit(unit);
  return { written: await writer.finish(), bytes: file.bytes() };
}

/** A slip of `lines` rows, its number in the first cell. */
const slip = (number: number, lines: number) =>
  Array.from({ length: lines }, (_, line) => [String(number), `行${line + 1}`, '売上高', '1100']);

describe('the journal file writer', () => {
  it('writes one CSV when the journal fits: its header once, the line ends asked for', async () => {
    const { written, bytes } = await write([slip(1, 2), slip(2, 1)], {
      header: ['番号', '内容', '科目', '金額'],
      lineEnding: 'lf',
      limits: { maxLines: 10 },
    });
    expect(written).toEqual({ records: 3, parts: 1, substituted: [] });
    expect(decodeCp932(bytes)).toBe(
      '番号,内容,科目,金額\n1,行1,売上高,1100\n1,行2,売上高,1100\n2,行1,売上高,1100\n',
    );
  });

  it('splits between slips, never inside one, each part with its header and BOM, as one zip', async () => {
    const units = [slip(1, 3), slip(2, 2), slip(3, 4), slip(4, 1), slip(5, 5)];
    const { written, bytes } = await write(units, {
      header: ['番号', '内容', '科目', '金額'],
      encoding: 'utf8Bom',
      limits: { maxLines: 5 },
    });
    expect(written.parts).toBe(3);
    const entries = await unzipEntries(bytes);
    expect(entries.map((entry) => entry.name)).toEqual(['part_1.csv', 'part_2.csv', 'part_3.csv']);
    const slipsOfPart = entries.map((entry) => {
      expect([...entry.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(entry.data.subarray(3).toString('utf8'));
      expect(header).toEqual(['番号', '内容', '科目', '金額']);
      expect(rows.length).toBeLessThanOrEqual(5);
      return [...new Set(rows.map((row) => row[0]))];
    });
    expect(slipsOfPart).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(entries[0]?.modified).toEqual(new Date(2025, 5, 30));
  });

  it('writes the same zip for the same journal', async () => {
    const units = Array.from({ length: 40 }, (_, index) => slip(index + 1, 3));
    const first = await write(units, { limits: { maxBytes: 900 } });
    const again = await write(units, { limits: { maxBytes: 900 } });
    expect(first.written.parts).toBeGreaterThan(2);
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });

  it('keeps every freee file within 5 MB, whole 取引 in each', async () => {
    // About 12 MB of 取引 of three rows each.
    const row = [
      '収入',
      '20250601-DEMO-0001-1',
      '2025/06/01',
      '',
      '',
      'クレジットカード',
      '売上高',
      '課税売上10%',
    ];
    const units = Array.from({ length: 40_000 }, (_, index) =>
      [0, 1, 2].map((line) => [
        ...row,
        String(1000 + line),
        '内税',
        '90',
        `クレジットカード売上 店舗${index}`,
      ]),
    );
    const { written, bytes } = await write(units, {
      header: FREEE_HEADER,
      limits: { maxBytes: FREEE_MAX_FILE_BYTES },
    });
    const entries = await unzipEntries(bytes);
    expect(entries).toHaveLength(written.parts);
    expect(written.parts).toBeGreaterThanOrEqual(3);
    let records = 0;
    for (const entry of entries) {
      expect(entry.data.length).toBeLessThanOrEqual(FREEE_MAX_FILE_BYTES);
      const [header, ...rows] = parseCsv(decodeCp932(entry.data));
      expect(header).toEqual([...FREEE_HEADER]);
      expect(rows.length % 3).toBe(0);
      records += rows.length;
    }
    expect(records).toBe(120_000);
  });

  it('writes 〓 for a character Shift_JIS lacks, and says which', async () => {
    const { written, bytes } = await write([[['𠮷野家', '売上高']]]);
    expect(decodeCp932(bytes)).toBe('〓野家,売上高\r\n');
    expect(written.substituted).toEqual(['𠮷']);
  });

  it('escapes a cell a spreadsheet would run, leaves minus amounts as numbers', async () => {
    const { bytes } = await write([[['=店舗', -330]]], { encoding: 'utf8Bom' });
    expect(bytes.subarray(3).toString('utf8')).toBe("'=店舗,-330\r\n");
  });

  it("writes a zip any reader opens: each part at the journal's time, a Japanese name kept", async () => {
    const zipTime = new Date(2025, 0, 1, 13, 45, 10);
    const { bytes } = await write([slip(1, 1), slip(2, 1)], {
      limits: { maxLines: 1 },
      partName: (index) => `弥生_${index}.csv`,
      zipTime,
    });
    const entries = await unzipEntries(bytes);
    expect(entries.map(({ name, data, modified }) => [name, decodeCp932(data), modified])).toEqual([
      ['弥生_1.csv', '1,行1,売上高,1100\r\n', zipTime],
      ['弥生_2.csv', '2,行1,売上高,1100\r\n', zipTime],
    ]);
  });
});
