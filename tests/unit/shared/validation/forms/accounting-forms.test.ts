import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTING_SETTINGS, journalFiltersSchema } from '@shared/api';
import { cutToHalfWidthDigits, halfWidthDigits } from '@shared/input';
import { accountingSettingsFormSchema } from '@shared/validation';
import type { AccountingSettingsFormValues } from '@shared/validation';
import { fieldErrorsOf } from '../support';

function withYayoiCard(pair: { account: string; subAccount: string }): AccountingSettingsFormValues {
  const yayoi = DEFAULT_ACCOUNTING_SETTINGS.targets.yayoi;
  return {
    ...DEFAULT_ACCOUNTING_SETTINGS,
    targets: {
      ...DEFAULT_ACCOUNTING_SETTINGS.targets,
      yayoi: { ...yayoi, receivables: { ...yayoi.receivables, creditCard: pair } },
    },
  };
}

const CARD = 'targets.yayoi.receivables.creditCard';

describe('会計連携設定 form', () => {
  it('takes the defaults as they are, and gives them back unchanged', () => {
    expect(accountingSettingsFormSchema.parse(DEFAULT_ACCOUNTING_SETTINGS)).toEqual(
      DEFAULT_ACCOUNTING_SETTINGS,
    );
  });

  it('keeps 弥生 names to 12 / 15 characters and 24 half-width digits', () => {
    expect(
      fieldErrorsOf(
        accountingSettingsFormSchema,
        withYayoiCard({ account: '売掛金', subAccount: 'VISA・Master' }),
      ),
    ).toEqual({});
    expect(
      fieldErrorsOf(
        accountingSettingsFormSchema,
        withYayoiCard({ account: 'あ'.repeat(13), subAccount: '' }),
      ),
    ).toEqual({
      [`${CARD}.account`]: [
        '弥生会計：クレジットカードの勘定科目は12文字以内で入力してください。',
        '弥生会計：クレジットカードの勘定科目は半角24文字（全角12文字）以内で入力してください。',
      ],
    });
    expect(
      fieldErrorsOf(
        accountingSettingsFormSchema,
        withYayoiCard({ account: '売掛金', subAccount: 'ABCDEFGHIJKLMNO' }),
      ),
    ).toEqual({});
    expect(
      fieldErrorsOf(
        accountingSettingsFormSchema,
        withYayoiCard({ account: '売掛金', subAccount: 'ｶｰﾄﾞｶｰﾄﾞｶｰﾄﾞｶｰﾄﾞ' }),
      ),
    ).toEqual({
      [`${CARD}.subAccount`]: ['弥生会計：クレジットカードの補助科目は15文字以内で入力してください。'],
    });
    expect(
      fieldErrorsOf(
        accountingSettingsFormSchema,
        withYayoiCard({ account: '売掛金', subAccount: 'クレジットカード売上分' + 'あ'.repeat(2) }),
      ),
    ).toEqual({
      [`${CARD}.subAccount`]: [
        '弥生会計：クレジットカードの補助科目は半角24文字（全角12文字）以内で入力してください。',
      ],
    });
  });

  it('needs the accounts and the taxed tax categories, and refuses line breaks, tabs and quotes', () => {
    const errors = fieldErrorsOf(accountingSettingsFormSchema, {
      ...withYayoiCard({ account: ' ', subAccount: 'A"B' }),
      targets: {
        ...withYayoiCard({ account: ' ', subAccount: 'A"B' }).targets,
        freee: {
          ...DEFAULT_ACCOUNTING_SETTINGS.targets.freee,
          taxCategories: { ...DEFAULT_ACCOUNTING_SETTINGS.targets.freee.taxCategories, sales8: '' },
          receivables: {
            ...DEFAULT_ACCOUNTING_SETTINGS.targets.freee.receivables,
            ec: { account: '', subAccount: 'E\tC' },
          },
        },
      },
    });
    expect(errors).toEqual({
      [`${CARD}.account`]: ['弥生会計：クレジットカードの勘定科目を入力してください。'],
      [`${CARD}.subAccount`]: [
        '弥生会計：クレジットカードの補助科目に改行・タブ・ダブルクォートは使用できません。',
      ],
      // freee books the receivable itself: only its 取引先 is named; a tab inside is refused.
      'targets.freee.receivables.ec.subAccount': [
        'freee会計：EC決済の取引先に改行・タブ・ダブルクォートは使用できません。',
      ],
      'targets.freee.taxCategories.sales8': ['freee会計：売上（軽減8%）の税区分を入力してください。'],
    });
  });

  it('offers each software only the encodings its import reads, and cutoffs on the half hour', () => {
    const errors = fieldErrorsOf(accountingSettingsFormSchema, {
      ...DEFAULT_ACCOUNTING_SETTINGS,
      businessDayCutoffMinutes: 720,
      targets: {
        ...DEFAULT_ACCOUNTING_SETTINGS.targets,
        yayoi: { ...DEFAULT_ACCOUNTING_SETTINGS.targets.yayoi, encoding: 'utf8Bom' },
        moneyForward: {
          ...DEFAULT_ACCOUNTING_SETTINGS.targets.moneyForward,
          encoding: 'utf8Bom',
          lineEnding: 'lf',
        },
      },
    });
    expect(Object.keys(errors).sort()).toEqual(['businessDayCutoffMinutes', 'targets.yayoi.encoding']);
  });
});

describe('journal filters', () => {
  it('reads a period and a sorted, unique list of shops', () => {
    expect(journalFiltersSchema.parse({ from: '2025/6/1', to: '2025-06-30', shopIds: '12,3,12' })).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
      shopIds: [3, 12],
    });
  });

  it('refuses a period out of order or over 366 days, and a malformed shop list', () => {
    expect(fieldErrorsOf(journalFiltersSchema, { from: '2025-06-02', to: '2025-06-01' })).toHaveProperty(
      'to',
    );
    expect(fieldErrorsOf(journalFiltersSchema, { from: '2024-06-01', to: '2025-06-02' })).toHaveProperty(
      'to',
    );
    expect(fieldErrorsOf(journalFiltersSchema, { from: '2024-06-01', to: '2025-06-01' })).toEqual({});
    expect(
      fieldErrorsOf(journalFiltersSchema, { from: '2025-06-01', to: '2025-06-30', shopIds: '1,,2' }),
    ).toHaveProperty('shopIds');
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect(
      fieldErrorsOf(journalFiltersSchema, { from: '2025-06-01', to: '2025-06-30', shopIds: many }),
    ).toEqual({
      shopIds: ['対象店舗は100店舗まで選べます。'],
    });
  });
});

describe('half-width digits', () => {
  it('counts ASCII and half-width katakana as one, everything else as two', () => {
    expect(halfWidthDigits('VISA')).toBe(4);
    expect(halfWidthDigits('ｶｰﾄﾞ')).toBe(4);
    expect(halfWidthDigits('カード売上')).toBe(10);
    expect(halfWidthDigits('𠮷野家')).toBe(6);
  });

  it('cuts between characters, never inside one', () => {
    expect(cutToHalfWidthDigits('ひだまり珈琲 渋谷道玄坂店', 24)).toBe('ひだまり珈琲 渋谷道玄坂');
    expect(cutToHalfWidthDigits('AあB', 2)).toBe('A');
    expect(cutToHalfWidthDigits('短い', 24)).toBe('短い');
  });
});
