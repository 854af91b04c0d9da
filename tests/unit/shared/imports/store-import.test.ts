import { describe, expect, it } from 'vitest';
import { STORE_IMPORT_COLUMNS, STORE_IMPORT_HEADER, storeImportRowToInput } from '@shared/imports';
import { shopFormSchema } from '@shared/validation';

const lookups = {
  prefectures: [{ code: '13', name: '東京都' }],
  groups: [{ id: 2, name: '首都圏エリア' }],
  genres: [{ id: 1, name: 'カフェ' }],
  serviceTags: [{ id: 5, name: '駅近' }],
};

function row(cells: Record<string, string>): Record<string, string> {
  return Object.fromEntries(STORE_IMPORT_COLUMNS.map(({ field, header }) => [header, cells[field] ?? '']));
}

describe('store import rows', () => {
  it('has one Japanese header per form field, no header twice', () => {
    expect(new Set(STORE_IMPORT_HEADER).size).toBe(STORE_IMPORT_HEADER.length);
    expect(STORE_IMPORT_HEADER[0]).toBe('店舗コード');
  });

  it('turns names and labels into the ids and values the shop form takes', () => {
    const { input, errors } = storeImportRowToInput(
      row({
        shopCode: 'A-1',
        prefectureId: '東京都',
        groupId: '首都圏エリア',
        genreId: 'カフェ',
        serviceTagId: '駅近',
        ecSalesType: '仮売上',
      }),
      lookups,
    );
    expect(errors).toEqual([]);
    expect(input).toMatchObject({
      shopCode: 'A-1',
      prefectureId: '13',
      groupId: 2,
      genreId: 1,
      serviceTagId: 5,
      ecSalesType: '1',
    });
    expect(shopFormSchema.safeParse(input).success).toBe(false);
  });

  it('reports a name that matches nothing under its column', () => {
    const { errors } = storeImportRowToInput(row({ genreId: '書店', prefectureId: 'ムー大陸' }), lookups);
    expect(errors).toEqual([
      { column: '都道府県', message: '都道府県の選択肢が正しくありません。' },
      { column: 'ジャンル', message: 'ジャンルの選択肢が正しくありません。' },
    ]);
  });
});
