import { describe, expect, it } from 'vitest';
import { ADVANCE_INSTALMENT_MAX, INSTALMENT_COUNTS } from '@shared/constants';
import { advanceInstalmentOptionGroups, formatPaymentCount, instalmentOptions } from '@shared/format';

describe('formatPaymentCount', () => {
  it('labels 999 and onetimePayment as bonus one-time payment', () => {
    expect(formatPaymentCount(999)).toBe('ボーナス一括払い');
    expect(formatPaymentCount('999')).toBe('ボーナス一括払い');
    expect(formatPaymentCount('onetimePayment')).toBe('ボーナス一括払い');
  });

  it('labels ribbonPayment as revolving payment', () => {
    expect(formatPaymentCount('ribbonPayment')).toBe('リボ払い');
  });

  it('labels any other count as the count and 回', () => {
    expect(formatPaymentCount(1)).toBe('1回');
    expect(formatPaymentCount(96)).toBe('96回');
    expect(formatPaymentCount('12')).toBe('12回');
    expect(formatPaymentCount(998)).toBe('998回');
  });

  it('gives an empty string for nothing', () => {
    expect(formatPaymentCount(null)).toBe('');
    expect(formatPaymentCount(undefined)).toBe('');
    expect(formatPaymentCount('')).toBe('');
  });
});

describe('instalmentOptions', () => {
  it('lists every instalment count, then bonus one-time and revolving', () => {
    const options = instalmentOptions();
    expect(options).toHaveLength(INSTALMENT_COUNTS.length + 2);
    expect(options[0]).toEqual({ value: '1', label: '1回' });
    expect(options.at(-3)).toEqual({ value: '96', label: '96回' });
    expect(options.at(-2)).toEqual({ value: 'onetimePayment', label: 'ボーナス一括払い' });
    expect(options.at(-1)).toEqual({ value: 'ribbonPayment', label: 'リボ払い' });
  });
});

describe('advanceInstalmentOptionGroups', () => {
  const groups = advanceInstalmentOptionGroups();

  it('groups 1 to 99 in tens, then the two special payments', () => {
    expect(groups.map((group) => group.label)).toEqual([
      '1〜10回',
      '11〜20回',
      '21〜30回',
      '31〜40回',
      '41〜50回',
      '51〜60回',
      '61〜70回',
      '71〜80回',
      '81〜90回',
      '91〜99回',
      'その他',
    ]);
    expect(groups[0]?.options).toHaveLength(10);
    expect(groups[9]?.options.map((option) => option.value)).toEqual([
      '91',
      '92',
      '93',
      '94',
      '95',
      '96',
      '97',
      '98',
      '99',
    ]);
    expect(groups.at(-1)?.options.map((option) => option.label)).toEqual(['ボーナス一括払い', 'リボ払い']);
  });

  it('offers every count from 1 to 99 exactly once', () => {
    const counts = groups
      .slice(0, -1)
      .flatMap((group) => group.options.map((option) => Number(option.value)));
    expect(counts).toEqual(Array.from({ length: ADVANCE_INSTALMENT_MAX }, (_, index) => index + 1));
  });
});
