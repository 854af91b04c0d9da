import { describe, expect, it } from 'vitest';
import type { CsvEncoding } from '@shared/constants';
import { CopyCsvTranscoder } from '../../src-server/platform/jobs/copy-csv-transcoder';
import { toCp932, toCp932Substituting } from '../../src-server/platform/jobs/cp932-output';
import { csvRecords } from '../../src-server/platform/jobs/csv-output';
import { trickyRows } from './support/tricky-cells';

/**
 * What `COPY ... TO STDOUT WITH (FORMAT csv)` writes for text cells: null as nothing, a cell
 * quoted whole (quotes doubled) when it is empty, holds a quote, comma or line end, or is `\.`.
 */
function copyOutput(rows: readonly (readonly (string | null)[])[]): Buffer {
  const cell = (value: string | null) =>
    value === null
      ? ''
      : value === '' || value === '\\.' || /[",\r\n]/.test(value)
        ? `"${value.replaceAll('"', '""')}"`
        : value;
  return Buffer.from(rows.map((row) => row.map(cell).join(',') + '\n').join(''));
}

/** The transcoder's whole output for the bytes given in pieces that end at `cuts`. */
function transcode(bytes: Buffer, cuts: readonly number[] = [], encoding: CsvEncoding = 'shift_jis') {
  const transcoder = new CopyCsvTranscoder(encoding);
  const pieces: Buffer[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    pieces.push(transcoder.write(bytes.subarray(start, cut)));
    start = cut;
  }
  transcoder.end();
  return {
    bytes: Buffer.concat(pieces),
    rowCount: transcoder.rowCount,
    substitutions: transcoder.substitutions,
  };
}

describe('CP932 CSV from the COPY output', () => {
  it('writes exactly the bytes of toCp932Substituting(csvRecords(rows)) for the same cells', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const rows = trickyRows(seed, 1 + (seed % 5));
      expect(transcode(copyOutput(rows))).toMatchObject({
        bytes: toCp932Substituting(csvRecords(rows)),
        rowCount: rows.length,
      });
    }
  });

  it('writes the same bytes wherever the pieces are cut (inside a character, a quoted cell, a formula cell)', () => {
    for (let seed = 1; seed <= 120; seed += 1) {
      const rows = trickyRows(seed, 3);
      const bytes = copyOutput(rows);
      const expected = toCp932Substituting(csvRecords(rows));
      const whole = transcode(bytes);
      for (let cut = 0; cut <= bytes.length; cut += 1) {
        expect(transcode(bytes, [cut])).toEqual({ ...whole, bytes: expected });
      }
      // And in pieces of one byte each.
      const everyByte = Array.from({ length: bytes.length }, (_, index) => index);
      expect(transcode(bytes, everyByte)).toEqual({ ...whole, bytes: expected, rowCount: rows.length });
    }
  });

  it('escapes formulas, unquotes empty texts and ends lines with CRLF at the start, middle and end of rows', () => {
    const copied =
      '=SUM(A1),"a,b",@x\n"\'=kept",-5,"say ""hi"""\n"line\nbreak",+81-3,""\n"=1,2",\tx,\n"\\.",〜,-1,234\n';
    expect(transcode(Buffer.from(copied)).bytes.toString('latin1')).toBe(
      toCp932(
        `'=SUM(A1),"a,b",'@x\r\n''=kept,-5,"say ""hi"""\r\n"line\nbreak",'+81-3,\r\n"'=1,2",'\tx,\r\n\\.,～,-1,234\r\n`,
      ).toString('latin1'),
    );
    expect(transcode(Buffer.alloc(0))).toEqual({ bytes: Buffer.alloc(0), rowCount: 0, substitutions: null });
  });

  it('writes 〓 for each character CP932 cannot hold and counts the cells and rows, wherever a piece ends', () => {
    const rows = [
      ['1', '絵文字😀です', '¥1,000'],
      ['2', '𠮷野家', 'ok'],
      ['3', '髙橋', 'Café'],
      ['4', '=🍣', '🍣🍣'],
    ];
    const bytes = copyOutput(rows);
    const expected = toCp932(`1,絵文字〓です,"〓1,000"\r\n2,〓野家,ok\r\n3,髙橋,Caf〓\r\n4,'=〓,〓〓\r\n`);
    const substitutions = {
      cells: 6,
      rows: 4,
      rowNumbers: [2, 3, 4, 5],
      characters: ['😀', '¥', '𠮷', 'é', '🍣'],
    };
    expect(transcode(bytes)).toEqual({ bytes: expected, rowCount: 4, substitutions });
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(transcode(bytes, [cut])).toEqual({ bytes: expected, rowCount: 4, substitutions });
    }
    expect(transcode(copyOutput([['髙', '〜']])).substitutions).toBeNull();
  });

  it('writes UTF-8 as it is, keeping every character, with the same escaping and line ends', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const rows = trickyRows(seed, 1 + (seed % 5));
      const bytes = copyOutput([...rows, ['𠮷野家', '🍣', 'Café', '髙']]);
      const expected = Buffer.from(csvRecords([...rows, ['𠮷野家', '🍣', 'Café', '髙']]));
      const whole = transcode(bytes, [], 'utf-8');
      expect(whole).toEqual({ bytes: expected, rowCount: rows.length + 1, substitutions: null });
      for (let cut = 0; cut <= bytes.length; cut += 7) {
        expect(transcode(bytes, [cut], 'utf-8').bytes).toEqual(expected);
      }
    }
  });

  it('refuses an output that ends inside a row', () => {
    // A row without its line end, a quoted cell left open, a character cut short.
    const truncatedOutputs = [
      Buffer.from('a,b'),
      Buffer.from('"open\n'),
      Buffer.from([0x61, 0x2c, 0xe3, 0x81]),
    ];
    for (const truncated of truncatedOutputs) {
      const transcoder = new CopyCsvTranscoder();
      transcoder.write(truncated);
      expect(() => transcoder.end()).toThrow(/ended inside a row/);
    }
  });
});
