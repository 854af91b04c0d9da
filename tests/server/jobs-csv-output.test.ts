import { afterAll, describe, expect, it } from 'vitest';
import type { CsvCell } from '@shared/csv';
import { decodeCp932, encodeCp932, mapToCp932Forms } from '@shared/encoding';
import { Cp932Encoder } from '../../src-server/jobs/cp932-encoder';
import { toCp932, UnmappableTextError } from '../../src-server/jobs/cp932-output';
import { csvFromCopy, csvRecords, wholeRowsLength } from '../../src-server/jobs/csv-output';
import type { CsvRows } from '../../src-server/jobs/csv-output';
import { pagesOfStream } from '../../src-server/jobs/exports/csv-pages';
import { trickyRows } from './support/tricky-cells';

/** Texts whose every character maps, some only after the JIS-to-CP932 mapping. */
const MAPPABLE = [
  '',
  'plain ASCII, with ? and \\',
  '店舗名,ひだまり珈琲 渋谷道玄坂店\r\n',
  '①㈱髙﨑～－∥―〜−‖—ｱｲｳ',
];
/** Texts with characters CP932 cannot hold, or holds one way only (¥ reads back as a backslash). */
const UNMAPPABLE = ['𠮷野家', '絵文字😀です', '¥1,000', 'over‾line', 'lone \ud800 surrogate', 'é?ß'];

describe('CP932 output of the jobs', () => {
  const encoder = new Cp932Encoder();
  afterAll(() => encoder.close());

  it('encodes exactly as encodeCp932 does, here and on the encoder thread', async () => {
    for (const text of MAPPABLE) {
      const expected = encodeCp932(text);
      expect(expected.ok).toBe(true);
      if (!expected.ok) continue;
      expect([...toCp932(text)]).toEqual([...expected.bytes]);
      expect([...(await encoder.encode(text))]).toEqual([...expected.bytes]);
    }
  });

  it('reports the same unmappable characters as encodeCp932', async () => {
    for (const text of UNMAPPABLE) {
      const expected = encodeCp932(text);
      expect(expected.ok).toBe(false);
      if (expected.ok) continue;
      expect(() => toCp932(text)).toThrow(UnmappableTextError);
      try {
        toCp932(text);
      } catch (error) {
        expect((error as UnmappableTextError).unmappable).toEqual(expected.unmappable);
      }
      await expect(encoder.encode(text)).rejects.toThrow(UnmappableTextError);
    }
  });

  it('writes no character of the whole BMP one way only: what it writes reads back as it (or its CP932 form)', () => {
    const oneWay: string[] = [];
    for (let code = 0x20; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      let bytes: Buffer;
      try {
        bytes = toCp932(char);
      } catch {
        continue; // reported as unmappable
      }
      if (decodeCp932(bytes) !== mapToCp932Forms(char)) oneWay.push(char);
    }
    expect(oneWay).toEqual([]);
  });

  it('answers in order when many texts are encoded at once', async () => {
    const texts = Array.from({ length: 50 }, (_, index) => `${index}番目の店舗`);
    const answers = await Promise.all(texts.map((text) => encoder.encode(text)));
    expect(answers.map((bytes) => [...bytes])).toEqual(texts.map((text) => [...toCp932(text)]));
  });
});

describe('CSV text of the jobs', () => {
  it('formula-escapes text cells only, quotes where needed, and ends every line with CRLF', () => {
    const records: CsvCell[][] = [
      ['=SUM(A1)', -5, '-5', '@user', 'a,b', 'say "hi"', null, undefined, 'line\nbreak'],
      ['+81', '+81-3', 0, '', "'=kept", 'ok', 1.5, 'x', 'y'],
    ];
    expect(csvRecords(records)).toBe(
      '\'=SUM(A1),-5,-5,\'@user,"a,b","say ""hi""",,,"line\nbreak"\r\n' +
        "+81,'+81-3,0,,''=kept,ok,1.5,x,y\r\n",
    );
  });
});

/** What PostgreSQL's COPY ... WITH (FORMAT csv) writes for the rows (null unquoted, '' quoted). */
function copyOutput(rows: readonly (readonly (string | null)[])[]): string {
  const cell = (value: string | null) =>
    value === null ? '' : value === '' || /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return rows.map((row) => row.map(cell).join(',') + '\n').join('');
}

describe('CSV text of a page the database wrote with COPY', () => {
  it('is exactly the text csvRecords writes for the same cells', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const rows = trickyRows(seed, 1 + (seed % 5));
      expect(csvFromCopy(copyOutput(rows))).toEqual({ csv: csvRecords(rows), rowCount: rows.length });
    }
  });

  it('escapes formulas, unquotes empty texts and ends lines with CRLF at the start, middle and end of rows', () => {
    const copied = '=SUM(A1),"a,b",@x\n"\'=kept",-5,"say ""hi"""\n"line\nbreak",+81-3,""\n"=1,2",\tx,\n';
    expect(csvFromCopy(copied).csv).toBe(
      `'=SUM(A1),"a,b",'@x\r\n''=kept,-5,"say ""hi"""\r\n"line\nbreak",'+81-3,\r\n"'=1,2",'\tx,\r\n`,
    );
    expect(csvFromCopy('')).toEqual({ csv: '', rowCount: 0 });
  });

  it('finds where the whole rows end, whatever line ends the quoted cells hold', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const rows = trickyRows(seed, 2 + (seed % 4));
      const copied = copyOutput(rows);
      const lastRow = copyOutput(rows.slice(-1));
      const wholeBeforeLast = copied.length - lastRow.length;
      // Cut anywhere inside the last row: the rows before it are the whole ones.
      for (let cut = wholeBeforeLast; cut < copied.length; cut += 1) {
        expect(wholeRowsLength(copied.slice(0, cut))).toBe(wholeBeforeLast);
      }
      expect(wholeRowsLength(copied)).toBe(copied.length);
    }
    expect(wholeRowsLength('')).toBe(0);
    expect(wholeRowsLength('"a\nb')).toBe(0);
    expect(wholeRowsLength('\n"a\nb')).toBe(1);
  });
});

describe('pages of a streamed COPY', () => {
  async function* chunksOf(bytes: Buffer, cuts: number[]): AsyncGenerator<Buffer> {
    let start = 0;
    for (const cut of [...cuts, bytes.length]) {
      yield bytes.subarray(start, cut);
      start = cut;
    }
  }

  it('cuts the stream after whole rows, wherever the chunks end (inside a character, a quoted line break)', async () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const rows = trickyRows(seed, 40);
      const bytes = Buffer.from(copyOutput(rows));
      const cuts = Array.from(
        { length: 30 },
        (_, index) => Math.floor(((index + 1) * bytes.length) / 31) + (seed % 3),
      );
      const pages: CsvRows[] = [];
      for await (const page of pagesOfStream(chunksOf(bytes, cuts), 20 + seed)) pages.push(page);
      expect(pages.length).toBeGreaterThan(1);
      expect(pages.map((page) => page.csv).join('')).toBe(csvRecords(rows));
      expect(pages.reduce((sum, page) => sum + page.rowCount, 0)).toBe(rows.length);
    }
  });
});
