import { describe, expect, it } from 'vitest';
import {
  alphabetic,
  alphanumeric,
  alphanumericDash,
  alphanumericSymbol,
  alphanumericSymbolLength,
  bankAccount,
  bankCode,
  bankName,
  branchCode,
  email,
  facebookUrl,
  instagramUrl,
  ipAddress,
  katakana,
  lineUrl,
  lowercaseDigitDash,
  maxDigits,
  maxLength,
  minLength,
  mobilePhone,
  noConsecutiveDash,
  noEmoji,
  noSpaces,
  password,
  passwordAllowYen,
  phone,
  required,
  textField,
  twitterUrl,
  url,
  zipcode,
} from '@shared/validation';
import type { TextRule } from '@shared/validation';
import { messagesOf } from './support';

const LABEL = '項目';

/** Each rule with a valid value, an invalid value and the exact message for the invalid one. */
const RULES: [string, TextRule, string, string, string][] = [
  ['email', email(), 'taro@example.co.jp', 'taro@example', '項目の形式が正しくありません。'],
  ['minLength', minLength(3), 'abc', 'ab', '項目は3文字以上で入力してください。'],
  ['maxLength', maxLength(3), 'abc', 'abcd', '項目は3文字以内で入力してください。'],
  ['maxDigits', maxDigits(4), '1234', '12345', '項目は4桁以内で入力してください。'],
  ['alphabetic', alphabetic(), 'abc', 'abc1', '項目は半角英字で入力してください。'],
  ['alphanumeric', alphanumeric(), 'abc1', 'abc-1', '項目は半角英数字で入力してください。'],
  [
    'alphanumericSymbol',
    alphanumericSymbol(),
    'abc1!',
    'abc!',
    '項目は半角英数字と記号（¥を除く）で入力してください。',
  ],
  [
    'password',
    password(),
    'Abc1!',
    'Abc1¥',
    '項目は半角英字・数字・記号をそれぞれ1文字以上含めて入力してください（/ \\ ¥ は使用できません）。',
  ],
  [
    'passwordAllowYen',
    passwordAllowYen(),
    'Abc1¥',
    'Abc1/',
    '項目は半角英字・数字・記号をそれぞれ1文字以上含めて入力してください（/ \\ は使用できません）。',
  ],
  ['katakana', katakana(), 'ヤマダ', 'やまだ', '項目は全角カタカナで入力してください。'],
  [
    'phone',
    phone(),
    '0312345678',
    '031234567',
    '項目は0から始まる10桁または11桁の半角数字で入力してください。',
  ],
  [
    'mobilePhone',
    mobilePhone(),
    '09012345678',
    '06012345678',
    '項目は070・080・090から始まる携帯電話番号を半角数字で入力してください。',
  ],
  ['zipcode', zipcode(), '1000001', '100-0001', '項目はハイフンなしの半角数字7桁で入力してください。'],
  ['url', url(), 'https://example.com', 'https://example', '項目はURLの形式で入力してください。'],
  [
    'facebookUrl',
    facebookUrl(),
    'facebook.com/a',
    'example.com/a',
    '項目はFacebookのURLを入力してください。',
  ],
  ['twitterUrl', twitterUrl(), 'x.com/a', 'example.com/a', '項目はX（Twitter）のURLを入力してください。'],
  [
    'instagramUrl',
    instagramUrl(),
    'instagram.com/a',
    'example.com/a',
    '項目はInstagramのURLを入力してください。',
  ],
  ['lineUrl', lineUrl(), 'liff.line.me/1', 'example.com/a', '項目はLINEのURLを入力してください。'],
  ['bankCode', bankCode(), '0001', '001', '項目は半角数字4桁で入力してください。'],
  ['branchCode', branchCode(), '001', '01', '項目は半角数字3桁で入力してください。'],
  ['bankAccount', bankAccount(), '1234567', '12345678', '項目は半角数字7桁以内で入力してください。'],
  [
    'bankName',
    bankName(),
    'ミズホ(カ)',
    'みずほ',
    '項目は全角カタカナ・半角英大文字・数字・括弧・ピリオド・ハイフンで入力してください。',
  ],
  [
    'lowercaseDigitDash',
    lowercaseDigitDash(),
    'shop-1',
    'Shop-1',
    '項目は半角英小文字・数字・ハイフンで入力してください。',
  ],
  [
    'alphanumericDash',
    alphanumericDash(),
    'Shop-1',
    'Shop_1',
    '項目は半角英数字・ハイフンで入力してください。',
  ],
  [
    'noConsecutiveDash',
    noConsecutiveDash(),
    'a-b',
    'a--b',
    '項目にハイフンを連続して使用することはできません。',
  ],
  ['noSpaces', noSpaces(), 'ab', 'a\u3000b', '項目にスペースを含めることはできません。'],
  ['noEmoji', noEmoji(), '寿司', '寿司🍣', '項目に絵文字は使用できません。'],
  [
    'ipAddress',
    ipAddress(),
    '10.0.0.1',
    '10.0.0.256',
    '項目はIPアドレスの形式（例: 192.168.0.1）で入力してください。',
  ],
];

