import { describe, expect, it } from 'vitest';
import { BinaryCopyError, BinaryCopyValues } from '../../src-server/platform/db/copy-binary';

/** PostgreSQL's binary COPY output of a one-column query returning `values`. */
function binaryCopy(values: readonly Buffer[], extension = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeInt32BE(extension.length, 4);
  const rows = values.map((value) => {
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    head.writeInt32BE(value.length, 2);
    return Buffer.concat([head, value]);
  });
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  return Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), header, extension, ...rows, trailer]);
}

function readAll(output: Buffer, pieceBytes: number): Buffer[] {
  const reader = new BinaryCopyValues();
  const values: Buffer[] = [];
  for (let at = 0; at < output.length; at += pieceBytes)
    values.push(...reader.push(output.subarray(at, at + pieceBytes)));
  reader.end();
  return values;
}

const VALUES = [
  Buffer.from('店舗コード,店舗名\r\n', 'utf8'),
  Buffer.alloc(0),
  Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256)),
  Buffer.from([0xff, 0xfe, 0x00, 0x01]),
];

describe('the values of a binary COPY', () => {
  it('gives every value whole and in order, however the output is cut', () => {
    const output = binaryCopy(VALUES);
    for (const pieceBytes of [1, 2, 3, 5, 7, 19, 64, output.length]) {
      expect(readAll(output, pieceBytes), `pieces of ${pieceBytes} bytes`).toEqual(VALUES);
    }
  });

  it('skips a header extension, and reads a COPY of no rows', () => {
    expect(readAll(binaryCopy(VALUES, Buffer.from('ext')), 4)).toEqual(VALUES);
    expect(readAll(binaryCopy([]), 3)).toEqual([]);
  });

  it('refuses what is not a one-column binary COPY, and one that ends early', () => {
    expect(() => new BinaryCopyValues().push(Buffer.from('id,data\n1,abc\n'.repeat(2)))).toThrow(
      BinaryCopyError,
    );
    const twoColumns = binaryCopy([Buffer.from('x')]);
    twoColumns.writeInt16BE(2, 19);
    expect(() => readAll(twoColumns, 8)).toThrow(/one column/);
    const cut = binaryCopy(VALUES);
    expect(() => readAll(cut.subarray(0, cut.length - 5), 8)).toThrow(/ended early/);
    expect(() => readAll(Buffer.concat([cut, Buffer.from([0])]), 8)).toThrow(/after the end/);
  });
});
