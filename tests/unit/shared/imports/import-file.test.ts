import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToCellErrors, readImportCsv, readImportRow, repeatedInFileErrors } from '@shared/imports';
import { ja } from '@shared/messages';

const HEADER = ['店舗コード', '店舗名'];

describe('reading an import CSV', () => {
  it('answers the data records with their row numbers, blank lines skipped but counted', () => {
    expect(readImportCsv('店舗コード, 店舗名 \r\nA-1,本店\r\n\r\n,\r\nA-2,"駅前店, 2F"', HEADER)).toEqual({
      ok: true,
      records: [
        { number: 2, values: ['A-1', '本店'] },
        { number: 5, values: ['A-2', '駅前店, 2F'] },
      ],
      columns: HEADER,
    });
  });

  it('reads the columns in any order, by their names', () => {
    const file = readImportCsv('\uFEFF店舗名,店舗コード\r\n本店,A-1\r\n', HEADER);
    expect(file).toMatchObject({ ok: true, columns: ['店舗名', '店舗コード'] });
    if (!file.ok) return;
    expect(readImportRow(file.columns, file.records[0]!)).toEqual({
      ok: true,
      row: { number: 2, cells: { 店舗コード: 'A-1', 店舗名: '本店' } },
    });
  });

  it('sets aside the columns an export writes besides, and reads an optional column left out as empty', () => {
    const layout = {
      columns: [...HEADER, 'パスワード'],
      optional: ['パスワード'],
      ignored: ['店舗ID', 'ステータス'],
    };
    const file = readImportCsv('店舗ID,店舗コード,ステータス,店舗名\r\n7,A-1,営業中,本店\r\n', layout);
    expect(file).toMatchObject({ ok: true, columns: [null, '店舗コード', null, '店舗名'] });
    if (!file.ok) return;
    expect(readImportRow(file.columns, file.records[0]!)).toEqual({
      ok: true,
      row: { number: 2, cells: { 店舗コード: 'A-1', 店舗名: '本店' } },
    });
  });

  it('says which columns are missing or unknown, with the columns expected and found', () => {
    const file = readImportCsv('店舗コード,店名\r\nA-1,本店\r\n', HEADER);
    expect(file.ok).toBe(false);
    if (file.ok) return;
    expect(file.message).toContain('足りない列：店舗名');
    expect(file.message).toContain('取り込めない列：店名');
    expect(file.message).toContain('必要な列：店舗コード、店舗名');
    expect(file.message).toContain('ファイルの列：店舗コード、店名');
    expect(readImportCsv('店舗コード,店舗名,店舗名\r\nA-1,本店,本店\r\n', HEADER)).toMatchObject({
      ok: false,
      message: expect.stringContaining('重複している列：店舗名'),
    });
  });

  it('refuses a broken quote and a file without data rows', () => {
    const refused = (message: string) => ({ ok: false, message });
    expect(readImportCsv('店舗コード,店舗名\r\n"A-1,本店\r\n', HEADER)).toEqual(
      refused(ja.errors.importFormatInvalid),
    );
    expect(readImportCsv('', HEADER)).toEqual(refused(ja.errors.importFormatInvalid));
    expect(readImportCsv('店舗コード,店舗名\r\n\r\n', HEADER)).toEqual(refused(ja.server.importNoRows));
  });

  it('gives a record its cells by header, with the formula escaping of an export undone', () => {
    expect(readImportRow(HEADER, { number: 3, values: ['A-1', "'=本店"] })).toEqual({
      ok: true,
      row: { number: 3, cells: { 店舗コード: 'A-1', 店舗名: '=本店' } },
    });
  });

  it('refuses a record with another number of cells as a whole', () => {
    expect(readImportRow(HEADER, { number: 4, values: ['A-1'] })).toEqual({
      ok: false,
      errors: [{ column: '', message: ja.server.importColumnCount }],
    });
  });
});

describe('cell errors', () => {
  it('keeps the first message of each field, under its column', () => {
    const schema = z.object({
      code: z.string().min(2, '短い').regex(/^\d+$/, '数字'),
      name: z.string().min(1, '必須'),
    });
    const parsed = schema.safeParse({ code: 'a', name: '' });
    const columnOf = (field: string) => ({ code: '店舗コード', name: '店舗名' })[field] ?? '';
    expect(issuesToCellErrors(parsed.error?.issues ?? [], columnOf)).toEqual([
      { column: '店舗コード', message: '短い' },
      { column: '店舗名', message: '必須' },
    ]);
  });

  it('reports a value repeated in a file from its second use on', () => {
    const seen = new Set<string>();
    expect(repeatedInFileErrors(seen, 'A-1', '店舗コード', '店舗コード')).toEqual([]);
    expect(repeatedInFileErrors(seen, 'A-1', '店舗コード', '店舗コード')).toEqual([
      { column: '店舗コード', message: '店舗コードが重複しています。' },
    ]);
  });
});