describe.each(RULES)('%s', (_, rule, valid, invalid, message) => {
  const schema = textField(LABEL, rule);

  it('passes a valid value', () => {
    expect(messagesOf(schema, valid)).toEqual([]);
  });

  it('fails an invalid value with the label and the catalogue message', () => {
    expect(messagesOf(schema, invalid)).toEqual([message]);
  });

  it('leaves an empty optional value alone (that is the job of required)', () => {
    expect(messagesOf(schema, '')).toEqual([]);
    expect(messagesOf(schema, '   ')).toEqual([]);
  });
});

describe('required', () => {
  const schema = textField('メールアドレス', required());

  it('fails empty and whitespace-only values, trimmed as the spec says', () => {
    expect(messagesOf(schema, '')).toEqual(['メールアドレスを入力してください。']);
    expect(messagesOf(schema, ' \u3000\t')).toEqual(['メールアドレスを入力してください。']);
  });

  it('passes and trims a filled value', () => {
    expect(schema.parse('  taro@example.com ')).toBe('taro@example.com');
  });

  it('reports a required field once, not once per rule', () => {
    expect(messagesOf(textField('メールアドレス', required(), email(), maxLength(5)), '')).toEqual([
      'メールアドレスを入力してください。',
    ]);
  });
});

describe('lengths', () => {
  it('count characters as a person does (a surrogate pair is one)', () => {
    expect(messagesOf(textField(LABEL, maxLength(2)), '𠮷野')).toEqual([]);
    expect(messagesOf(textField(LABEL, minLength(2)), '𠮷')).toEqual(['項目は2文字以上で入力してください。']);
  });

  it('accept the exact bounds', () => {
    expect(messagesOf(textField(LABEL, minLength(2), maxLength(4)), 'ab')).toEqual([]);
    expect(messagesOf(textField(LABEL, minLength(2), maxLength(4)), 'abcd')).toEqual([]);
  });

  it('judge the trimmed value', () => {
    expect(messagesOf(textField(LABEL, maxLength(3)), '  abc  ')).toEqual([]);
  });
});

describe('maxDigits', () => {
  it('also rejects non-digits', () => {
    expect(messagesOf(textField(LABEL, maxDigits(4)), '12a')).toEqual(['項目は4桁以内で入力してください。']);
  });
});

describe('alphanumericSymbolLength', () => {
  const schema = textField('ショップコード', alphanumericSymbolLength(4, 6));
  const message =
    'ショップコードは英字と数字をそれぞれ1文字以上含む4〜6文字の半角英数字・記号（¥を除く）で入力してください。';

  it('accepts the bounds', () => {
    expect(messagesOf(schema, 'ab12')).toEqual([]);
    expect(messagesOf(schema, 'ab12-!')).toEqual([]);
  });

  it('rejects a value outside the bounds or without a letter and a digit', () => {
    expect(messagesOf(schema, 'ab1')).toEqual([message]);
    expect(messagesOf(schema, 'ab12-!x')).toEqual([message]);
    expect(messagesOf(schema, 'abcdef')).toEqual([message]);
    expect(messagesOf(schema, 'ab12¥')).toEqual([message]);
  });
});
