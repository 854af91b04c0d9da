import { describe, expect, it } from 'vitest';
import type { CsvCell } from '@shared/csv';
import { decodeCp932, encodeCp932, mapToCp932Forms } from '@shared/encoding';
import {
  cp932ExportCodes,
  NO_CP932_CODE,
  toCp932,
  UnmappableTextError,
} from '../../src-server/platform/jobs/cp932-output';
import { csvRecords } from '../../src-server/platform/jobs/csv-output';

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
  it('encodes exactly as encodeCp932 does', () => {
    for (const text of MAPPABLE) {
      const expected = encodeCp932(text);
      expect(expected.ok).toBe(true);
      if (!expected.ok) continue;
      expect([...toCp932(text)]).toEqual([...expected.bytes]);
    }
  });

  it('reports the same unmappable characters as encodeCp932', () => {
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

  it('has a table of codes that agrees with encodeCp932 on every character of the BMP', () => {
    const codes = cp932ExportCodes();
    const disagreeing: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit += 1) {
      const char = String.fromCharCode(unit);
      const expected = unit >= 0xd800 && unit <= 0xdfff ? { ok: false as const } : encodeCp932(char);
      const code = codes[unit]!;
      const bytes = code === NO_CP932_CODE ? null : code < 0x100 ? [code] : [code >> 8, code & 0xff];
      const agrees = expected.ok
        ? bytes !== null && bytes.join() === [...expected.bytes].join()
        : bytes === null;
      if (!agrees) disagreeing.push(`U+${unit.toString(16).padStart(4, '0')}`);
    }
    expect(disagreeing).toEqual([]);
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
