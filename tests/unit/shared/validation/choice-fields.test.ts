import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  booleanField,
  codeField,
  decimalField,
  enumField,
  flagField,
  idField,
  idListField,
  optionalList,
  optionalSecretField,
  optionalTextField,
  requiredSecretField,
  requiredTextField,
} from '@shared/validation';
import { email, maxLength } from '@shared/validation';
import { messagesOf } from './support';

describe('idField', () => {
  const field = idField('グループ', { required: true, max: 47 });

  it('reads a select string, a JSON number or a CSV cell as the same id', () => {
    for (const input of ['13', 13, ' 13 ']) expect(field.parse(input)).toBe(13);
    expect(idField('グループ').parse('')).toBeNull();
    expect(idField('グループ').parse(null)).toBeNull();
    expect(z.object({ id: idField('グループ') }).parse({})).toEqual({ id: null });
  });

  it('asks for a choice when required, and refuses what no record can be', () => {
    expect(messagesOf(field, '')).toEqual(['グループを選択してください。']);
    for (const input of ['0', '48', 'abc', 1.5, true])
      expect(messagesOf(field, input)).toEqual(['グループの選択肢が正しくありません。']);
  });
});

describe('the other choice fields', () => {
  it('codeField keeps codes as text (leading zeros)', () => {
    const field = codeField('市区町村', /^\d{5}$/, { required: true });
    expect(field.parse('01101')).toBe('01101');
    expect(messagesOf(field, '1101')).toEqual(['市区町村の選択肢が正しくありません。']);
    expect(messagesOf(field, undefined)).toEqual(['市区町村を選択してください。']);
  });

  it('enumField accepts only the enumeration values', () => {
    const field = enumField('EC売上種別', [1, 2] as const);
    expect(field.parse('2')).toBe(2);
    expect(field.parse('')).toBeNull();
    expect(messagesOf(field, 3)).toEqual(['EC売上種別の選択肢が正しくありません。']);
  });

  it('flagField and booleanField read check boxes from every source', () => {
    const flag = flagField('Wi-Fi');
    expect([true, 1, '1', 'on', 'true'].map((input) => flag.parse(input))).toEqual([1, 1, 1, 1, 1]);
    expect([false, 0, '0', '', undefined, null].map((input) => flag.parse(input))).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
    expect(messagesOf(flag, 'maybe')).toEqual(['Wi-Fiの選択肢が正しくありません。']);
    expect(booleanField('集計').parse('1')).toBe(true);
  });

  it('decimalField checks the range', () => {
    const field = decimalField('緯度', { min: -90, max: 90 });
    expect(field.parse('35.6812')).toBe(35.6812);
    expect(field.parse('')).toBeNull();
    expect(messagesOf(field, '91')).toEqual(['緯度は-90から90までの数値で入力してください。']);
  });

  it('idListField takes one id or a list, without repeats', () => {
    const field = idListField('店舗');
    expect(field.parse(['3', 3, 4])).toEqual([3, 4]);
    expect(field.parse('5')).toEqual([5]);
    expect(field.parse(undefined)).toEqual([]);
    expect(messagesOf(field, ['x'])).toEqual(['店舗の選択肢が正しくありません。']);
  });

  it('text fields read absent or null as empty, so required fields get their message', () => {
    expect(optionalTextField('備考', maxLength(3)).parse(null)).toBe('');
    expect(messagesOf(requiredTextField('メールアドレス', email()), undefined)).toEqual([
      'メールアドレスを入力してください。',
    ]);
    expect(optionalSecretField('パスワード').parse(' a b ')).toBe(' a b ');
    expect(messagesOf(requiredSecretField('パスワード'), null)).toEqual(['パスワードを入力してください。']);
    expect(optionalList(z.string()).parse(null)).toEqual([]);
  });

  it('output parses again to itself, so the server can re-check what the renderer sends', () => {
    const schema = z.object({
      id: idField('a'),
      code: codeField('b', /^\d{5}$/),
      flag: flagField('c'),
      list: idListField('d'),
    });
    const once = schema.parse({ id: '7', code: '13101', flag: 'on', list: ['1', '2'] });
    expect(schema.parse(once)).toEqual(once);
  });
});
