import { describe, expect, it } from 'vitest';
import { CSV_LINE_BREAK, CsvParseError, formatCsv, formatCsvCell, formatCsvRow, parseCsv } from '@shared/csv';

describe('formatCsvCell and formatCsvRow', () => {
  it('quotes a cell holding a comma, a quote or a line break, doubling quotes', () => {
    expect(formatCsvCell('a,b')).toBe('"a,b"');
    expect(formatCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(formatCsvCell('a\rb')).toBe('"a\rb"');
  });

  it('writes other cells as they are, and nothing for null', () => {
    expect(formatCsvCell('東京都')).toBe('東京都');
    expect(formatCsvCell(12800)).toBe('12800');
    expect(formatCsvCell(null)).toBe('');
    expect(formatCsvCell(undefined)).toBe('');
    expect(formatCsvCell(' padded ')).toBe(' padded ');
  });

  it('joins cells with commas and records with CRLF', () => {
    expect(formatCsvRow(['a', 1, null, 'x,y'])).toBe('a,1,,"x,y"');
    expect(
      formatCsv([
        ['h1', 'h2'],
        ['a', 'b'],
      ]),
    ).toBe('h1,h2\r\na,b\r\n');
    expect(CSV_LINE_BREAK).toBe('\r\n');
  });
});

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return null;
}

describe('parseCsv', () => {
  it('reads records with CRLF, LF or CR line breaks and no final break', () => {
    expect(parseCsv('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('"a,b","say ""hi""","1\r\n2"\r\n')).toEqual([['a,b', 'say "hi"', '1\r\n2']]);
  });

  it('keeps empty fields and empty quoted fields', () => {
    expect(parseCsv(',,\r\n"",x\r\n')).toEqual([
      ['', '', ''],
      ['', 'x'],
    ]);
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual([]);
  });

  it('reads back what formatCsv writes', () => {
    const rows = [
      ['店舗名', '住所', 'メモ'],
      ['本店', '東京都千代田区1-1', '"特売", 毎週\n月曜'],
      ['', '=1+1', ' spaces '],
    ];
    expect(parseCsv(formatCsv(rows))).toEqual(rows);
  });

  it('throws on an unclosed quote, naming the line where it opened', () => {
    const error = thrownBy(() => parseCsv('a,b\r\n"open,c\r\n'));
    expect(error).toBeInstanceOf(CsvParseError);
    expect((error as CsvParseError).line).toBe(2);
  });

  it('throws on text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c')).toThrow(CsvParseError);
  });
});
