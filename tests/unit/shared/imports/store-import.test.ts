import { describe, expect, it } from 'vitest';
import {
  checkAllowIpImportRow,
  checkStoreImportRow,
  repeatedEmailErrors,
  repeatedShopCodeErrors,
  STORE_IMPORT_COLUMNS,
  STORE_IMPORT_HEADER,
  storeImportRowToInput,
  storeImportShopCodeOf,
} from '@shared/imports';
import { shopCreateFormSchema, shopFormSchema } from '@shared/validation';

const lookups = {
  prefectures: [{ code: '13', name: '東京都' }],
  groups: [{ id: 2, name: '首都圏エリア' }],
  genres: [{ id: 1, name: 'カフェ' }],
  serviceTags: [{ id: 5, name: '駅近' }],
};

function row(cells: Record<string, string>): Record<string, string> {
  return Object.fromEntries(STORE_IMPORT_COLUMNS.map(({ field, header }) => [header, cells[field] ?? '']));
}

describe('store import cells as Excel users type them', () => {
  it('reads hyphenated, 〒-marked and full-width postal codes and phone numbers, spaces trimmed', () => {
    const { input } = storeImportRowToInput(
      row({
        shopCode: ' ａ－１ ',
        zipcode: '〒150-0042',
        telephone: '０３－１２３４－５６７８',
        municipalityId: '13113',
        email: ' ｓｈｏｐ＠ｅｘａｍｐｌｅ.jp ',
        storeName: '  渋谷店  ',
      }),
      lookups,
    );
    expect(input).toMatchObject({
      shopCode: 'a-1',
      zipcode: '1500042',
      telephone: '0312345678',
      email: 'shop@example.jp',
      storeName: '渋谷店',
    });
    expect(storeImportRowToInput(row({ zipcode: '150-0042' }), lookups).input.zipcode).toBe('1500042');
  });

  it('gives back the leading zero Excel drops from a number', () => {
    const { input } = storeImportRowToInput(
      row({ zipcode: '600005', telephone: '312345678', municipalityId: '1101' }),
      lookups,
    );
    expect(input).toMatchObject({ zipcode: '0600005', telephone: '0312345678', municipalityId: '01101' });
  });
});

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

describe('store import row checks (shared by the server and the check before upload)', () => {
  const shop = {
    shopCode: ' A-1 ',
    storeName: 'ひだまり珈琲 有楽町店',
    nameSei: '石田',
    nameMei: '誠',
    email: 'yurakucho@hidamari-coffee.example',
    zipcode: '1000006',
    prefectureId: '東京都',
    municipalityId: '13101',
    streetAddress: '有楽町2-7-1',
    telephone: '0332145678',
    genreId: 'カフェ',
  };

  it('answers the form values of a good row', () => {
    const checked = checkStoreImportRow(row(shop), lookups, shopFormSchema);
    expect(checked).toMatchObject({ ok: true, values: { shopCode: 'A-1', prefectureId: 13, genreId: 1 } });
    expect(storeImportShopCodeOf(row(shop))).toBe('A-1');
  });

  it('checks a new shop with the create form, which needs the password', () => {
    expect(checkStoreImportRow(row(shop), lookups, shopCreateFormSchema)).toEqual({
      ok: false,
      errors: [{ column: '初期パスワード', message: '初期パスワードを入力してください。' }],
    });
  });

  it('reports a name that matched nothing once, not again as the empty id it left', () => {
    expect(
      checkStoreImportRow(row({ ...shop, genreId: '書店', zipcode: '1' }), lookups, shopFormSchema),
    ).toEqual({
      ok: false,
      errors: [
        { column: 'ジャンル', message: 'ジャンルの選択肢が正しくありません。' },
        { column: '郵便番号', message: '郵便番号はハイフンなしの半角数字7桁で入力してください。' },
      ],
    });
  });

  it('reports a shop code or a new account e-mail from the second use in a file on', () => {
    const seen = new Set<string>();
    expect(repeatedShopCodeErrors(seen, 'A-1')).toEqual([]);
    expect(repeatedEmailErrors(seen, 'Shop@Example.jp')).toEqual([]);
    expect(repeatedShopCodeErrors(seen, 'A-2')).toEqual([]);
    expect(repeatedShopCodeErrors(seen, 'A-1')).toEqual([
      { column: '店舗コード', message: '店舗コードが重複しています。' },
    ]);
    expect(repeatedEmailErrors(seen, 'shop@example.jp')).toEqual([
      { column: 'メールアドレス', message: 'メールアドレスが重複しています。' },
    ]);
  });

  it('checks an allowed-IP row without the database: a shop code at all, and the entry', () => {
    const cells = (shopCode: string, ipAddress: string, ipRange: string) => ({
      店舗コード: shopCode,
      IPアドレス: ipAddress,
      'IP範囲（終了アドレス）': ipRange,
    });
    expect(checkAllowIpImportRow(cells(' DEMO-1 ', '192.0.2.1', ''))).toEqual({
      shopCode: 'DEMO-1',
      entry: { ipAddress: '192.0.2.1', ipRange: '' },
      errors: [],
    });
    expect(checkAllowIpImportRow(cells('', '192.0.2.1', '192.0.1.1'))).toEqual({
      shopCode: '',
      entry: null,
      errors: [
        { column: '店舗コード', message: '店舗コードを入力してください。' },
        {
          column: 'IP範囲（終了アドレス）',
          message: 'IP範囲（終了アドレス）は開始IPアドレス以降のアドレスを入力してください。',
        },
      ],
    });
  });
});
