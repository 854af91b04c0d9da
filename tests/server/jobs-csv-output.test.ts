import { afterAll, describe, expect, it } from 'vitest';
import type { CsvCell } from '@shared/csv';
import { encodeCp932 } from '@shared/encoding';
import { Cp932Encoder } from '../../src-server/jobs/cp932-encoder';
import { toCp932, UnmappableTextError } from '../../src-server/jobs/cp932-output';
import { csvLines, csvRecords } from '../../src-server/jobs/csv-output';

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
    const cells = records[0]!.map((_, index) => (row: CsvCell[]) => row[index]);
    expect(csvLines(records, cells)).toBe(csvRecords(records));
  });
});
