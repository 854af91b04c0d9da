import { describe, expect, it } from 'vitest';
import {
  ALLOW_IP_IMPORT_COLUMNS,
  ALLOW_IP_IMPORT_HEADER,
  CONTRACT_IMPORT_COLUMNS,
  CONTRACT_IMPORT_HEADER,
  CONTRACT_INTEREST_IMPORT_COLUMNS,
  CONTRACT_INTEREST_IMPORT_HEADER,
  ESTIMATE_PRODUCT_IMPORT_COLUMNS,
  ESTIMATE_PRODUCT_IMPORT_HEADER,
  STORE_IMPORT_COLUMNS,
  STORE_IMPORT_HEADER,
  importColumnOf,
} from '@shared/imports';
import type { ImportColumn } from '@shared/imports';

// Every import file built with importColumns: the header row users' spreadsheets carry.
const FILES: readonly [string, readonly ImportColumn<string>[], readonly string[], readonly string[]][] = [
  [
    'stores',
    STORE_IMPORT_COLUMNS,
    STORE_IMPORT_HEADER,
    [
      '店舗コード',
      '店舗名',
      'オーナー姓',
      'オーナー名',
      'メールアドレス',
      '会社名',
      '郵便番号',
      '都道府県',
      '市区町村コード',
      '町名・番地',
      '建物名',
      '電話番号',
      'グループ',
      'ジャンル',
      'サービスタグ',
      '備考',
      '初期パスワード',
      'EC店舗ID',
      'EC店舗パスワード',
      'EC売上種別',
      'EC接続元IPアドレス',
      'ECリダイレクトURL',
      'EC生成キー',
      '緯度',
      '経度',
    ],
  ],
  [
    'allowed IPs',
    ALLOW_IP_IMPORT_COLUMNS,
    ALLOW_IP_IMPORT_HEADER,
    ['店舗コード', 'IPアドレス', 'IP範囲（終了アドレス）'],
  ],
  [
    'contracts',
    CONTRACT_IMPORT_COLUMNS,
    CONTRACT_IMPORT_HEADER,
    ['取扱契約番号', '支払条件', '手数料の種類', '手数料率', '1回あたりのお支払額'],
  ],
  [
    'contract interest',
    CONTRACT_INTEREST_IMPORT_COLUMNS,
    CONTRACT_INTEREST_IMPORT_HEADER,
    ['取扱契約番号', '手数料の種類', '手数料率'],
  ],
  [
    'estimate products',
    ESTIMATE_PRODUCT_IMPORT_COLUMNS,
    ESTIMATE_PRODUCT_IMPORT_HEADER,
    ['試算商品ID', '商品名', '商品価格', '取扱契約番号'],
  ],
];

describe.each(FILES)('the %s import file', (_name, columns, header, expected) => {
  it('heads its columns with the form labels, the named exceptions aside, in file order', () => {
    expect(header).toEqual(expected);
    expect(columns.map((column) => column.header)).toEqual(expected);
  });

  it("finds a field's column header, and none for a field no column holds", () => {
    const columnOf = importColumnOf(columns);
    for (const column of columns) expect(columnOf(column.field)).toBe(column.header);
    expect(columnOf('noSuchField')).toBe('');
  });
});
